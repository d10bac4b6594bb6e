import { type ReactNode, useState } from 'react';
import { randomCode } from '../../../../shared/codes.ts';
import { errorMessage } from '../../api/client.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { TypedConfirmDialog } from '../dialogs/TypedConfirmDialog.tsx';

interface DeleteBlogDialogProps {
  blogTitle: string;
  /** Named when an admin deletes another user's blog. */
  author?: string;
  /** SPEC §5: the owner types the exact code; the admin's typed code is trimmed. */
  kind?: 'own-blog' | 'admin-blog';
  /** Shown under the field, given the code: the admin's copy button. */
  tools?: (code: string) => ReactNode;
  /** Deletes the blog; a refusal's message is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * SPEC §4, §5: deleting a blog is confirmed by typing the random code shown, a new one each time the
 * dialog opens; the delete button stays disabled until it matches. Focus starts on the field.
 */
export function DeleteBlogDialog({
  blogTitle,
  author,
  kind = 'own-blog',
  tools,
  onConfirm,
  onCancel,
}: DeleteBlogDialogProps) {
  const [code] = useState(() => String(randomCode()));
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage(caught));
      setDeleting(false);
    }
  };

  return (
    <TypedConfirmDialog
      title="delete blog?"
      description={
        <>
          “{blogTitle}”{author && ` by ${author}`} and its images will be deleted. Type the code{' '}
          <strong className="delete-code">{code}</strong> to confirm.
        </>
      }
      rule={{ kind, code }}
      fieldLabel="type the code to confirm"
      confirmLabel="delete"
      inputMode="numeric"
      pending={deleting ? DELETING : null}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {tools?.(code)}
      <p className="blog-edit-dialog__error" role="alert">
        {error}
      </p>
    </TypedConfirmDialog>
  );
}
