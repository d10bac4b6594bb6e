import { FormAlert } from '../alerts/FormAlert.tsx';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { shareLink } from './blog-view.ts';

/** SPEC §2 and §9: the notice after copying, and how long it stays. */
export const LINK_COPIED = 'link copied success!';
export const LINK_COPIED_MS = 2500;

/** Copies the blog's public link, which any signed-in reader can open (the own page is the owner's only). */
export function CopyLinkButton({ blogId }: { blogId: string }) {
  const { message, show } = useTimedMessage(LINK_COPIED_MS);

  const copy = async () => {
    const link = shareLink(location.origin, blogId);
    try {
      // Missing outside secure contexts, and refused when the page lacks focus or permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      show(LINK_COPIED, 'success');
    } catch {
      // The link itself, so it can still be copied by hand; kept until the next try.
      show(`the link could not be copied: ${link}`, 'error', null);
    }
  };

  return (
    <div className="copy-link">
      <button type="button" className="button button--quiet" onClick={() => void copy()}>
        copy link
      </button>
      <FormAlert message={message} />
    </div>
  );
}
