import { useTimedMessage } from '../alerts/use-timed-message.ts';

/** SPEC §9: the signup e-mail copied notice stays 2 s. */
export const EMAIL_COPIED_MS = 2000;
export const emailCopied = (email: string) => `${email} copied`;

/** Copies a signup's e-mail address and says so for 2 s; when the clipboard refuses, shows the address. */
export function useCopyEmail() {
  const { message, show, clear } = useTimedMessage(EMAIL_COPIED_MS);

  const copy = async (email: string) => {
    try {
      // Missing outside secure contexts, and refused when the page lacks focus or permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(email);
      show(emailCopied(email), 'success', EMAIL_COPIED_MS);
    } catch {
      show(`the e-mail could not be copied: ${email}`, 'error', null);
    }
  };

  return { message, copy, clear };
}
