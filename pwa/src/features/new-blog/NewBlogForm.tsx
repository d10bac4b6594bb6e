import { type FormEvent, type Ref, useRef } from 'react';
import { formatTime } from '../../../../shared/dates.ts';
import { BlogTextFields } from '../blogs/BlogTextFields.tsx';
import { CountrySuggestionPrompt } from './CountrySuggestionPrompt.tsx';
import { CREATING, type DraftText } from './new-blog-rules.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import type { CountryPrompt } from './use-country-suggestion.ts';
import type { DraftSaveState } from './use-draft-autosave.ts';
import type { DraftPhotos } from './use-draft-photos.ts';

interface NewBlogFormProps {
  author: string;
  text: DraftText;
  photos: DraftPhotos;
  /** The country the first photo suggests, if any (issue 17). */
  countryPrompt: CountryPrompt | null;
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
  const countryInput = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate();
  };

  return (
    <form className="form new-blog__form" noValidate onSubmit={submit} aria-label="new blog">
      {/* Disabled while creating: nothing typed then could reach the draft or the blog. */}
      <fieldset className="new-blog__fields" disabled={creating}>
        <BlogTextFields
          form={text}
          onChange={onText}
          titleRef={titleRef}
          author={author}
          countryAutoComplete="country-name"
          countryRef={countryInput}
          countryNote={
            <CountrySuggestionPrompt
              prompt={props.countryPrompt}
              onAnswered={() => countryInput.current?.focus()}
            />
          }
        />
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
