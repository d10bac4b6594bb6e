import { type FormEvent, useRef, useState } from 'react';
import { adminUpdateUserSchema } from '../../../../shared/api/users.ts';
import type { User } from '../../../../shared/entities/user.ts';
import { useAdminWrite } from '../admin/use-admin-write.ts';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { firstProblem } from '../forms/first-problem.ts';
import { SelectField } from '../forms/SelectField.tsx';
import { LockableCheckbox } from './LockableCheckbox.tsx';
import { UserBanner } from './UserBanner.tsx';
import { FormButtons, NameEmailFields } from './UserFormParts.tsx';
import { userChanges, userForm } from './user-changes.ts';
import { adminLockReason, type Me, suspendLockReason } from './user-rules.ts';
import { updateUser } from './users-api.ts';

const TIERS = ['free', 'prem'] as const;

interface UpdateUserDialogProps {
  user: User;
  me: Me;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

/** SPEC §2, §4: the admin's "update user" dialog; admin rights and suspension say why when locked. */
export function UpdateUserDialog({ user, me, onSaved, onCancel }: UpdateUserDialogProps) {
  const first = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(() => userForm(user));
  // Refusals stay until the next try: the admin is still correcting the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const write = useAdminWrite();
  const edit = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = userChanges(userForm(user), form);
    // Nothing changed: saving is just closing.
    if (Object.keys(changes).length === 0) return onCancel();
    const problem = firstProblem(adminUpdateUserSchema, changes);
    setRefusal(problem);
    if (problem) return;
    const saved = await write.run(() => updateUser(user._id, changes), setRefusal);
    if (saved) onSaved(changes.name ?? user.name);
  };

  return (
    <DialogFrame
      role="dialog"
      title={`update ${user.name}`}
      className="user-dialog"
      initialFocus={first}
      onCancel={onCancel}
    >
      <form className="form" noValidate onSubmit={submit}>
        <NameEmailFields
          name={form.name}
          email={form.email}
          onName={(name) => edit({ name })}
          onEmail={(email) => edit({ email })}
          nameRef={first}
        />
        <SelectField
          label="tier"
          name="tier"
          value={form.tier}
          options={TIERS}
          onChange={(tier) => edit({ tier })}
        />
        <LockableCheckbox
          label="admin"
          checked={form.isAdmin}
          onChange={(isAdmin) => edit({ isAdmin })}
          lockedReason={adminLockReason(me, user)}
        />
        <LockableCheckbox
          label="suspended"
          checked={form.isSuspended}
          onChange={(isSuspended) => edit({ isSuspended })}
          lockedReason={suspendLockReason(me, user)}
        />
        <UserBanner text={refusal} />
        <FormButtons label="save" pendingLabel="saving..." pending={write.pending} onCancel={onCancel} />
      </form>
    </DialogFrame>
  );
}
