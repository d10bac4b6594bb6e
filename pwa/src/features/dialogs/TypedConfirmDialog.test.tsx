// @vitest-environment jsdom
/// <reference lib="dom" />
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, field, fillIn, press, render } from '../../test-support/render.tsx';
import type { ConfirmRule } from './confirm-rules.ts';
import { TypedConfirmDialog } from './TypedConfirmDialog.tsx';

const RULE: ConfirmRule = { kind: 'user', name: 'Ann Lee' };
const LABEL = "type that user's name to confirm";
const PENDING = 'we are deleting your data';

interface HarnessProps {
  onConfirm: () => void;
  onCancel?: () => void;
  pending?: string | null;
}

/** An opener button and the dialog it opens, closed again by cancel or Escape, as the screens use it. */
function Harness({ onConfirm, onCancel, pending }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <TypedConfirmDialog
          title="delete user?"
          description={
            <>
              Type <strong>Ann Lee</strong> to confirm.
            </>
          }
          rule={RULE}
          fieldLabel={LABEL}
          confirmLabel="delete user"
          pending={pending ?? null}
          onConfirm={onConfirm}
          onCancel={() => {
            onCancel?.();
            setOpen(false);
          }}
        >
          <p className="extra">shown under the field</p>
        </TypedConfirmDialog>
      )}
    </>
  );
}

afterEach(cleanup);

async function openDialog(props: HarnessProps) {
  const { container } = await render(<Harness {...props} />);
  const opener = container.querySelector('button') as HTMLButtonElement;
  // A user's click also focuses the button, which is where a closing dialog returns focus.
  opener.focus();
  await click(opener);
  const dialog = () => container.querySelector<HTMLElement>('[role="alertdialog"]');
  const button = (text: string) =>
    Array.from(dialog()?.querySelectorAll('button') ?? []).find(
      (b) => b.textContent === text,
    ) as HTMLButtonElement;
  const input = () => field(dialog() as HTMLElement, LABEL) as HTMLInputElement;
  /** Enter in the field. jsdom has no implicit submission, so this submits the form as a browser would,
   * without the browser's own skip when the submit button is disabled: the dialog's check is what counts. */
  const enter = async () => {
    await press('Enter');
    (input().form as HTMLFormElement).requestSubmit();
  };
  return { container, opener, dialog, button, input, enter };
}

describe('TypedConfirmDialog', () => {
  it('is a modal alertdialog named by its title, described by its text, with focus on the field', async () => {
    const { dialog, input } = await openDialog({ onConfirm: vi.fn() });
    const box = dialog() as HTMLElement;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'delete user?',
    );
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Type Ann Lee to confirm.',
    );
    expect(box.querySelector('.extra')?.textContent).toBe('shown under the field');
    expect(document.activeElement).toBe(input());
    expect(input().autocomplete).toBe('off');
  });

  it('keeps the confirm button disabled until the typed text matches the rule', async () => {
    const onConfirm = vi.fn();
    const { button, input } = await openDialog({ onConfirm });
    expect(button('delete user').disabled).toBe(true);
    await fillIn(input(), 'ann lee');
    expect(button('delete user').disabled).toBe(true);
    await fillIn(input(), 'Ann Lee');
    expect(button('delete user').disabled).toBe(false);
    await fillIn(input(), 'Ann Le');
    expect(button('delete user').disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms on Enter only once the text matches', async () => {
    const onConfirm = vi.fn();
    const { input, enter, button } = await openDialog({ onConfirm });
    await enter();
    await fillIn(input(), 'Ann');
    await enter();
    expect(onConfirm).not.toHaveBeenCalled();
    await fillIn(input(), 'Ann Lee');
    await enter();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await click(button('delete user'));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels on Escape and on the cancel button, and focus returns to the opener', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { opener, dialog, input, button } = await openDialog({ onConfirm, onCancel });
    await fillIn(input(), 'Ann Lee');
    await press('Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);

    await click(opener);
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('');
    await click(button('cancel'));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the pending text and disables the confirm button while the action runs', async () => {
    const onConfirm = vi.fn();
    const { dialog, input, enter, button } = await openDialog({ onConfirm, pending: PENDING });
    expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(PENDING);
    await fillIn(input(), 'Ann Lee');
    expect(button('delete user').disabled).toBe(true);
    await enter();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves the status line empty when nothing is pending', async () => {
    const { dialog } = await openDialog({ onConfirm: vi.fn(), pending: null });
    expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe('');
  });
});
