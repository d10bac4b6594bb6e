import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import type { PhotoInput } from '../../data/blog-repository.ts';
import type { DraftPhotoSet, NamedPhoto } from '../../data/draft-photos.ts';
import type { DraftRepository } from '../../data/draft-repository.ts';
import { photoCountry } from '../../data/photo-country.ts';
import type { StoredBlob } from '../../data/records.ts';
import { sharedCountry } from '../share/shared-countries.ts';

export interface PickedPhoto {
  /** Unique in the form (two picks may be the same photo). */
  key: number;
  name: string;
  /** What the preview shows: the resized photo, or the file as picked when it cannot be read. */
  blob: Blob;
  /** The resized photo, kept with the draft; null for a file that cannot be read (creating says why). */
  stored: StoredBlob | null;
  /**
   * The country it was taken in, read from the picked file before resizing drops its GPS (issue 17);
   * null when unknown. Only the first photo of a pick is read: no other can become the draft's first.
   */
  country?: string | null;
}

export interface PickedPhotos {
  hero: PickedPhoto | null;
  images: PickedPhoto[];
}

export interface DraftPhotos {
  photos: PickedPhotos;
  /** Picked photos are being resized and kept with the draft. */
  preparing: boolean;
  /** Why the photos could not be kept with the draft, while they cannot. */
  error: string | null;
  /** Shows the photos a draft kept (opening it); nothing is saved. */
  load: (set: DraftPhotoSet) => void;
  pickHero: (file: File) => void;
  pickImages: (files: readonly File[]) => void;
  removeHero: () => void;
  removeImage: (index: number) => void;
  /** Waits for the photos being resized and saved; answers them as the new blog takes them. */
  ready: () => Promise<{ hero: PhotoInput | null; images: PhotoInput[] }>;
}

const NONE: PickedPhotos = { hero: null, images: [] };
const named = (p: PickedPhoto): NamedPhoto[] => (p.stored ? [{ name: p.name, photo: p.stored }] : []);
const inputOf = (p: PickedPhoto): PhotoInput => p.stored ?? p.blob;

/**
 * The new-blog form's hero and photos, resized as they are picked and kept with the draft on this device,
 * so a reload or a browser restart brings them back (offline too). `draftFor` answers the draft they
 * belong to, starting one if the form has none yet, or null where drafts are not saved (the demo user).
 * Resizing, placing and saving run one after another: photos join in the order picked, and the draft
 * always ends with the form's last list.
 */
export function useDraftPhotos(drafts: DraftRepository, draftFor: () => Promise<string | null>): DraftPhotos {
  const [photos, setPhotos] = useState(NONE);
  const [preparing, setPreparingState] = useState(0);
  const [error, setErrorState] = useState<string | null>(null);
  // Queued work outlives the form (the draft still gets its photos after the user leaves); what it would
  // show then has nowhere to go.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const setPreparing = useCallback((step: (n: number) => number) => {
    if (mounted.current) setPreparingState(step);
  }, []);
  const setError = useCallback((message: string | null) => {
    if (mounted.current) setErrorState(message);
  }, []);
  const latest = useRef(NONE);
  const work = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  const target = useRef(draftFor);
  useEffect(() => {
    target.current = draftFor;
  });

  const show = useCallback((next: PickedPhotos) => {
    latest.current = next;
    if (mounted.current) setPhotos(next);
  }, []);

  const queue = useCallback((step: () => Promise<void>) => {
    work.current = work.current.then(step);
  }, []);

  const save = useCallback(() => {
    queue(async () => {
      try {
        const id = await target.current();
        const { hero, images } = latest.current;
        if (id)
          await drafts.savePhotos(id, {
            hero: hero && (named(hero)[0] ?? null),
            images: images.flatMap(named),
          });
        setError(null);
      } catch (caught) {
        setError(errorMessage(caught));
      }
    });
  }, [drafts, queue, setError]);

  const change = useCallback(
    (edit: (current: PickedPhotos) => PickedPhotos) => {
      show(edit(latest.current));
      save();
    },
    [show, save],
  );

  const pick = useCallback(
    (files: readonly File[], place: (current: PickedPhotos, picked: PickedPhoto[]) => PickedPhotos) => {
      const picked = Promise.all(
        files.map(async (file, index): Promise<PickedPhoto> => {
          const key = nextKey.current++;
          const country = index === 0 ? photoCountry(file) : null;
          try {
            const stored = await drafts.preparePhoto(file);
            return { key, name: file.name, blob: stored.blob, stored, country: await country };
          } catch {
            return { key, name: file.name, blob: file, stored: null, country: await country };
          }
        }),
      );
      setPreparing((n) => n + 1);
      queue(async () => show(place(latest.current, await picked)));
      save();
      // Ready once kept with the draft too: a reload from then on brings them back.
      queue(async () => setPreparing((n) => n - 1));
    },
    [drafts, queue, show, save, setPreparing],
  );

  const load = useCallback(
    (set: DraftPhotoSet) => {
      const of = ({ name, photo }: NamedPhoto) => ({
        key: nextKey.current++,
        name,
        blob: photo.blob,
        stored: photo,
        // A draft made from a share (features/share) suggests its first photo's country, as a pick does.
        country: sharedCountry(photo.sha256),
      });
      show({ hero: set.hero && of(set.hero), images: set.images.map(of) });
    },
    [show],
  );

  const ready = useCallback(async () => {
    await work.current;
    const { hero, images } = latest.current;
    return { hero: hero && inputOf(hero), images: images.map(inputOf) };
  }, []);

  return useMemo(
    () => ({
      photos,
      preparing: preparing > 0,
      error,
      load,
      pickHero: (file: File) =>
        pick([file], (current, [hero]) => ({ ...current, hero: hero ?? current.hero })),
      pickImages: (files: readonly File[]) =>
        pick(files, (current, picked) => ({ ...current, images: [...current.images, ...picked] })),
      removeHero: () => change((current) => ({ ...current, hero: null })),
      removeImage: (index: number) =>
        change((current) => ({ ...current, images: current.images.filter((_, i) => i !== index) })),
      ready,
    }),
    [photos, preparing, error, load, pick, change, ready],
  );
}
