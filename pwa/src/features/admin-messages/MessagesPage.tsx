import { useState } from 'react';
import { MESSAGES_PATH } from '../admin/admin-paths.ts';
import { AdminListFrame } from '../admin-mail/AdminListFrame.tsx';
import { messageCount } from '../admin-mail/mail-rules.ts';
import { useSearchedPage } from '../admin-mail/use-searched-page.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { AlertDialog } from '../dialogs/AlertDialog.tsx';
import './admin-messages.css';
import { type ContactMessage, senderOf } from './contact-message.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { MessagesTable } from './MessagesTable.tsx';
import { useDeleteMessage } from './use-delete-message.ts';

/** /admin-messages: the contact messages, searched by name, e-mail, text or topic; read and delete. */
export function MessagesPage() {
  const searched = useSearchedPage<ContactMessage>(MESSAGES_PATH);
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const { pending, remove } = useDeleteMessage(() => {
    setDeleting(null);
    searched.list.reload();
  });

  const askDelete = (message: ContactMessage) => {
    setOpened(null);
    setDeleting(message);
  };

  return (
    <>
      <AdminListFrame
        {...searched}
        title="contact messages"
        searchLabel="search by name, email, message or topic"
        countOf={messageCount}
      >
        {(page) => <MessagesTable messages={page.items} onOpen={setOpened} onDelete={askDelete} />}
      </AdminListFrame>
      {opened && (
        <MessageDialog message={opened} onDelete={() => askDelete(opened)} onClose={() => setOpened(null)} />
      )}
      {deleting && (
        <AlertDialog
          title="delete message"
          description={`Delete the message from ${senderOf(deleting)}? This cannot be undone.`}
          confirmLabel="delete"
          pending={pending ? DELETING : null}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
