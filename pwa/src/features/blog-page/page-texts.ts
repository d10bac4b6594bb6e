// Texts of the blog pages that tests look for; SPEC §2 "Common texts" spells the loaders.
export const FETCHING = 'we are fetching your data';
export const DELETING = 'we are deleting your data';
export const NOT_ON_DEVICE = 'This blog is not on this device yet. Connect to the internet to read it.';
