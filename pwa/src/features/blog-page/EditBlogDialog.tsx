import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { BlogTextFields } from '../blogs/BlogTextFields.tsx';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { type BlogForm, changedFields } from './edit-changes.ts';

interface EditBlogDialogProps<F extends BlogForm> {
  /** The values the form opens with; only what the user changes from them is saved. */
  initial: F;
  title?: string;
  /** The author's name, shown read-only (the admin's form). */
  author?: string;
  /** Flags beyond featured and publish, such as the admin's suspended. */
  moreFlags?: (form: F, change: (change: Partial<F>) => void) => ReactNode;
  /** Writes the changes; a refusal's message is shown in the form. */
  onSave: (changes: Partial<F>) => Promise<void>;
  onClose: () => void;
}

/**
 * SPEC §2 "update" (and the admin's "update blog as admin"): a modal form for the blog's text and flags.
 * Focus starts on the title, stays inside, Escape closes, and focus returns to the opener (useFocusTrap).
 */
export function EditBlogDialog<F extends BlogForm>(props: EditBlogDialogProps<F>) {
  const { title = 'update blog', author, moreFlags, onSave, onClose } = props;
  const titleInput = useRef<HTMLInputElement>(null);
  const [opened] = useState(props.initial);
  const [form, setForm] = useState(opened);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<F>) => {
    setForm((current) => ({ ...current, ...next }));
    // A refusal is about what was sent: once the form changes it no longer says what is wrong.
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(opened, form);
    if (Object.keys(changes).length === 0) return onClose();
    setSaving(true);
    try {
      await onSave(changes);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      role="dialog"
      title={title}
      className="blog-edit-dialog"
      initialFocus={titleInput}
      onCancel={onClose}
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <BlogTextFields
          form={form}
          titleRef={titleInput}
          onChange={(next) => change(next as Partial<F>)}
          {...(author !== undefined && { author })}
        >
          {moreFlags?.(form, change)}
        </BlogTextFields>
        <p className="blog-edit-dialog__error" role="alert">
          {error}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            save changes
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
