// @vitest-environment jsdom
/// <reference lib="dom" />
import { act, Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilFirstPaint, markFirstPaint } from '../../first-paint.ts';
import { cleanup, render } from '../../test-support/render.tsx';
import { Deferred, deferredPart } from './deferred-part.tsx';

afterEach(() => {
  cleanup();
  markFirstPaint();
});

const Part = () => <p>the part</p>;
const fallback = <p>loading</p>;

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('a deferred part of a screen', () => {
  it('is not even requested before the first paint, then shows once its module is in', async () => {
    holdUntilFirstPaint();
    const load = vi.fn(async () => Part);
    const part = deferredPart(load);
    expect(part.preload()).toBeUndefined();
    const { container } = await render(<Deferred part={part} fallback={fallback} />);
    expect(container.textContent).toBe('loading');
    expect(load).not.toHaveBeenCalled();

    await act(async () => markFirstPaint());
    expect(container.textContent).toBe('the part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders whole, with no fallback, once the route has preloaded it', async () => {
    const load = vi.fn(async () => Part);
    const part = deferredPart(load);
    expect(renderToString(<Deferred part={part} fallback={fallback} />)).toContain('loading');
    await part.preload();
    expect(renderToString(<Deferred part={part} fallback={fallback} />)).toBe('<p>the part</p>');
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed download to the error screen, and downloads again when next shown', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Part);
    const part = deferredPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await render(
      <Caught>
        <Deferred part={part} fallback={fallback} />
      </Caught>,
    );
    expect(first.container.textContent).toBe('failed: offline');

    const second = await render(<Deferred part={part} fallback={fallback} />);
    expect(second.container.textContent).toBe('the part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
