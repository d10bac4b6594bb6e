// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { DEMO_NOTICE_MS, demoWriteBlocked, showDemoNotice } from '../../state/demo-notice.ts';
import { session, signOut } from '../../state/session.ts';
import { cleanup, click, render } from '../../test-support/render.tsx';
import { aUser } from '../../test-support/users.ts';
import { DemoNotice } from './DemoNotice.tsx';
import { FormAlert } from './FormAlert.tsx';
import { useTimedMessage } from './use-timed-message.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  signOut();
});

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function Harness({ ms }: { ms: number }) {
  const { message, show } = useTimedMessage(ms);
  return (
    <>
      <button type="button" onClick={() => show('Invalid e-mail or password')}>
        fail
      </button>
      <button type="button" onClick={() => show('Name updated', 'success')}>
        succeed
      </button>
      <button type="button" onClick={() => show('We will send this later', 'info', null)}>
        note
      </button>
      <FormAlert message={message} />
    </>
  );
}

const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;
const statusText = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;

describe('useTimedMessage', () => {
  it.each([2500, 3500, 4000])('shows a failure as an alert for %i ms', async (ms) => {
    const { container } = await render(<Harness ms={ms} />);
    await click(container.querySelector('button'));
    expect(alertText(container)).toBe('Invalid e-mail or password');
    await advance(ms - 1);
    expect(alertText(container)).toBe('Invalid e-mail or password');
    await advance(1);
    expect(alertText(container)).toBe('');
  });

  it('shows a success as a status, and a new message restarts the clock', async () => {
    const { container } = await render(<Harness ms={4000} />);
    const [fail, succeed] = Array.from(container.querySelectorAll('button'));
    await click(fail);
    await advance(3000);
    await click(succeed);
    expect(alertText(container)).toBe('');
    expect(statusText(container)).toBe('Name updated');
    await advance(3999);
    expect(statusText(container)).toBe('Name updated');
    await advance(1);
    expect(statusText(container)).toBe('');
  });

  it('keeps a message given no duration until the next one', async () => {
    const { container } = await render(<Harness ms={2000} />);
    const [fail, , note] = Array.from(container.querySelectorAll('button'));
    await click(note);
    await advance(60_000);
    expect(statusText(container)).toBe('We will send this later');
    expect(container.querySelector('[role="status"] p')?.className).toBe('form-alert form-alert--info');
    await click(fail);
    expect(statusText(container)).toBe('');
    await advance(2000);
    expect(alertText(container)).toBe('');
  });
});

describe('demo notice', () => {
  it('shows the SPEC banner for 3 seconds', async () => {
    const { container } = await render(<DemoNotice />);
    expect(alertText(container)).toBe('');
    await act(async () => showDemoNotice());
    expect(alertText(container)).toBe(DEMO_NOTICE);
    await advance(DEMO_NOTICE_MS - 1);
    expect(alertText(container)).toBe(DEMO_NOTICE);
    await advance(1);
    expect(alertText(container)).toBe('');
  });

  it('restarts the 3 seconds when another write is blocked', async () => {
    const { container } = await render(<DemoNotice />);
    await act(async () => showDemoNotice());
    await advance(2000);
    await act(async () => showDemoNotice());
    await advance(2000);
    expect(alertText(container)).toBe(DEMO_NOTICE);
    await advance(1000);
    expect(alertText(container)).toBe('');
  });

  it('blocks writes for the demo user only', async () => {
    const { container } = await render(<DemoNotice />);
    session.user = aUser({ isDemoUser: false });
    expect(demoWriteBlocked()).toBe(false);
    session.user = aUser({ isDemoUser: true });
    await act(async () => {
      expect(demoWriteBlocked()).toBe(true);
    });
    expect(alertText(container)).toBe(DEMO_NOTICE);
  });
});
