import { type FormEvent, type Ref, useId } from 'react';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { capTaskText, taskCounter } from './task-rules.ts';

interface TaskFormProps {
  editing: boolean;
  text: string;
  important: boolean;
  error: string | null;
  textRef: Ref<HTMLInputElement>;
  onTextChange: (text: string) => void;
  onImportantChange: (important: boolean) => void;
  onSubmit: () => void;
  onExitEdit: () => void;
}

/** SPEC §2, §4: the task form in normal mode (add) or edit mode (update, with "exit edit mode"). */
export function TaskForm({
  editing,
  text,
  important,
  error,
  textRef,
  onTextChange,
  onImportantChange,
  onSubmit,
  onExitEdit,
}: TaskFormProps) {
  const counterId = useId();
  const headingId = useId();
  const { max, used, left } = taskCounter(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="form tasks__form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{editing ? 'edit task' : 'add a task'}</h2>
      <TextField
        ref={textRef}
        label="task"
        name="taskText"
        value={text}
        autoComplete="off"
        aria-describedby={counterId}
        onChange={(event) => onTextChange(capTaskText(event.target.value))}
      />
      <p id={counterId} className="tasks__counter" aria-live="polite">
        max {max} · used {used} · left {left}
      </p>
      <CheckboxField label="important" name="important" checked={important} onChange={onImportantChange} />
      <p className="tasks__error" role="alert">
        {error}
      </p>
      <div className="tasks__form-actions">
        <button type="submit" className="button">
          {editing ? 'update task' : 'add task'}
        </button>
        {editing && (
          <button type="button" className="button button--quiet" onClick={onExitEdit}>
            exit edit mode
          </button>
        )}
      </div>
    </form>
  );
}
