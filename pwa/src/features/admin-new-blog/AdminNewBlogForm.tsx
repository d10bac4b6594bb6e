import type { FormEvent } from 'react';
import { BlogTextFields } from '../blogs/BlogTextFields.tsx';
import { AuthorPicker } from './AuthorPicker.tsx';
import { type AdminBlogDraft, type Author, CREATING, type DraftProblem } from './admin-new-blog-rules.ts';
import { ImageButtons } from './ImageButtons.tsx';

interface AdminNewBlogFormProps {
  author: Author | null;
  /** Changes on "clear all": the author picker then starts afresh, its search box included. */
  cleared: number;
  draft: AdminBlogDraft;
  creating: boolean;
  /** What keeps the blog from being created: the missing fields, or the server's refusal. */
  errors: readonly string[];
  onAuthor: (author: Author | null) => void;
  onDraft: (change: Partial<AdminBlogDraft>) => void;
  onClear: () => void;
  /** Answers the first missing field, which then takes the focus. */
  onCreate: () => DraftProblem | null;
}

/** SPEC §2 admin new blog: the author (a user picked from the list), the blog's text, flags and photos. */
export function AdminNewBlogForm(props: AdminNewBlogFormProps) {
  const { author, draft, creating, errors, onDraft } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = props.onCreate();
    const control = missing && event.currentTarget.elements.namedItem(missing.field);
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    <form className="form admin-new-blog__form" noValidate onSubmit={submit} aria-label="new blog for a user">
      <AuthorPicker key={props.cleared} author={author} onPick={props.onAuthor} disabled={creating} />
      {/* Disabled while creating: nothing typed then would reach the blog. */}
      <fieldset className="admin-new-blog__fields" disabled={creating}>
        <BlogTextFields form={draft} onChange={onDraft} author={author?.name ?? ''} />
        <ImageButtons
          hero={draft.hero}
          images={draft.images}
          onHero={(hero) => onDraft({ hero })}
          onImages={(images) => onDraft({ images })}
        />
      </fieldset>
      <div role="status">{creating && <p className="form-alert form-alert--info">{CREATING}</p>}</div>
      <div role="alert">
        {errors.length > 0 && (
          <p className="form-alert form-alert--error admin-new-blog__errors">
            {errors.map((error) => (
              <span key={error}>{error}</span>
            ))}
          </p>
        )}
      </div>
      <div className="admin-new-blog__actions">
        <button type="button" className="button button--quiet" disabled={creating} onClick={props.onClear}>
          clear all
        </button>
        <button type="submit" className="button" disabled={creating}>
          create blog
        </button>
      </div>
    </form>
  );
}
