// @vitest-environment jsdom
/// <reference lib="dom" />
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api.ts';
import { eventually } from '../../test-support/render.tsx';
import { useRaisedViews } from './use-raised-views.ts';

const RAISE = 'PUT /api/public/blogs/blog-1';
let root: Root | null = null;
const container = document.createElement('div');

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
});

function Probe({ shown, online }: { shown: boolean; online: boolean }) {
  const views = useRaisedViews('blog-1', shown, online);
  return <p>{views ?? 'none'}</p>;
}

async function show(shown: boolean, online: boolean) {
  root ??= createRoot(container);
  const target = root;
  await act(async () =>
    target.render(
      <StrictMode>
        <Probe shown={shown} online={online} />
      </StrictMode>,
    ),
  );
}

describe('useRaisedViews', () => {
  it('raises once although StrictMode runs the effect twice on mount, and answers the raised count', async () => {
    const api = fakeApi({ [RAISE]: { json: { _id: 'blog-1', views: 9 } } });
    await show(true, true);
    await eventually(() => expect(container.textContent).toBe('9'));
    expect(api.called(RAISE)).toHaveLength(1);
  });

  it('waits until the blog is shown and online, then raises once however often that flips', async () => {
    const api = fakeApi({ [RAISE]: { json: { _id: 'blog-1', views: 3 } } });
    await show(false, true);
    await show(true, false);
    expect(api.called(RAISE)).toHaveLength(0);
    await show(true, true);
    await show(true, false);
    await show(true, true);
    await eventually(() => expect(container.textContent).toBe('3'));
    expect(api.called(RAISE)).toHaveLength(1);
  });

  it('keeps showing the copy it has when the raise fails', async () => {
    const api = fakeApi({ [RAISE]: { status: 404, json: { message: 'Blog not found' } } });
    await show(true, true);
    await eventually(() => expect(api.called(RAISE)).toHaveLength(1));
    expect(container.textContent).toBe('none');
  });
});
