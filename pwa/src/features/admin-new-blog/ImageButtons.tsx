import { useState } from 'react';
import { ImagePicker } from '../forms/ImagePicker.tsx';
import { notImageProblem } from '../manage-images/image-rules.ts';

interface ImageButtonsProps {
  hero: File | null;
  images: readonly File[];
  onHero: (file: File | null) => void;
  onImages: (files: File[]) => void;
}

const listed = (files: readonly File[]) =>
  // Two picks of the same file are two entries, so the position is part of the key; the list only
  // changes through a pick (added at the end) or a remove.
  files.map((file, index) => ({ key: `${index}-${file.name}`, name: file.name, blob: file }));

/**
 * SPEC §2: an Images button (several files) and a Hero button (one), image files only (§5: a pick with
 * anything else is refused whole), with the chosen file names listed, each removable. Picking images
 * again adds to the list; a new hero replaces the old.
 */
export function ImageButtons({ hero, images, onHero, onImages }: ImageButtonsProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const accepted = (files: File[]) => {
    const problem = notImageProblem(files);
    setRefused(problem);
    return problem === null;
  };

  return (
    <fieldset className="image-buttons">
      <legend>photos</legend>
      {/* Disabled with the form's fieldset while the blog is being created. */}
      <ImagePicker
        label="images"
        multiple
        images={listed(images)}
        listLabel="chosen images"
        onPick={(files) => {
          if (accepted(files)) onImages([...images, ...files]);
        }}
        onRemove={(index) => onImages(images.filter((_, i) => i !== index))}
      />
      <ImagePicker
        label="hero"
        images={listed(hero ? [hero] : [])}
        listLabel="chosen hero image"
        onPick={([file]) => {
          if (file && accepted([file])) onHero(file);
        }}
        onRemove={() => onHero(null)}
      />
      <div role="alert">{refused && <p className="form-alert form-alert--error">{refused}</p>}</div>
    </fieldset>
  );
}
