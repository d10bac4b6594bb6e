import { useState } from 'react';
import { PhotoPicker } from '../manage-images/PhotoPicker.tsx';

interface ImageButtonsProps {
  hero: File | null;
  images: readonly File[];
  onHero: (file: File | null) => void;
  onImages: (files: File[]) => void;
}

/**
 * SPEC §2: an Images button (several files) and a Hero button (one), image files only (§5: a pick with
 * anything else is refused whole), with the chosen file names listed, each removable. Picking images
 * again adds to the list; a new hero replaces the old.
 */
export function ImageButtons({ hero, images, onHero, onImages }: ImageButtonsProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const picked = () => setRefused(null);

  return (
    <fieldset className="image-buttons">
      <legend>photos</legend>
      {/* Disabled with the form's fieldset while the blog is being created. */}
      <div className="image-buttons__row">
        <PhotoPicker
          label="images"
          multiple
          disabled={false}
          onPick={(files) => {
            picked();
            onImages([...images, ...files]);
          }}
          onRefuse={setRefused}
        />
        <PhotoPicker
          label="hero"
          disabled={false}
          onPick={([file]) => {
            picked();
            if (file) onHero(file);
          }}
          onRefuse={setRefused}
        />
      </div>
      <FileList title="hero image" files={hero ? [hero] : []} onRemove={() => onHero(null)} />
      <FileList
        title="images"
        files={images}
        onRemove={(index) => onImages(images.filter((_, i) => i !== index))}
      />
      <div role="alert">{refused && <p className="form-alert form-alert--error">{refused}</p>}</div>
    </fieldset>
  );
}

interface FileListProps {
  title: string;
  files: readonly File[];
  onRemove: (index: number) => void;
}

function FileList({ title, files, onRemove }: FileListProps) {
  return (
    <div className="image-buttons__chosen">
      <p className="image-buttons__title">
        {title}: {files.length === 0 ? 'none chosen' : `${files.length} chosen`}
      </p>
      {files.length > 0 && (
        <ul aria-label={`chosen ${title}`}>
          {files.map((file, index) => (
            // Two picks of the same file are two entries, so the index is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above; the list only shrinks through onRemove.
            <li key={`${index}-${file.name}`}>
              <span className="image-buttons__name">{file.name}</span>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`remove ${file.name}`}
                onClick={() => onRemove(index)}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
