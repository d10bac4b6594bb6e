import { useOnline } from '../../pwa/use-online.ts';
import { FormAlert } from '../alerts/FormAlert.tsx';
import { ContactForm } from './ContactForm.tsx';
import { useContactMessage } from './use-contact-message.ts';

export function ContactPage() {
  const online = useOnline();
  const { message, pending, submit } = useContactMessage();

  return (
    <div className="page page--form contact">
      <h1>ask a question</h1>
      <p className="contact__intro">
        Questions about blogging, your account, membership or billing: write to us and we will get back to
        you. No field is required; tell us as much as helps.
      </p>
      {!online && (
        <p className="note note--offline" role="status">
          You are offline. You can still write your message: we will send it as soon as you are back online.
        </p>
      )}
      <ContactForm pending={pending} onSubmit={submit} />
      {/* After the button, where the visitor's eyes (and focus) are when the answer arrives. */}
      <FormAlert message={message} />
    </div>
  );
}
