import { useId, useState } from 'react';
import { ImagePicker } from '../forms/ImagePicker.tsx';
import { isImageFile } from '../forms/image-files.ts';
import { NOT_AN_IMAGE, PHOTOS_KEPT_HINT, PREPARING_PHOTOS } from './new-blog-rules.ts';
import type { DraftPhotos } from './use-draft-photos.ts';

/**
 * SPEC §2: one hero image and several images, each previewed and removable before the blog is created.
 * Picking again adds (a new hero replaces the old). The photos are kept with the draft on this device
 * (use-draft-photos.ts).
 */
export function PhotoPicker({ photos }: { photos: DraftPhotos }) {
  const hintId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const { hero, images } = photos.photos;

  const accepted = (files: File[]): File[] => {
    const images = files.filter(isImageFile);
    setRefused(images.length < files.length ? NOT_AN_IMAGE : null);
    return images;
  };

  return (
    <fieldset className="new-blog__photos">
      <legend>photos</legend>
      <p id={hintId} className="note new-blog__hint">
        {PHOTOS_KEPT_HINT}
      </p>
      <ImagePicker
        label="hero image"
        inputName="heroImage"
        images={hero ? [hero] : []}
        listLabel="chosen hero image"
        describedBy={hintId}
        onPick={(files) => {
          const [file] = accepted(files);
          if (file) photos.pickHero(file);
        }}
        onRemove={photos.removeHero}
      />
      <ImagePicker
        label="images"
        inputName="images"
        multiple
        images={images}
        listLabel="chosen images"
        describedBy={hintId}
        onPick={(files) => {
          const chosen = accepted(files);
          if (chosen.length) photos.pickImages(chosen);
        }}
        onRemove={photos.removeImage}
      />
      <div role="status">{photos.preparing && <p className="note">{PREPARING_PHOTOS}</p>}</div>
      <div role="alert">
        {refused && <p className="form-alert form-alert--error">{refused}</p>}
        {photos.error && <p className="form-alert form-alert--error">{photos.error}</p>}
      </div>
    </fieldset>
  );
}
