import { useState } from 'react';
import type { User } from '../../../../shared/entities/user.ts';
import { useAdminWrite } from '../admin/use-admin-write.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { TypedConfirmDialog } from '../dialogs/TypedConfirmDialog.tsx';
import { UserBanner } from './UserBanner.tsx';
import { deleteUser } from './users-api.ts';

interface DeleteUserDialogProps {
  user: Pick<User, '_id' | 'name' | 'email'>;
  onDeleted: (name: string) => void;
  onCancel: () => void;
}

/** SPEC §5: deleting a user is confirmed by typing that user's name; "we are deleting your data" meanwhile. */
export function DeleteUserDialog({ user, onDeleted, onCancel }: DeleteUserDialogProps) {
  const write = useAdminWrite();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setRefusal(null);
    if (await write.run(() => deleteUser(user._id), setRefusal)) onDeleted(user.name);
  };

  return (
    <TypedConfirmDialog
      title="delete user?"
      description={
        <>
          {user.name} ({user.email}) will be deleted with all their blogs, images and tasks. Type{' '}
          <strong>{user.name}</strong> to confirm.
        </>
      }
      rule={{ kind: 'user', name: user.name }}
      fieldLabel="type that user's name to confirm"
      confirmLabel="delete user"
      pending={write.pending ? DELETING : null}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <UserBanner text={refusal} />
    </TypedConfirmDialog>
  );
}
