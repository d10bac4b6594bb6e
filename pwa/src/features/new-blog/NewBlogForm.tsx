import type { FormEvent, Ref } from 'react';
import { BODY_MAX, COUNTRY_MAX, TITLE_MAX } from '../../../../shared/api/blogs.ts';
import { formatTime } from '../../../../shared/dates.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { CREATING, type DraftText } from './new-blog-rules.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import type { DraftSaveState } from './use-draft-autosave.ts';
import type { DraftPhotos } from './use-draft-photos.ts';

interface NewBlogFormProps {
  author: string;
  text: DraftText;
  photos: DraftPhotos;
  creating: boolean;
  error: string | null;
  /** Null for the demo user, whose drafts are not saved. */
  saveState: DraftSaveState | null;
  titleRef: Ref<HTMLInputElement>;
  onText: (change: Partial<DraftText>) => void;
  onCreate: () => void;
}

function draftNote(state: DraftSaveState | null): string {
  if (!state) return 'drafts are not saved for the demo user';
  if (state.kind === 'saved') return `draft saved on this device at ${formatTime(state.at)}`;
  if (state.kind === 'failed') return `draft not saved: ${state.reason}`;
  return 'what you type is saved on this device as a draft';
}

/** SPEC §2 new blog form: the author is fixed to the signed-in user; the rest becomes the blog. */
export function NewBlogForm(props: NewBlogFormProps) {
  const { author, text, creating, error, saveState, titleRef, onText } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate();
  };

  return (
    <form className="form new-blog__form" noValidate onSubmit={submit} aria-label="new blog">
      {/* Disabled while creating: nothing typed then could reach the draft or the blog. */}
      <fieldset className="new-blog__fields" disabled={creating}>
        <TextField label="author" name="author" value={author} disabled readOnly />
        <TextField
          ref={titleRef}
          label="blog title"
          name="blogTitle"
          value={text.blogTitle}
          maxLength={TITLE_MAX}
          autoComplete="off"
          onChange={(event) => onText({ blogTitle: event.target.value })}
        />
        <TextField
          label="country"
          name="country"
          value={text.country}
          maxLength={COUNTRY_MAX}
          autoComplete="country-name"
          onChange={(event) => onText({ country: event.target.value })}
        />
        <TextAreaField
          label="blog text"
          name="blogBody"
          rows={10}
          value={text.blogBody}
          maxLength={BODY_MAX}
          onChange={(event) => onText({ blogBody: event.target.value })}
        />
        <div className="new-blog__flags">
          <CheckboxField
            label="featured"
            name="featured"
            checked={text.featured}
            onChange={(featured) => onText({ featured })}
          />
          <CheckboxField
            label="publish"
            name="publish"
            checked={text.publish}
            onChange={(publish) => onText({ publish })}
          />
        </div>
        <PhotoPicker photos={props.photos} />
      </fieldset>
      <p className="new-blog__draft-note">{draftNote(saveState)}</p>
      <div role="status">{creating && <p className="form-alert form-alert--info">{CREATING}</p>}</div>
      <div role="alert">{error && <p className="form-alert form-alert--error">{error}</p>}</div>
      <button type="submit" className="button" disabled={creating}>
        create blog
      </button>
    </form>
  );
}
