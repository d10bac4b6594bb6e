// GET /api/admin/stats on the real store: UTC weeks from Monday 00:00, twelve of them with the current one
// last, old data left out, countries grouped ignoring case, and only for admins.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../../shared/api/admin-stats';
import { weekStart } from '../../../../shared/weeks';
import { dashStats } from '../../services/admin/dash-stats';
import { addSignup, SIGNUPS } from '../../services/signups/add-signup';
import { users } from '../../services/users/user-doc';
import { insertBlog, insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('admin stats', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { name: 'Ada', isAdmin: true, createdAt: '2020-01-01T00:00:00.000Z' });
    owner = await insertUser(t.deps, { name: 'Olga', createdAt: '2020-01-01T00:00:00.000Z' });
  });
  afterEach(() => t.close());

  const user = (createdAt: string) => insertUser(t.deps, { createdAt });
  const blog = (createdAt: string, country = '') => insertBlog(t.deps, owner.user, { createdAt, country });
  const signup = (when: Date) =>
    addSignup(
      t.deps,
      { name: 'S', email: `s-${when.getTime()}@example.com`, terms: true, source: 'footer' },
      when,
    );

  it('counts by UTC week from Monday 00:00, twelve weeks, the current one last, old data left out', async () => {
    // Wednesday 25 November 2026, 10:00 UTC: the current week began Monday 23 November.
    const now = at('2026-11-25T10:00:00.000Z');
    await user('2026-11-23T00:00:00.000Z'); // the current week's very first instant
    await user('2026-11-22T23:59:59.999Z'); // the last instant of the week before
    await user('2026-11-25T09:59:00.000Z');
    await user('2026-09-07T00:00:00.000Z'); // the oldest week shown
    await user('2026-09-06T23:59:59.999Z'); // a week too old
    await blog('2026-11-24T12:00:00.000Z');
    await blog('2026-10-01T12:00:00.000Z'); // Thursday of the week of 28 September
    await blog('2025-11-24T12:00:00.000Z'); // a year ago, same weekday: not this week
    await signup(at('2026-11-16T00:00:00.000Z'));
    await signup(at('2026-11-20T08:00:00.000Z'));
    await signup(at('2026-08-01T08:00:00.000Z'));

    const stats = await dashStats(t.deps, now);
    expect(stats.weeks.map((w) => w.week)).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    const column = (key: 'users' | 'blogs' | 'signups') => stats.weeks.map((w) => w[key]);
    expect(column('users')).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(column('blogs')).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(column('signups')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  });

  it('on a Monday at midnight the new week is the last one, and Sunday’s data moves one back', async () => {
    await user('2026-11-29T23:59:59.999Z');
    await user('2026-11-30T00:00:00.000Z');
    const monday = await dashStats(t.deps, at('2026-11-30T00:00:00.000Z'));
    expect(monday.weeks.at(-1)).toEqual({ week: '2026-11-30', users: 1, blogs: 0, signups: 0 });
    expect(monday.weeks.at(-2)).toEqual({ week: '2026-11-23', users: 1, blogs: 0, signups: 0 });
    const sunday = await dashStats(t.deps, at('2026-11-29T23:59:59.999Z'));
    expect(sunday.weeks.at(-1)).toEqual({ week: '2026-11-23', users: 1, blogs: 0, signups: 0 });
  });

  it('counts accounts whose createdAt is a date (brought over from the NeDB files) too', async () => {
    const { user: doc } = await user('2026-11-24T00:00:00.000Z');
    await users(t.deps).updateOne({ _id: doc._id }, { $set: { createdAt: at('2026-11-24T00:00:00.000Z') } });
    expect((await t.deps.store.collection('users').findOne({ _id: doc._id }))?.createdAt).toBeInstanceOf(
      Date,
    );
    const stats = await dashStats(t.deps, at('2026-11-25T10:00:00.000Z'));
    expect(stats.weeks.at(-1)?.users).toBe(1);
  });

  it('names the busiest countries, spellings joined ignoring case, blank ones left out, at most eight', async () => {
    const old = '2020-06-01T00:00:00.000Z';
    const countries = ['France', 'France', 'france', ' FRANCE', 'Peru', 'Peru', 'Chile', '', '', '', ''];
    for (const country of countries) await blog(old, country);
    for (const country of ['Japan', 'Nepal', 'Bhutan', 'Laos', 'Oman', 'Togo', 'Yemen'])
      await blog(old, country);
    const stats = await dashStats(t.deps, at('2026-11-25T10:00:00.000Z'));
    expect(stats.countries).toEqual([
      { country: 'France', blogs: 4 },
      { country: 'Peru', blogs: 2 },
      { country: 'Bhutan', blogs: 1 },
      { country: 'Chile', blogs: 1 },
      { country: 'Japan', blogs: 1 },
      { country: 'Laos', blogs: 1 },
      { country: 'Nepal', blogs: 1 },
      { country: 'Oman', blogs: 1 },
    ]);
  });

  it('GET /api/admin/stats answers the admin with today’s weeks, right after a write', async () => {
    const thisWeek = weekStart(new Date());
    const get = async () => {
      const res = await t.app.request('/api/admin/stats', { headers: admin.auth });
      expect(res.status).toBe(200);
      return (await res.json()) as AdminStats;
    };
    const before = await get();
    expect(before.weeks).toHaveLength(12);
    expect(before.weeks.at(-1)?.week).toBe(thisWeek.toISOString().slice(0, 10));
    expect(before.weeks.map((w) => w.signups)).toEqual(Array(12).fill(0));
    await signup(new Date(thisWeek.getTime() + 1));
    await signup(new Date(thisWeek.getTime() - 14 * DAY));
    await blog(new Date(thisWeek.getTime() + 2).toISOString(), 'Chile');
    const after = await get();
    expect(after.weeks.map((w) => w.signups)).toEqual([...Array(9).fill(0), 1, 0, 1]);
    expect(after.weeks.at(-1)?.blogs).toBe(1);
    expect(after.countries).toEqual([{ country: 'Chile', blogs: 1 }]);
    expect(await t.deps.store.collection(SIGNUPS).count()).toBe(2);
  });

  it('refuses anyone but an admin, as the other admin calls do', async () => {
    expect((await t.app.request('/api/admin/stats')).status).toBe(401);
    expect((await t.app.request('/api/admin/stats', { headers: owner.auth })).status).toBe(403);
    const demo = await insertUser(t.deps, { isDemoUser: true });
    expect((await t.app.request('/api/admin/stats', { headers: demo.auth })).status).toBe(403);
  });
});
