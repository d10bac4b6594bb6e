import { type FormEvent, useState } from 'react';
import { TextField } from '../forms/TextField.tsx';
import type { SignInPrefill } from './sign-in-prefill.ts';
import { usePrefilledEmail } from './use-prefilled-email.ts';

interface SignInFormProps {
  /** What the fields start with (sign-in-prefill.ts). */
  prefill: SignInPrefill;
  pending: boolean;
  disabled: boolean;
  onSubmit: (email: string, password: string) => void;
  /** The visitor is on the form (a field or the button took focus): the time to fetch its rules. */
  onUse?: () => void;
}

export function SignInForm({ prefill, pending, disabled, onSubmit, onUse }: SignInFormProps) {
  const { email, setEmail, hold } = usePrefilledEmail(prefill.email);
  const [password, setPassword] = useState(prefill.password);

  const use = () => {
    hold();
    onUse?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email, password);
  };

  return (
    <form className="form" noValidate onSubmit={submit} onFocus={use} aria-label="login">
      <TextField
        label="email"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="button" disabled={pending || disabled}>
        {pending ? 'signing in...' : 'login'}
      </button>
    </form>
  );
}
