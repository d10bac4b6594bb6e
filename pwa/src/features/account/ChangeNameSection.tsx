import { type FormEvent, useState } from 'react';
import { changeNameSchema } from '../../../../shared/api/users.ts';
import { updateSessionUser } from '../../state/session.ts';
import { FormProblem, firstIssue } from '../forms/first-problem.ts';
import { TextField } from '../forms/TextField.tsx';
import { AccountSection } from './AccountSection.tsx';
import { changeName } from './account-api.ts';
import { updatesLocalName } from './account-rules.ts';
import { useAccountAction } from './use-account-action.ts';

export function ChangeNameSection() {
  const [newName, setNewName] = useState('');
  const { message, pending, run } = useAccountAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = firstIssue(changeNameSchema, { newName });
      if (problem) throw new FormProblem(problem);
      const { msg, user } = await changeName(newName);
      if (updatesLocalName(newName)) updateSessionUser(user);
      setNewName('');
      return msg;
    });
  };

  return (
    <AccountSection title="change name" message={message}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label="new name"
          name="newName"
          autoComplete="name"
          required
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
        />
        <button type="submit" className="button" disabled={pending}>
          change name
        </button>
      </form>
    </AccountSection>
  );
}
