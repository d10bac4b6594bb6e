import { AdminTable } from '../admin/AdminTable.tsx';
import { EmailText } from '../admin/EmailText.tsx';
import type { ContactMessage } from './contact-message.ts';
import { senderOf } from './contact-message.ts';

const COLUMNS = ['from', 'email', 'topic', 'date', 'time', 'actions'] as const;

interface MessagesTableProps {
  messages: readonly ContactMessage[];
  onOpen: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

/** The contact messages, newest first: a table for screen readers, one card per message on phones. */
export function MessagesTable({ messages, onOpen, onDelete }: MessagesTableProps) {
  return (
    <AdminTable caption="contact messages, newest first" columns={COLUMNS}>
      {messages.map((message) => {
        const sender = senderOf(message);
        return (
          <tr key={message._id}>
            <th scope="row" className="card-table__main">
              {sender}
            </th>
            <td data-label="email" className="admin-table__email">
              <EmailText address={message.email} />
            </td>
            <td data-label="topic">{message.about}</td>
            <td data-label="date">{message.date}</td>
            <td data-label="time">{message.time}</td>
            <td className="admin-table__actions">
              <button
                type="button"
                className="button"
                aria-label={`open message from ${sender}`}
                onClick={() => onOpen(message)}
              >
                open
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-label={`delete message from ${sender}`}
                onClick={() => onDelete(message)}
              >
                delete
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
