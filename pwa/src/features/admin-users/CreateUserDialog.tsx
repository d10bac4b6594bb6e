import { type FormEvent, useRef, useState } from 'react';
import { adminCreateUserSchema } from '../../../../shared/api/users.ts';
import { PASSWORDS_MUST_MATCH } from '../../../../shared/messages.ts';
import { useAdminWrite } from '../admin/use-admin-write.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { firstProblem } from '../forms/first-problem.ts';
import { TextField } from '../forms/TextField.tsx';
import { LockableCheckbox } from './LockableCheckbox.tsx';
import { UserBanner } from './UserBanner.tsx';
import { FormButtons, NameEmailFields } from './UserFormParts.tsx';
import { ONLY_SUPER_ADMIN_GRANTS } from './user-rules.ts';
import { createUser, type NewUser } from './users-api.ts';

/** SPEC §8, §9: the new-user form's refusals show in the grey banner for 4 s. */
export const NEW_USER_BANNER_MS = 4000;

interface CreateUserDialogProps {
  /** Only a super admin may make the new user an admin (the server answers 403 otherwise). */
  canGrantAdmin: boolean;
  onCreated: (name: string) => void;
  onCancel: () => void;
}

/** SPEC §2, §3: the admin's "create new user" dialog (name, e-mail, password twice, suspended, admin). */
export function CreateUserDialog({ canGrantAdmin, onCreated, onCancel }: CreateUserDialogProps) {
  const first = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [isSuspended, setSuspended] = useState(false);
  const [isAdmin, setAdmin] = useState(false);
  const banner = useTimedMessage(NEW_USER_BANNER_MS);
  const write = useAdminWrite();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user: NewUser = { name: name.trim(), email: email.trim(), password, isSuspended, isAdmin };
    // SPEC §5: different passwords are caught here, and nothing is sent.
    const problem = password !== password2 ? PASSWORDS_MUST_MATCH : firstProblem(adminCreateUserSchema, user);
    if (problem) {
      banner.show(problem);
      return;
    }
    if (
      await write.run(
        () => createUser(user),
        (text) => banner.show(text),
      )
    )
      onCreated(user.name);
  };

  return (
    <DialogFrame
      role="dialog"
      title="create new user"
      className="user-dialog"
      initialFocus={first}
      onCancel={onCancel}
    >
      <form className="form" noValidate onSubmit={submit}>
        <NameEmailFields name={name} email={email} onName={setName} onEmail={setEmail} nameRef={first} />
        <TextField
          label="password"
          type="password"
          value={password}
          autoComplete="new-password"
          maxLength={200}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="confirm password"
          type="password"
          value={password2}
          autoComplete="new-password"
          maxLength={200}
          onChange={(e) => setPassword2(e.target.value)}
        />
        <LockableCheckbox
          label="suspended"
          checked={isSuspended}
          onChange={setSuspended}
          lockedReason={null}
        />
        <LockableCheckbox
          label="admin"
          checked={isAdmin}
          onChange={setAdmin}
          lockedReason={canGrantAdmin ? null : ONLY_SUPER_ADMIN_GRANTS}
        />
        <UserBanner text={banner.message?.text ?? null} />
        <FormButtons
          label="create user"
          pendingLabel="creating..."
          pending={write.pending}
          onCancel={onCancel}
        />
      </form>
    </DialogFrame>
  );
}
