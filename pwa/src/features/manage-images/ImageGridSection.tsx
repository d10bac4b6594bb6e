import type { Photo } from '../blogs/blog-photos.ts';
import { useFileDrop } from '../forms/use-file-drop.ts';
import { ImageTile } from './ImageTile.tsx';
import { keyedPhotos, notImageProblem } from './image-rules.ts';
import { PhotoPicker } from './PhotoPicker.tsx';

interface ImageGridSectionProps {
  title: string;
  images: Photo[];
  disabled: boolean;
  /** The blog names a hero or a photo (one not shown on this device still counts). */
  canDeleteAll: boolean;
  onReplace: (sha: string, file: File) => void;
  onDelete: (sha: string) => void;
  onAdd: (files: File[]) => void;
  onDeleteAll: () => void;
  onRefuse: (message: string) => void;
}

/**
 * Every photo besides the hero, each with update and delete; then add images (or drop them on the
 * section, or take one on a phone) and delete all images.
 */
export function ImageGridSection(props: ImageGridSectionProps) {
  const { title, images, disabled, onRefuse } = props;
  const drop = useFileDrop((files) => {
    const problem = notImageProblem(files);
    if (problem) onRefuse(problem);
    else props.onAdd(files);
  });
  return (
    <section
      aria-labelledby="images-title"
      className={drop.over ? 'manage-images__drop manage-images__drop--over' : 'manage-images__drop'}
      {...drop.handlers}
    >
      <h2 id="images-title">images ({images.length})</h2>
      {images.length === 0 ? (
        <p>no images to show!</p>
      ) : (
        <ul className="image-grid">
          {keyedPhotos(images).map(({ key, photo }, index) => (
            <ImageTile
              key={key}
              photo={photo}
              position={index + 1}
              title={title}
              disabled={disabled}
              onReplace={(file) => props.onReplace(photo.id, file)}
              onDelete={() => props.onDelete(photo.id)}
              onRefuse={onRefuse}
            />
          ))}
        </ul>
      )}
      <div className="manage-images__actions">
        <PhotoPicker
          label="add images"
          className="button"
          multiple
          camera
          disabled={disabled}
          onPick={props.onAdd}
          onRefuse={onRefuse}
        />
        <button
          type="button"
          className="button button--danger"
          disabled={disabled || !props.canDeleteAll}
          onClick={props.onDeleteAll}
        >
          delete all images
        </button>
      </div>
    </section>
  );
}
