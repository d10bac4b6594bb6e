// The server's refusal of a blog write naming a photo it does not have: never uploaded, or uploaded and
// swept after a day without a blog using it (the device lost its connection between the upload and the
// push). Devices match the reason exactly: they still hold the photo, so they upload it again and send
// the write again rather than taking the refusal as final.
export const PHOTO_NOT_UPLOADED = 'photo not uploaded';

/** Times a device sends a photo again for one write before it takes the refusal as the server's word. */
export const PHOTO_RESENDS = 3;
