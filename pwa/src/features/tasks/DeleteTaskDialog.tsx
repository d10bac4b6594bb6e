import { TypedConfirmDialog } from '../dialogs/TypedConfirmDialog.tsx';

interface DeleteTaskDialogProps {
  taskText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §5: deleting a task is confirmed by typing "delete"; the delete button stays disabled until then. */
export function DeleteTaskDialog({ taskText, onConfirm, onCancel }: DeleteTaskDialogProps) {
  return (
    <TypedConfirmDialog
      title="delete task?"
      description={
        <>
          “{taskText}” will be deleted. Type <strong>delete</strong> to confirm.
        </>
      }
      rule={{ kind: 'task' }}
      fieldLabel='type "delete" to confirm'
      confirmLabel="delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
