import { type ChangeEvent, useId, useRef, useState } from 'react';
import { isImageFile } from '../forms/image-files.ts';
import { useObjectUrl, useObjectUrls } from '../forms/use-object-urls.ts';
import { NOT_AN_IMAGE } from './new-blog-rules.ts';

interface PhotoPickerProps {
  hero: File | null;
  images: readonly File[];
  onHero: (file: File | null) => void;
  onImages: (files: File[]) => void;
}

/**
 * SPEC §2: one hero image and several images, each previewed and removable before the blog is created.
 * The inputs are emptied after each pick: the lists below are what will be sent, and picking again adds.
 */
export function PhotoPicker({ hero, images, onHero, onImages }: PhotoPickerProps) {
  const heroId = useId();
  const imagesId = useId();
  const hintId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const heroUrl = useObjectUrl(hero);
  const imageUrls = useObjectUrls(images);
  // Two picks may share a name, so each picked file gets its own key.
  const keys = useRef({ of: new WeakMap<File, number>(), next: 1 });
  const keyOf = (file: File): number => {
    const { of } = keys.current;
    const known = of.get(file);
    if (known !== undefined) return known;
    of.set(file, keys.current.next);
    return keys.current.next++;
  };

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
        drafts keep only the text: photos are not saved with a draft, so after a reload pick them again.
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
            if (file) onHero(file);
          }}
        />
      </div>
      {hero && (
        <ul className="new-blog__previews" aria-label="chosen hero image">
          <Preview file={hero} url={heroUrl ?? undefined} onRemove={() => onHero(null)} />
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
            if (files.length) onImages([...images, ...files]);
          }}
        />
      </div>
      {images.length > 0 && (
        <ul className="new-blog__previews" aria-label="chosen images">
          {images.map((file, index) => (
            <Preview
              key={keyOf(file)}
              file={file}
              url={imageUrls[index]}
              onRemove={() => onImages(images.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <div role="alert">{refused && <p className="form-alert form-alert--error">{refused}</p>}</div>
    </fieldset>
  );
}

function Preview({ file, url, onRemove }: { file: File; url: string | undefined; onRemove: () => void }) {
  return (
    <li className="new-blog__preview">
      {/* The name beside it says which photo this is; the thumbnail adds nothing for a screen reader. */}
      {url ? <img src={url} alt="" width={96} height={72} /> : <span className="new-blog__thumb" />}
      <span className="new-blog__file-name">{file.name}</span>
      <button
        type="button"
        className="button button--quiet new-blog__remove"
        aria-label={`remove ${file.name}`}
        onClick={onRemove}
      >
        remove
      </button>
    </li>
  );
}
