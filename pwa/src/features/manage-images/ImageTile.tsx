import { BlogImage } from '../blogs/BlogImage.tsx';
import type { Photo } from '../blogs/blog-photos.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { WaitingMark } from './WaitingMark.tsx';

interface ImageTileProps {
  photo: Photo;
  /** 1-based, so each button's name says which photo it acts on. */
  position: number;
  title: string;
  disabled: boolean;
  onReplace: (file: File) => void;
  onDelete: () => void;
  onRefuse: (message: string) => void;
}

/** One photo of the grid, with update (pick another file in its place) and delete. */
export function ImageTile({
  photo,
  position,
  title,
  disabled,
  onReplace,
  onDelete,
  onRefuse,
}: ImageTileProps) {
  return (
    <li className="image-tile">
      <figure className="photo-frame">
        <BlogImage
          className="photo-frame__img"
          photo={photo}
          alt={`image ${position} of ${title}`}
          sizes="(min-width: 48rem) 33vw, 100vw"
        />
        <WaitingMark photo={photo} />
      </figure>
      <div className="manage-images__actions">
        <PhotoPicker
          label="update"
          name={`update image ${position}`}
          disabled={disabled}
          onPick={([file]) => file && onReplace(file)}
          onRefuse={onRefuse}
        />
        <button
          type="button"
          className="button button--danger"
          aria-label={`delete image ${position}`}
          disabled={disabled}
          onClick={onDelete}
        >
          delete
        </button>
      </div>
    </li>
  );
}
