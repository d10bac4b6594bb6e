import type { ReactNode, Ref } from 'react';
import { BODY_MAX, COUNTRY_MAX, TITLE_MAX } from '../../../../shared/api/blogs.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import './blog-fields.css';

/** A blog's text and flags as its forms hold them. */
export interface BlogFields {
  blogTitle: string;
  country: string;
  blogBody: string;
  featured: boolean;
  publish: boolean;
}

interface BlogTextFieldsProps {
  form: BlogFields;
  onChange: (change: Partial<BlogFields>) => void;
  titleRef?: Ref<HTMLInputElement> | undefined;
  /** The author's name, shown read-only first (SPEC §2 form order): the server stamps the owner's name. */
  author?: string;
  /** More flags beside featured and publish, such as the admin's suspended. */
  children?: ReactNode;
  /** The country field's autofill hint: a country name for a new blog, off when editing one. */
  countryAutoComplete?: string;
  countryRef?: Ref<HTMLInputElement> | undefined;
  /** Shown right under the country field, such as the new-blog form's country from the photo. */
  countryNote?: ReactNode;
}

/** A blog's author, title, country, text and flags, as the new-blog and update forms (the owner's, the admin's) show them. */
export function BlogTextFields({
  form,
  onChange,
  titleRef,
  author,
  children,
  countryAutoComplete = 'off',
  countryRef,
  countryNote,
}: BlogTextFieldsProps) {
  const country = (
    <TextField
      {...(countryRef && { ref: countryRef })}
      label="country"
      name="country"
      value={form.country}
      maxLength={COUNTRY_MAX}
      autoComplete={countryAutoComplete}
      onChange={(event) => onChange({ country: event.target.value })}
    />
  );
  return (
    <>
      {author !== undefined && <TextField label="author" name="author" value={author} disabled readOnly />}
      <TextField
        {...(titleRef && { ref: titleRef })}
        label="blog title"
        name="blogTitle"
        value={form.blogTitle}
        maxLength={TITLE_MAX}
        autoComplete="off"
        onChange={(event) => onChange({ blogTitle: event.target.value })}
      />
      {countryNote ? (
        <div className="blog-fields__country">
          {country}
          {countryNote}
        </div>
      ) : (
        country
      )}
      <TextAreaField
        label="blog text"
        name="blogBody"
        rows={10}
        value={form.blogBody}
        maxLength={BODY_MAX}
        onChange={(event) => onChange({ blogBody: event.target.value })}
      />
      <div className="blog-fields__flags">
        <CheckboxField
          label="featured"
          name="featured"
          checked={form.featured}
          onChange={(featured) => onChange({ featured })}
        />
        <CheckboxField
          label="publish"
          name="publish"
          checked={form.publish}
          onChange={(publish) => onChange({ publish })}
        />
        {children}
      </div>
    </>
  );
}
