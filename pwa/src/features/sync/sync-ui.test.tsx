// @vitest-environment jsdom
/// <reference lib="dom" />
// Before Dexie loads: its live queries need a global indexedDB.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readMeta, userDbName } from '../../data/db.ts';
import { currentUserData } from '../../data/user-data.ts';
import { expireSession, session, signOut } from '../../state/session.ts';
import { cleanup, click, eventually, renderApp } from '../../test-support/render.tsx';
import { syncState } from './sync-state.ts';
import { button, databases, server, serverConflict, setUpSyncUi, signedIn } from './sync-ui.test-kit.tsx';

setUpSyncUi();

describe('sync in the app', () => {
  it('opens the user’s database on sign-in, syncs writes, and says so in the header', async () => {
    const data = await signedIn();
    const id = await data.tasks.create({ taskText: 'pack bags' });
    expect(await databases()).toEqual([userDbName(data.userId)]);
    await eventually(() => expect(server.fieldsOf('task', id)).toBeDefined());
    const { container } = await renderApp('/');
    await eventually(() =>
      expect(container.querySelector('header [role="status"]')?.textContent).toBe('Synced'),
    );
  });

  it('asks before signing out with unsent changes, then deletes the user’s database', async () => {
    server.intercept = () => {
      throw new TypeError('Failed to fetch');
    };
    const data = await signedIn();
    await data.tasks.create({ taskText: 'not sent' });
    const { container, router } = await renderApp('/');
    await click(button(container, 'signout'));
    let dialog: Element | null = null;
    await eventually(() => {
      dialog = container.querySelector('[role="alertdialog"]');
      expect(dialog?.textContent).toContain('You have 1 change that is not on the server yet.');
    });
    await click(button(container, 'cancel'));
    expect(session.user).not.toBeNull();
    await click(button(container, 'signout'));
    await eventually(() => expect(button(container, 'sign out anyway')).toBeDefined());
    await click(button(container, 'sign out anyway'));
    expect(session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
    await eventually(async () => expect(await databases()).toEqual([]));
  });

  it('keeps the data open and writable through an ended session, and sends it once the same user signs in again', async () => {
    server.intercept = (path) =>
      path === '/api/sync/push'
        ? Response.json({ message: 'Please sign in again' }, { status: 401 })
        : undefined;
    const data = await signedIn();
    const before = await data.tasks.create({ taskText: 'written before expiry' });
    await eventually(() => expect(session.token).toBeNull());
    expect(session.user?._id).toBe(data.userId);
    expect(currentUserData()).toBe(data);
    server.intercept = () => {
      throw new Error('nothing may call the server while the session has ended');
    };
    const during = await data.tasks.create({ taskText: 'written after expiry' });
    const { container } = await renderApp('/');
    await eventually(() =>
      expect(container.querySelector('header [role="status"]')?.textContent).toBe('2 changes waiting'),
    );
    cleanup();
    server.intercept = null;
    await signedIn();
    await eventually(() => expect(server.fieldsOf('task', during)).toBeDefined());
    await eventually(() => expect(syncState.pending).toBe(0));
    const pushed = server.pushes.flat().map((m) => m.id);
    expect(pushed.filter((id) => id === before)).toHaveLength(1);
    expect(pushed.filter((id) => id === during)).toHaveLength(1);
  });

  it('keeps the previous user’s database aside while another account signs in and out, then syncs it once', async () => {
    server.intercept = () => {
      throw new TypeError('Failed to fetch');
    };
    const first = await signedIn();
    const id = await first.tasks.create({ taskText: 'written offline' });
    const { clientId } = (await first.db.meta.get('sync')) as { clientId: string };
    expireSession();
    server.intercept = null;
    const second = await signedIn({ _id: '019a0000-0000-7000-8000-0000000000bb', email: 'bo@example.com' });
    expect(second.userId).not.toBe(first.userId);
    await second.tasks.create({ taskText: 'the second user’s own' });
    expect(await databases()).toEqual([userDbName(first.userId), userDbName(second.userId)].sort());
    signOut();
    await eventually(async () => expect(await databases()).toEqual([userDbName(first.userId)]));
    expect(server.pushes.flat().map((m) => m.id)).not.toContain(id);

    const again = await signedIn();
    expect((await again.db.meta.get('sync'))?.clientId).toBe(clientId);
    await eventually(() => expect(server.fieldsOf('task', id)).toBeDefined());
    await eventually(() => expect(syncState.pending).toBe(0));
    expect(server.pushes.flat().filter((m) => m.id === id)).toHaveLength(1);
  });

  it('lists a conflict from the header and restores the other version as a new change, closing it', async () => {
    const data = await signedIn();
    const id = await data.tasks.create({ taskText: 'visa for Peru' });
    await eventually(() => expect(syncState.pending).toBe(0));
    serverConflict('task', id, {
      field: 'taskText',
      kept: 'visa for Peru',
      lost: 'visa for Chile',
      keptBy: null,
      lostBy: null,
    });
    const { container } = await renderApp('/');
    await eventually(() => expect(button(container, '1 conflict')).toBeDefined());
    await click(button(container, '1 conflict'));
    const dialog = container.querySelector('[role="dialog"]');
    await eventually(() =>
      expect(dialog?.textContent).toContain('The text of task “visa for Peru” was changed on two devices'),
    );
    expect(dialog?.textContent).toContain('other version“visa for Chile”');
    await click(button(container, 'use the other version'));
    await eventually(() => expect(server.fieldsOf('task', id)).toMatchObject({ taskText: 'visa for Chile' }));
    expect(server.fieldsOf('conflict', 'conflict-1')).toMatchObject({ resolved: true });
    await eventually(() => expect(dialog?.textContent).toContain('Nothing to review.'));
    await click(button(container, 'close'));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('says which version this device wrote and where the other came from', async () => {
    const data = await signedIn();
    const id = await data.blogs.create({ blogTitle: 'Oslo by tram', country: 'Norway', blogBody: '' });
    await eventually(() => expect(syncState.pending).toBe(0));
    const { clientId } = (await data.db.meta.get('sync')) as { clientId: string };
    const conflict = {
      entity: 'blog' as const,
      docId: id,
      field: 'blogTitle',
      at: '2026-11-21T10:00:00.000Z',
      resolved: 0 as const,
    };
    await data.db.conflicts.bulkAdd([
      {
        ...conflict,
        _id: 'c1',
        kept: 'Oslo by tram',
        keptBy: { clientId, label: 'Chrome on Linux' },
        lost: 'Oslo by ferry',
        lostBy: { clientId: 'laptop', label: 'Firefox on Windows' },
      },
      {
        ...conflict,
        _id: 'c2',
        at: '2026-11-20T10:00:00.000Z',
        kept: 'Oslo in June',
        keptBy: { clientId: null, label: 'the website' },
        lost: 'Oslo in May',
        lostBy: null,
      },
    ]);
    const { container } = await renderApp('/');
    await eventually(() => expect(button(container, '2 conflicts')).toBeDefined());
    await click(button(container, '2 conflicts'));
    const items = () => Array.from(container.querySelectorAll('[role="dialog"] .sync-item'));
    await eventually(() => expect(items()).toHaveLength(2));
    const [devices, web] = items().map((item) => ({
      text: item.querySelector('p')?.textContent,
      versions: Array.from(item.querySelectorAll('dd')).map((dd) => dd.textContent),
    }));
    expect(devices?.text).toContain(
      'The title of blog “Oslo by tram” was changed on two devices before they synced',
    );
    expect(devices?.versions).toEqual([
      '“Oslo by tram” — from this device',
      '“Oslo by ferry” — from Firefox on Windows',
    ]);
    expect(web?.text).toContain('was changed in two places before they synced');
    expect(web?.versions).toEqual([
      '“Oslo in June” — from the website',
      '“Oslo in May” — from another device',
    ]);
  });
  it('says what it sent again after the server was restored from a backup, until dismissed', async () => {
    const data = await signedIn();
    const { container } = await renderApp('/');
    await data.db.meta.put({ ...(await readMeta(data.db)), restoredNotice: { at: 'now', resent: 16 } });
    const notice = () => container.querySelector('header .sync-restored');
    await eventually(() =>
      expect(notice()?.textContent).toContain(
        'The server was restored from a backup; 16 changes from this device were sent again.',
      ),
    );
    await click(button(container, 'dismiss'));
    await eventually(() => expect(notice()).toBeNull());
    expect((await readMeta(data.db)).restoredNotice).toBeUndefined();
  });
});
