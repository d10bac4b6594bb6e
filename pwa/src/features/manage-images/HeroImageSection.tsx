import { BlogImage } from '../blogs/BlogImage.tsx';
import type { Photo } from '../blogs/blog-photos.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { WaitingMark } from './WaitingMark.tsx';

interface HeroImageSectionProps {
  title: string;
  hero: Photo | null;
  disabled: boolean;
  onReplace: (file: File) => void;
  onRemove: () => void;
  onRefuse: (message: string) => void;
}

/** The blog's hero photo: replace it with another, or remove it. */
export function HeroImageSection({
  title,
  hero,
  disabled,
  onReplace,
  onRemove,
  onRefuse,
}: HeroImageSectionProps) {
  return (
    <section className="manage-images__hero" aria-labelledby="hero-image-title">
      <h2 id="hero-image-title">hero image</h2>
      {hero ? (
        <figure className="photo-frame">
          <BlogImage
            className="photo-frame__img"
            photo={hero}
            alt={`hero image of ${title}`}
            sizes="(min-width: 72rem) 70rem, 100vw"
            eager
          />
          <WaitingMark photo={hero} />
        </figure>
      ) : (
        <p>no hero image yet</p>
      )}
      <div className="manage-images__actions">
        <PhotoPicker
          label={hero ? 'replace hero image' : 'add hero image'}
          camera
          disabled={disabled}
          onPick={([file]) => file && onReplace(file)}
          onRefuse={onRefuse}
        />
        {hero && (
          <button type="button" className="button button--danger" disabled={disabled} onClick={onRemove}>
            remove hero image
          </button>
        )}
      </div>
    </section>
  );
}
