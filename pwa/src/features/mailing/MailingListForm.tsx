import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../alerts/FormAlert.tsx';
import { TermsCheckbox } from '../forms/TermsCheckbox.tsx';
import { TextField } from '../forms/TextField.tsx';
import { emptySignup, type SignupValues, type SignupVariant, signupVariants } from './signup-rules.ts';
import { useSignup } from './use-signup.ts';

/** The mailing-list signup of SPEC §2, in the home hero and in the footer of every page. */
export function MailingListForm({ variant }: { variant: SignupVariant }) {
  const { heading, intro, emailLabel, termsLink, asksName } = signupVariants[variant];
  const [values, setValues] = useState(emptySignup);
  const { message, pending, submit, edited } = useSignup(variant);
  const headingId = useId();

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    edited();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(values)) setValues(emptySignup);
  };

  return (
    <section className={`signup signup--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="signup__heading">
        {heading}
      </h2>
      <p className="signup__intro">{intro}</p>
      {/* noValidate: the shared schema's wording replaces the browser's bubbles. */}
      <form className="signup__form" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
        {asksName && (
          <TextField
            label="name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
        <TextField
          label={emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TermsCheckbox
          linkText={termsLink}
          checked={values.terms}
          onChange={(checked) => set('terms', checked)}
        />
        <button type="submit" className="button signup__submit" disabled={pending}>
          {pending ? 'signing up...' : 'sign up'}
        </button>
      </form>
      <FormAlert message={message} />
    </section>
  );
}
