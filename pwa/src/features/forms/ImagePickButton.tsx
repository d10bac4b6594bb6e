import { type ReactNode, useId } from 'react';
import './image-picker.css';

interface ImagePickButtonProps {
  /** The visible text; it is also the input's name unless `name` says more. */
  label: string;
  /** A fuller accessible name ("update image 2"); it must contain `label`, the words a user sees. */
  name?: string | undefined;
  multiple?: boolean;
  /** Opens a phone's camera straight away: "environment" faces away from the user, "user" at them. */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  /** The look: a quiet button unless told. */
  className?: string | undefined;
  /** The form field's name. */
  inputName?: string | undefined;
  describedBy?: string | undefined;
  icon?: ReactNode;
  /** The files picked, as picked; called only when there are some. */
  onFiles: (files: File[]) => void;
}

/**
 * A button that picks images. The real file input lies, transparent, over the button's face, so a
 * press, a tap, the keyboard and a screen reader all reach the browser's own picker, labelled by the
 * visible text, without its bare "Choose File / No file chosen".
 */
export function ImagePickButton({
  label,
  name,
  multiple = false,
  capture,
  disabled = false,
  className = 'button button--quiet',
  inputName,
  describedBy,
  icon,
  onFiles,
}: ImagePickButtonProps) {
  const id = useId();
  return (
    <span className={`image-pick ${className}`}>
      <input
        id={id}
        className="image-pick__input"
        type="file"
        accept="image/*"
        name={inputName}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        aria-label={name}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so picking the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className="image-pick__label">
        {icon}
        {label}
      </label>
    </span>
  );
}
