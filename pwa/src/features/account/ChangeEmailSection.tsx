import { type FormEvent, useState } from 'react';
import { changeEmailSchema } from '../../../../shared/api/users.ts';
import { replaceToken, updateSessionUser } from '../../state/session.ts';
import { FormProblem, firstIssue } from '../forms/first-problem.ts';
import { TextField } from '../forms/TextField.tsx';
import { AccountSection } from './AccountSection.tsx';
import { changeEmail } from './account-api.ts';
import { useAccountAction } from './use-account-action.ts';

const empty = { oldEmail: '', newEmail: '', confirmEmail: '' };

export function ChangeEmailSection() {
  const [values, setValues] = useState(empty);
  const { message, pending, run } = useAccountAction();
  const set = (key: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = firstIssue(changeEmailSchema, values);
      if (problem) throw new FormProblem(problem);
      const { msg, user, token } = await changeEmail(values);
      // The server revokes older tokens on an e-mail change; the answer carries the one to use now.
      replaceToken(token);
      updateSessionUser(user);
      setValues(empty);
      return msg;
    });
  };

  return (
    <AccountSection title="change email" message={message}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label="old email"
          name="oldEmail"
          type="email"
          autoComplete="email"
          required
          value={values.oldEmail}
          onChange={(e) => set('oldEmail', e.target.value)}
        />
        <TextField
          label="new email"
          name="newEmail"
          type="email"
          autoComplete="off"
          required
          value={values.newEmail}
          onChange={(e) => set('newEmail', e.target.value)}
        />
        <TextField
          label="confirm new email"
          name="confirmEmail"
          type="email"
          autoComplete="off"
          required
          value={values.confirmEmail}
          onChange={(e) => set('confirmEmail', e.target.value)}
        />
        <button type="submit" className="button" disabled={pending}>
          change email
        </button>
      </form>
    </AccountSection>
  );
}
