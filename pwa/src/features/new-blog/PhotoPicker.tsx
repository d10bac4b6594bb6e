import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { isImageFile } from '../forms/image-files.ts';
import { useObjectUrl, useObjectUrls } from '../forms/use-object-urls.ts';
import { NOT_AN_IMAGE, PHOTOS_KEPT_HINT, PREPARING_PHOTOS } from './new-blog-rules.ts';
import type { DraftPhotos, PickedPhoto } from './use-draft-photos.ts';

/**
 * SPEC §2: one hero image and several images, each previewed and removable before the blog is created.
 * The inputs are emptied after each pick: the lists below are what will be sent, and picking again adds.
 * The photos are kept with the draft on this device (use-draft-photos.ts).
 */
export function PhotoPicker({ photos }: { photos: DraftPhotos }) {
  const heroId = useId();
  const imagesId = useId();
  const hintId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const { hero, images } = photos.photos;
  const heroUrl = useObjectUrl(hero?.blob ?? null);
  const imageUrls = useObjectUrls(useMemo(() => images.map((p) => p.blob), [images]));

  const picked = (event: ChangeEvent<HTMLInputElement>): File[] => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted = files.filter(isImageFile);
    setRefused(accepted.length < files.length ? NOT_AN_IMAGE : null);
    return accepted;
  };

  return (
    <fieldset className="new-blog__photos">
      <legend>photos</legend>
      <p id={hintId} className="note new-blog__hint">
        {PHOTOS_KEPT_HINT}
      </p>
      <div className="field">
        <label htmlFor={heroId}>hero image</label>
        <input
          id={heroId}
          type="file"
          name="heroImage"
          accept="image/*"
          aria-describedby={hintId}
          onChange={(event) => {
            const [file] = picked(event);
            if (file) photos.pickHero(file);
          }}
        />
      </div>
      {hero && (
        <ul className="new-blog__previews" aria-label="chosen hero image">
          <Preview photo={hero} url={heroUrl ?? undefined} onRemove={photos.removeHero} />
        </ul>
      )}
      <div className="field">
        <label htmlFor={imagesId}>images</label>
        <input
          id={imagesId}
          type="file"
          name="images"
          accept="image/*"
          multiple
          aria-describedby={hintId}
          onChange={(event) => {
            const files = picked(event);
            if (files.length) photos.pickImages(files);
          }}
        />
      </div>
      {images.length > 0 && (
        <ul className="new-blog__previews" aria-label="chosen images">
          {images.map((photo, index) => (
            <Preview
              key={photo.key}
              photo={photo}
              url={imageUrls[index]}
              onRemove={() => photos.removeImage(index)}
            />
          ))}
        </ul>
      )}
      <div role="status">{photos.preparing && <p className="note">{PREPARING_PHOTOS}</p>}</div>
      <div role="alert">
        {refused && <p className="form-alert form-alert--error">{refused}</p>}
        {photos.error && <p className="form-alert form-alert--error">{photos.error}</p>}
      </div>
    </fieldset>
  );
}

function Preview({
  photo,
  url,
  onRemove,
}: {
  photo: PickedPhoto;
  url: string | undefined;
  onRemove: () => void;
}) {
  return (
    <li className="new-blog__preview">
      {/* The name beside it says which photo this is; the thumbnail adds nothing for a screen reader. */}
      {url ? <img src={url} alt="" width={96} height={72} /> : <span className="new-blog__thumb" />}
      <span className="new-blog__file-name">{photo.name}</span>
      <button
        type="button"
        className="button button--quiet new-blog__remove"
        aria-label={`remove ${photo.name}`}
        onClick={onRemove}
      >
        remove
      </button>
    </li>
  );
}
