// @vitest-environment jsdom
/// <reference lib="dom" />
// The three screens a blogger opens most paint their heading before what needs the database library is
// even requested, when the start holds the first paint (main.tsx: a start that downloads the app).
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../data/db.ts';
import { closeUserData, openUserData } from '../data/user-data.ts';
import { FETCHING } from '../features/alerts/loading-texts.ts';
import { holdUntilFirstPaint, markFirstPaint } from '../first-paint.ts';
import { signIn, signOut } from '../state/session.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { cleanup, eventually, renderApp } from '../test-support/render.tsx';
import { aSession, aUser } from '../test-support/users.ts';

const USER = '019a0000-0000-7000-8000-0000000000f1';
const ada = aUser({ _id: USER, name: 'Ada Lovelace' });

// Each screen's heading, and something only the part loaded after it shows.
const SCREENS = [
  { path: '/tasks', heading: 'tasks', part: 'form input[type="checkbox"]' },
  { path: '/user-blogs', heading: 'my blogs', part: 'main input[type="search"]' },
  { path: '/new-blog', heading: 'new blog', part: 'form[aria-label="new blog"]' },
];

const main = (container: HTMLElement) => container.querySelector('main') as HTMLElement;

async function open(path: string) {
  signIn(aSession(ada));
  fakeApi({ 'GET /api/users/me': { json: ada } });
  await openUserData(USER).db.open();
  return renderApp(path);
}

// Compiled once here, so the tests' time goes to the screens rather than to the modules' first load.
beforeAll(
  () =>
    Promise.all([
      import('../features/tasks/TasksContent.tsx'),
      import('../features/user-blogs/UserBlogsContent.tsx'),
      import('../features/new-blog/NewBlogContent.tsx'),
    ]),
  30_000,
);

afterEach(async () => {
  cleanup();
  markFirstPaint();
  signOut();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
});

describe.each(SCREENS)('$path', ({ path, heading, part }) => {
  it('paints its heading first, and shows the rest only after that paint', async () => {
    holdUntilFirstPaint();
    const { container } = await open(path);
    expect(main(container).querySelector('h1')?.textContent).toBe(heading);
    expect(main(container).querySelector('[role="status"]')?.textContent).toBe(FETCHING);
    expect(main(container).querySelector(part)).toBeNull();

    await act(async () => markFirstPaint());
    await eventually(() => expect(main(container).querySelector(part)).not.toBeNull(), 10_000);
    expect(main(container).querySelectorAll('h1')).toHaveLength(1);
  });

  it('renders whole when nothing holds the first paint (a start from the cache, a later visit)', async () => {
    const { container } = await open(path);
    expect(main(container).querySelector('h1')?.textContent).toBe(heading);
    expect(main(container).querySelector(part)).not.toBeNull();
  });
});
