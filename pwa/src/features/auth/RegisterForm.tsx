import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { TermsCheckbox } from '../forms/TermsCheckbox.tsx';
import { TextField } from '../forms/TextField.tsx';
import { DobFields } from './DobFields.tsx';
import type { RegisterFormValues } from './register-rules.ts';
import { TierSelect } from './TierSelect.tsx';
import { usePrefilledEmail } from './use-prefilled-email.ts';

interface RegisterFormProps {
  /** What the fields start with (register-prefill.ts); its e-mail may arrive after the first render. */
  prefill: RegisterFormValues;
  pending: boolean;
  disabled: boolean;
  onSubmit: (values: RegisterFormValues) => void;
  /** Any change to a field. */
  onEdit: () => void;
}

// noValidate: the SPEC's own messages (the tier rule, the server's wording) replace the browser's bubbles.
export function RegisterForm({ prefill, pending, disabled, onSubmit, onEdit }: RegisterFormProps) {
  const [values, setValues] = useState(prefill);
  const { email, setEmail, hold } = usePrefilledEmail(prefill.email);
  const set = <K extends keyof RegisterFormValues>(key: K, value: RegisterFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...values, email });
  };

  return (
    <form className="form" noValidate onSubmit={submit} onFocus={hold} aria-label="register">
      <TextField
        label="name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          onEdit();
        }}
      />
      <TextField
        label="password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <TextField
        label="confirm password"
        name="password2"
        type="password"
        autoComplete="new-password"
        required
        value={values.password2}
        onChange={(e) => set('password2', e.target.value)}
      />
      <DobFields day={values.day} month={values.month} year={values.year} onChange={set} />
      <TierSelect value={values.tier} onChange={(tier) => set('tier', tier)} />
      <TermsCheckbox
        linkText="terms and conditions"
        checked={values.terms}
        onChange={(checked) => set('terms', checked)}
      />
      <CheckboxField
        label="join our mailing list"
        name="emailList"
        checked={values.emailList}
        onChange={(checked) => set('emailList', checked)}
      />
      <button type="submit" className="button" disabled={pending || disabled}>
        {pending ? 'registering...' : 'register'}
      </button>
    </form>
  );
}
