// The status texts of image management besides the loaders (alerts/loading-texts.ts).
export const PREPARING = 'preparing your photos on this device...';
export const SAVING = 'saving your change...';
