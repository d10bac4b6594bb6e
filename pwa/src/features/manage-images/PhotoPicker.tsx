import { ImagePickButton } from '../forms/ImagePickButton.tsx';
import { notImageProblem } from './image-rules.ts';

interface PhotoPickerProps {
  /** The button's visible text. */
  label: string;
  /** The accessible name when the label alone is ambiguous (one "update" per photo). */
  name?: string;
  multiple?: boolean;
  /** Also offer the camera (on a phone): "take photo" beside the button. */
  camera?: boolean;
  disabled: boolean;
  className?: string;
  onPick: (files: File[]) => void;
  onRefuse: (message: string) => void;
}

/**
 * A button that opens the photo picker (forms/ImagePickButton.tsx), and the camera where asked. Files
 * that are not images are refused before anything is written.
 */
export function PhotoPicker({
  label,
  name,
  multiple = false,
  camera = false,
  disabled,
  className,
  onPick,
  onRefuse,
}: PhotoPickerProps) {
  const picked = (files: File[]) => {
    const problem = notImageProblem(files);
    if (problem) onRefuse(problem);
    else onPick(files);
  };
  return (
    <>
      <ImagePickButton
        label={label}
        name={name ?? label}
        multiple={multiple}
        disabled={disabled}
        className={className}
        onFiles={picked}
      />
      {camera && (
        <ImagePickButton
          label="take photo"
          name={`take photo for ${name ?? label}`}
          capture="environment"
          disabled={disabled}
          className="button button--quiet image-picker__camera"
          onFiles={picked}
        />
      )}
    </>
  );
}
