// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, fillIn, render } from '../../test-support/render.tsx';
import { ListHead } from './ListHead.tsx';
import { Pager } from './Pager.tsx';

afterEach(cleanup);

const buttons = (container: HTMLElement) => {
  const [previous, next] = container.querySelectorAll('button');
  return { previous, next };
};

describe('Pager', () => {
  it('is not there when the list fits on one page', async () => {
    const { container } = await render(
      <Pager data={{ items: [], total: 50, page: 1, pageSize: 50 }} onPage={() => {}} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('says where the admin is and moves one page at a time', async () => {
    const onPage = vi.fn();
    const { container } = await render(
      <Pager data={{ items: [], total: 120, page: 2, pageSize: 50 }} onPage={onPage} />,
    );
    expect(container.textContent).toContain('page 2 of 3');
    await click(buttons(container).next);
    await click(buttons(container).previous);
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    const first = await render(
      <Pager data={{ items: [], total: 60, page: 1, pageSize: 50 }} onPage={() => {}} />,
    );
    expect(buttons(first.container).previous?.disabled).toBe(true);
    const last = await render(
      <Pager data={{ items: [], total: 60, page: 2, pageSize: 50 }} onPage={() => {}} />,
    );
    expect(buttons(last.container).next?.disabled).toBe(true);
  });

  it('leads back from a page past the end (rows deleted meanwhile) to the last one', async () => {
    const onPage = vi.fn();
    const { container } = await render(
      <Pager data={{ items: [], total: 60, page: 4, pageSize: 50 }} onPage={onPage} />,
    );
    await click(buttons(container).previous);
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('ListHead', () => {
  it('labels the search box and reports what is typed', async () => {
    const onSearch = vi.fn();
    const { container } = await render(
      <ListHead title="users" count="2 users" search="" onSearch={onSearch} searchLabel="search users" />,
    );
    const input = container.querySelector('input');
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('search users');
    await fillIn(input, 'ann');
    expect(onSearch).toHaveBeenCalledWith('ann');
    expect(container.querySelector('h1')?.textContent).toBe('users');
    expect(container.textContent).toContain('2 users');
  });
});
