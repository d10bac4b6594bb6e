import { useObjectUrl } from './use-object-urls.ts';

export interface PickedImage {
  /** Unique in the list (the same photo may be picked twice). */
  key: string | number;
  name: string;
  /** What the thumbnail shows. */
  blob: Blob;
}

/** One chosen photo: its thumbnail (a blob: URL, revoked when it goes), its name and a remove button. */
export function PickedImageItem({ image, onRemove }: { image: PickedImage; onRemove: () => void }) {
  const url = useObjectUrl(image.blob);
  return (
    <li className="image-picker__item">
      {/* The name beside it says which photo this is; the thumbnail adds nothing for a screen reader. */}
      {url ? (
        <img className="image-picker__thumb" src={url} alt="" width={96} height={72} />
      ) : (
        <span className="image-picker__thumb" />
      )}
      <span className="image-picker__name">{image.name}</span>
      <button
        type="button"
        className="button button--quiet image-picker__remove"
        aria-label={`remove ${image.name}`}
        onClick={onRemove}
      >
        remove
      </button>
    </li>
  );
}
