import { useRef } from 'react';
import { notImageProblem } from './image-rules.ts';

interface PhotoPickerProps {
  /** The button's visible text. */
  label: string;
  /** The accessible name when the label alone is ambiguous (one "update" per photo). */
  name?: string;
  multiple?: boolean;
  disabled: boolean;
  className?: string;
  onPick: (files: File[]) => void;
  onRefuse: (message: string) => void;
}

/**
 * A button that opens the photo picker. The file input itself stays hidden (it cannot be styled as a
 * button, and its "no file chosen" text means nothing here); the button is what keyboard and screen-reader
 * users reach. Files that are not images are refused before anything is written.
 */
export function PhotoPicker({
  label,
  name,
  multiple = false,
  disabled,
  className = 'button button--quiet',
  onPick,
  onRefuse,
}: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={name}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={name ?? label}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so picking the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length === 0) return;
          const problem = notImageProblem(files);
          if (problem) onRefuse(problem);
          else onPick(files);
        }}
      />
    </>
  );
}
