import { useState } from 'react';
import { randomCode } from '../../../../shared/codes.ts';
import { errorMessage } from '../../api/client.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { TypedConfirmDialog } from '../dialogs/TypedConfirmDialog.tsx';

interface DeleteBlogDialogProps {
  blogTitle: string;
  /** Deletes the blog; a refusal's message is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * SPEC §4, §5: deleting your own blog is confirmed by typing the exact random code shown, a new one each
 * time the dialog opens; the delete button stays disabled until it matches. Focus starts on the field.
 */
export function DeleteBlogDialog({ blogTitle, onConfirm, onCancel }: DeleteBlogDialogProps) {
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
          “{blogTitle}” and its images will be deleted. Type the code{' '}
          <strong className="delete-code">{code}</strong> to confirm.
        </>
      }
      rule={{ kind: 'own-blog', code }}
      fieldLabel="type the code to confirm"
      confirmLabel="delete"
      inputMode="numeric"
      pending={deleting ? DELETING : null}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p className="blog-edit-dialog__error" role="alert">
        {error}
      </p>
    </TypedConfirmDialog>
  );
}
