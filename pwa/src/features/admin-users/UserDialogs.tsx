import type { User } from '../../../../shared/entities/user.ts';
import { SendEmailModal } from '../admin-mail/SendEmailModal.tsx';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { UpdateUserDialog } from './UpdateUserDialog.tsx';
import type { Me } from './user-rules.ts';

/** The row dialog open now: which action, on which user. */
export interface RowDialog {
  action: 'update' | 'delete' | 'email';
  user: User;
}

interface UserDialogsProps {
  me: Me;
  /** The create-user dialog is open (it is kept in the URL, so the dashboard can open it). */
  creating: boolean;
  row: RowDialog | null;
  /** A write succeeded: `text` is its confirmation. */
  onDone: (text: string) => void;
  onClose: () => void;
}

/** SPEC §2: the users screen's dialogs (create, update, delete, send e-mail); at most one is open. */
export function UserDialogs({ me, creating, row, onDone, onClose }: UserDialogsProps) {
  if (creating) {
    return (
      <CreateUserDialog
        canGrantAdmin={me.isSuperAdmin}
        onCreated={(name) => onDone(`created user ${name}`)}
        onCancel={onClose}
      />
    );
  }
  switch (row?.action) {
    case 'update':
      return (
        <UpdateUserDialog
          user={row.user}
          me={me}
          onSaved={(name) => onDone(`updated ${name}`)}
          onCancel={onClose}
        />
      );
    case 'delete':
      return (
        <DeleteUserDialog
          user={row.user}
          onDeleted={(name) => onDone(`deleted ${name}`)}
          onCancel={onClose}
        />
      );
    case 'email':
      return <SendEmailModal to={row.user.email} onClose={onClose} />;
    default:
      return null;
  }
}
