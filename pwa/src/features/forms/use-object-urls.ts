import { useEffect, useMemo, useState } from 'react';

/**
 * blob: URLs to preview picked files, in the same order. Each set is revoked when the files change or
 * the form closes, so previews of photos taken off the list do not keep their memory.
 */
export function useObjectUrls(files: readonly Blob[]): readonly string[] {
  const [made, setMade] = useState<{ files: readonly Blob[]; urls: string[] } | null>(null);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setMade({ files, urls });
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);
  // Until the new set exists, no URL: an older set belongs to other files (and is being revoked).
  return made?.files === files ? made.urls : [];
}

/** The same for one file, or none. */
export function useObjectUrl(file: Blob | null): string | null {
  const files = useMemo(() => (file ? [file] : []), [file]);
  return useObjectUrls(files)[0] ?? null;
}
