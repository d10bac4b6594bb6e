import { ImagePickButton } from './ImagePickButton.tsx';
import { type PickedImage, PickedImageItem } from './PickedImageItem.tsx';
import { useFileDrop } from './use-file-drop.ts';

export type { PickedImage };

interface ImagePickerProps {
  /** The button's text and the file input's name ("hero image", "images"). */
  label: string;
  multiple?: boolean;
  /** The form field's name. */
  inputName?: string;
  /** The chosen images, each shown with its thumbnail, its name and a remove button. */
  images: readonly PickedImage[];
  /** Names the list of chosen images ("chosen hero image"). */
  listLabel: string;
  describedBy?: string;
  /**
   * Files picked with the button, the camera or by dropping them; one at most unless `multiple`. They
   * are passed as they come: the form decides what to do with one that is not an image.
   */
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/**
 * Issue 15: the image input of the forms. A button opens the browser's picker; on a phone a second one
 * opens the camera (image-picker.css shows it to touch screens only); on a desktop photos can be dropped
 * on it. The chosen photos are listed with thumbnails, each removable.
 */
export function ImagePicker({
  label,
  multiple = false,
  inputName,
  images,
  listLabel,
  describedBy,
  onPick,
  onRemove,
}: ImagePickerProps) {
  const pick = (files: File[]) => onPick(multiple ? files : files.slice(0, 1));
  const { over, handlers } = useFileDrop(pick);

  return (
    <div className={over ? 'image-picker image-picker--over' : 'image-picker'} {...handlers}>
      <div className="image-picker__buttons">
        <ImagePickButton
          label={label}
          multiple={multiple}
          inputName={inputName}
          describedBy={describedBy}
          icon={<Glyph d="M12 8v8M8 12h8" />}
          onFiles={pick}
        />
        <ImagePickButton
          label="take photo"
          name={`take photo for ${label}`}
          capture="environment"
          className="button button--quiet image-picker__camera"
          describedBy={describedBy}
          icon={<Glyph d="M4 8h3l2-2.5h6L17 8h3v11H4ZM12 16.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />}
          onFiles={pick}
        />
        <p className="image-picker__drop">or drop {multiple ? 'photos' : 'a photo'} here</p>
      </div>
      {images.length > 0 && (
        <ul className="image-picker__list" aria-label={listLabel}>
          {images.map((image, index) => (
            <PickedImageItem key={image.key} image={image} onRemove={() => onRemove(index)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Glyph({ d }: { d: string }) {
  return (
    <svg className="image-pick__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
