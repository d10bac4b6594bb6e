import { type FormEvent, useState } from 'react';
import { changePasswordSchema } from '../../../../shared/api/users.ts';
import { replaceToken } from '../../state/session.ts';
import { FormProblem, firstIssue } from '../forms/first-problem.ts';
import { TextField } from '../forms/TextField.tsx';
import { AccountSection } from './AccountSection.tsx';
import { changePassword } from './account-api.ts';
import { useAccountAction } from './use-account-action.ts';

const empty = { oldPassWord: '', newPassWord: '' };

export function ChangePasswordSection() {
  const [values, setValues] = useState(empty);
  const { message, pending, run } = useAccountAction();
  const set = (key: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = firstIssue(changePasswordSchema, values);
      if (problem) throw new FormProblem(problem);
      const { msg, token } = await changePassword(values);
      // Older tokens stop working once the password changes; keep the fresh one or the next call fails.
      replaceToken(token);
      setValues(empty);
      return msg;
    });
  };

  return (
    <AccountSection title="change password" message={message}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label="old password"
          name="oldPassWord"
          type="password"
          autoComplete="current-password"
          required
          value={values.oldPassWord}
          onChange={(e) => set('oldPassWord', e.target.value)}
        />
        <TextField
          label="new password"
          name="newPassWord"
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassWord}
          onChange={(e) => set('newPassWord', e.target.value)}
        />
        <button type="submit" className="button" disabled={pending}>
          change password
        </button>
      </form>
    </AccountSection>
  );
}
