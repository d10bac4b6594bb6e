// Texts of the blog pages that tests look for (the loaders are in alerts/loading-texts.ts).
export const NOT_ON_DEVICE = 'This blog is not on this device yet. Connect to the internet to read it.';
