// The status texts of image management. SPEC "Common texts": the loader reads "we are fetching your data",
// or "we are deleting your data" during a delete.
export const FETCHING = 'we are fetching your data';
export const DELETING = 'we are deleting your data';
export const PREPARING = 'preparing your photos on this device...';
export const SAVING = 'saving your change...';
