import { type ReactNode, useId } from 'react';
import { FormAlert } from '../alerts/FormAlert.tsx';
import type { TimedMessage } from '../alerts/use-timed-message.ts';

interface AccountSectionProps {
  title: string;
  message: TimedMessage | null;
  children: ReactNode;
}

/** A titled card with its own outcome alert, so each message shows where the user just acted. */
export function AccountSection({ title, message, children }: AccountSectionProps) {
  const id = useId();
  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <FormAlert message={message} />
    </section>
  );
}
