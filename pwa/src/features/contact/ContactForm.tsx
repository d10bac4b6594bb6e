import { type FormEvent, useState } from 'react';
import { CONTACT_TOPICS } from '../../../../shared/api/mailing.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { SelectField } from '../forms/SelectField.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { AppLink } from '../layout/AppLink.tsx';
import { type ContactValues, emptyContact } from './contact-rules.ts';

interface ContactFormProps {
  pending: boolean;
  /** Answers true when the message was sent or kept for later, and the form should clear. */
  onSubmit: (values: ContactValues) => Promise<boolean>;
}

// Grouped in fieldsets so a screen reader announces which part of the form a field belongs to.
export function ContactForm({ pending, onSubmit }: ContactFormProps) {
  const [values, setValues] = useState(emptyContact);
  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(values)) setValues(emptyContact);
  };

  return (
    <form className="form contact-form" noValidate aria-label="ask a question" onSubmit={submit}>
      <fieldset className="form-group">
        <legend>about you</legend>
        <div className="form-group__pair">
          <TextField label="first name" autoComplete="given-name" {...text('firstName')} />
          <TextField label="last name" autoComplete="family-name" {...text('lastName')} />
        </div>
        <TextField label="email" type="email" autoComplete="email" {...text('email')} />
        <TextField label="phone" type="tel" autoComplete="tel" {...text('phone')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>your question</legend>
        <SelectField
          label="topic"
          name="about"
          value={values.about}
          options={CONTACT_TOPICS}
          onChange={(about) => set('about', about)}
        />
        <TextAreaField
          label="message"
          name="msg"
          rows={6}
          maxLength={5000}
          value={values.msg}
          onChange={(event) => set('msg', event.target.value)}
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>how may we reply?</legend>
        <CheckboxField
          label="contact me by phone"
          name="contactPhone"
          checked={values.contactPhone}
          onChange={(checked) => set('contactPhone', checked)}
        />
        <CheckboxField
          label="contact me by e-mail"
          name="contactEmail"
          checked={values.contactEmail}
          onChange={(checked) => set('contactEmail', checked)}
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>terms and mailing list</legend>
        <p className="form-group__hint">
          Read the <AppLink to="/terms">terms and conditions</AppLink>. We add you to the mailing list only
          when you also accept them.
        </p>
        <CheckboxField
          label="accept terms"
          name="terms"
          checked={values.terms}
          onChange={(checked) => set('terms', checked)}
        />
        <CheckboxField
          label="join our mailing list"
          name="mailingList"
          checked={values.mailingList}
          onChange={(checked) => set('mailingList', checked)}
        />
      </fieldset>
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'sending...' : 'send message'}
      </button>
    </form>
  );
}
