// Names inside the export zip (pure): a folder per blog from its title, safe on every file system, short
// and unique within the zip, and photo file names with the extension their type calls for.

/** Folder names stay this short, so paths fit old unzip tools and phone screens. */
export const FOLDER_NAME_MAX = 40;

/**
 * A title as a folder name: accents dropped, anything but ASCII letters and digits becomes a dash, so no
 * slash, dot-dot, reserved character or emoji reaches a file system. `fallback` names an empty result.
 */
export function safeName(title: string, fallback: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FOLDER_NAME_MAX)
    .replace(/^-+|-+$/g, '');
  return name || fallback;
}

/** Hands out folder names, each once: a repeated name gets -2, -3… (compared ignoring case). */
export function folderNamer(): (title: string, fallback: string) => string {
  const taken = new Set<string>();
  return (title, fallback) => {
    const base = safeName(title, fallback);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    return name;
  };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/heic': 'heic',
};

/** The extension for a photo's type; else the one its URL ends with; else "jpg" (what resizing makes). */
export function photoExtension(type: string | null | undefined, url?: string): string {
  const known = EXTENSIONS[(type ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
  if (known) return known;
  const fromUrl = url?.match(/\.([a-z0-9]{2,5})(?:[?#].*)?$/i)?.[1]?.toLowerCase();
  return fromUrl ?? 'jpg';
}

/** A photo's file name in its folder: the hero first, then the photos numbered in the blog's order. */
export function photoFileName(index: number, hasHero: boolean, extension: string): string {
  if (hasHero && index === 0) return `hero.${extension}`;
  const number = hasHero ? index : index + 1;
  return `photo-${String(number).padStart(2, '0')}.${extension}`;
}

/** The role of a photo as people read it, for the list of photos left out. */
export function photoRole(index: number, hasHero: boolean): string {
  if (hasHero && index === 0) return 'hero';
  return `photo ${hasHero ? index : index + 1}`;
}

/** The zip's own name, with the day it was made. */
export const exportFileName = (now: Date): string =>
  `travel-blog-export-${now.toISOString().slice(0, 10)}.zip`;
