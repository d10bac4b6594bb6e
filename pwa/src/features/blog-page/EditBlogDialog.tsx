import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import type { LocalBlog } from '../../data/records.ts';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { type BlogForm, changedFields, formOf } from './edit-changes.ts';

interface EditBlogDialogProps {
  blog: LocalBlog;
  /** Writes the changes (through the repository); a refusal's message is shown in the form. */
  onSave: (changes: Partial<BlogForm>) => Promise<void>;
  onClose: () => void;
}

/**
 * SPEC §2 "update": a modal form for the blog's text and flags. Focus starts on the title, stays inside,
 * Escape closes, and focus returns to the update button (useFocusTrap).
 */
export function EditBlogDialog({ blog, onSave, onClose }: EditBlogDialogProps) {
  const title = useRef<HTMLInputElement>(null);
  const [opened] = useState(() => formOf(blog));
  const [form, setForm] = useState(opened);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof BlogForm>(key: K, value: BlogForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

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
      title="update blog"
      className="blog-edit-dialog"
      initialFocus={title}
      onCancel={onClose}
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          ref={title}
          label="blog title"
          name="blogTitle"
          value={form.blogTitle}
          onChange={(event) => set('blogTitle', event.target.value)}
        />
        <TextField
          label="country"
          name="country"
          value={form.country}
          onChange={(event) => set('country', event.target.value)}
        />
        <TextAreaField
          label="blog text"
          name="blogBody"
          rows={10}
          value={form.blogBody}
          onChange={(event) => set('blogBody', event.target.value)}
        />
        <CheckboxField
          label="featured"
          name="featured"
          checked={form.featured}
          onChange={(checked) => set('featured', checked)}
        />
        <CheckboxField
          label="publish"
          name="publish"
          checked={form.publish}
          onChange={(checked) => set('publish', checked)}
        />
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
