// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render, renderApp } from '../../test-support/render.tsx';
import { ErrorPage } from './ErrorPage.tsx';

afterEach(cleanup);

describe('404 page', () => {
  it('says "page not found" inside the layout and goes back to /', async () => {
    const { container, router } = await renderApp('/no/such/page');
    expect(container.querySelector('main h1')?.textContent).toBe('page not found');
    expect(container.querySelector('header')).not.toBeNull();

    const back = container.querySelector<HTMLAnchorElement>('main a.button');
    expect(back?.getAttribute('href')).toBe('/');
    await click(back);
    expect(router.state.location.pathname).toBe('/');
    expect(container.querySelector('main h1')?.textContent).toBe('login or register to get started');
  });
});

describe('error page', () => {
  const title = (container: HTMLElement) => container.querySelector('h1')?.textContent;
  const summary = (container: HTMLElement) => container.querySelector('.error-page__summary')?.textContent;

  it('shows the status and status text of an HTTP failure', async () => {
    const failure = Object.assign(new Error('request failed'), {
      status: 503,
      statusText: 'Service Unavailable',
    });
    const { container } = await render(<ErrorPage error={failure} />);
    expect(title(container)).toBe('Unexpected Application Error!');
    expect(summary(container)).toBe('503 Service Unavailable');
  });

  it('shows the message and the stack of a plain error', async () => {
    const error = new Error('cannot read the blog');
    error.stack = 'Error: cannot read the blog\n    at BlogPage (blog.tsx:12:3)';
    const { container } = await render(<ErrorPage error={error} />);
    expect(title(container)).toBe('Unexpected Application Error!');
    expect(summary(container)).toBe('cannot read the blog');
    expect(container.querySelector('pre')?.textContent).toBe(error.stack);
  });

  it('leaves out the stack block when there is no stack', async () => {
    const error = new Error('offline');
    error.stack = '';
    const { container } = await render(<ErrorPage error={error} />);
    expect(summary(container)).toBe('offline');
    expect(container.querySelector('pre')).toBeNull();
  });

  it('copes with a thrown Response-like value that is not an Error', async () => {
    const thrown = { status: 404, statusText: 'Not Found' } as unknown as Error;
    const { container } = await render(<ErrorPage error={thrown} />);
    expect(summary(container)).toBe('404 Not Found');
    expect(container.querySelector('pre')).toBeNull();
  });
});
