import { apiFetch } from '../../api/client.ts';
import { useAdminWrite } from '../admin/use-admin-write.ts';
import { toast } from '../toasts/toast-store.ts';
import type { ContactMessage } from './contact-message.ts';

export const MESSAGE_DELETED = 'message deleted';

/**
 * DELETE /api/msg/{id}, refused up front for the demo user and offline (useAdminWrite). `onDone` runs
 * after every answer, so the list is read again whether the message went or was already gone.
 */
export function useDeleteMessage(onDone: () => void) {
  const { pending, run } = useAdminWrite();

  const remove = async (message: ContactMessage) => {
    const deleted = await run(
      () => apiFetch(`/api/msg/${encodeURIComponent(message._id)}`, { method: 'DELETE', auth: true }),
      (text) => toast(text, 'error'),
    );
    if (deleted) toast(MESSAGE_DELETED);
    onDone();
  };

  return { pending, remove };
}
