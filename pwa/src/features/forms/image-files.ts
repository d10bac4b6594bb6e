// SPEC §5: image inputs accept image files only. `accept="image/*"` is only a hint to the file picker (a
// user can switch it to all files), so every screen checks what comes back with this one rule.
export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}
