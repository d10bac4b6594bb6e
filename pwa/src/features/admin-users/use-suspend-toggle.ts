import { useState } from 'react';
import type { User } from '../../../../shared/entities/user.ts';
import { useAdminWrite } from '../admin/use-admin-write.ts';
import { toast } from '../toasts/toast-store.ts';
import { updateUser } from './users-api.ts';

export const suspendedToast = (name: string, isSuspended: boolean) =>
  `${name} ${isSuspended ? 'suspended' : 'unsuspended'}`;

/**
 * SPEC §4: the row's suspend button flips isSuspended. It has no form to show a refusal in, so the
 * outcome is a toast; `onDone` reloads the list after a change.
 */
export function useSuspendToggle(onDone: () => void) {
  const write = useAdminWrite();
  const [suspending, setSuspending] = useState<string | null>(null);

  const toggle = async (user: Pick<User, '_id' | 'name' | 'isSuspended'>) => {
    const isSuspended = !user.isSuspended;
    setSuspending(user._id);
    const changed = await write.run(
      () => updateUser(user._id, { isSuspended }),
      (text) => toast(text, 'error'),
    );
    setSuspending(null);
    if (!changed) return;
    toast(suspendedToast(user.name, isSuspended));
    onDone();
  };

  return { suspending, toggle };
}
