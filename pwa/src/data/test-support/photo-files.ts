// Photos for the data layer's tests on Node, where there is no canvas to resize with.

/** Stands in for the resize: the photo passes as it is, as a 1 × 1 JPEG. */
export const asIsResize = async (file: Blob) => ({
  blob: new Blob([file], { type: 'image/jpeg' }),
  width: 1,
  height: 1,
});

/** A "photo" whose bytes are the text, repeated: different texts, different hashes. */
export const textPhoto = (text: string) => new Blob([text.repeat(100)], { type: 'image/jpeg' });
