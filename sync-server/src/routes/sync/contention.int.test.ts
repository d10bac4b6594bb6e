// A blog's owner keeps editing it while visitors count views on it (a write outside the owner's lock):
// every edit goes through, and no view is lost under an edit.
import { expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { insertUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { Device } from './sync-kit';

it('takes every edit of a blog while visitors count views on it, and loses no view', async () => {
  const t = await createTestApp();
  try {
    const owner = new Device(t, await insertUser(t.deps));
    const id = newId();
    const fields = { blogTitle: 'Oslo', publish: true, blogBody: 'Trams. '.repeat(5000) };
    await owner.push([owner.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    let visiting = true;
    const visitors = (async () => {
      let views = 0;
      while (visiting) {
        const burst = Array.from({ length: 20 }, () =>
          t.app.request(`/api/public/blogs/${id}`, { method: 'PUT' }),
        );
        views += (await Promise.all(burst)).filter((r) => r.ok).length;
      }
      return views;
    })();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const edit = owner.mutation({
        entity: 'blog',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { blogTitle: `Oslo ${i}` },
      });
      statuses.push((await owner.push([edit])).status);
    }
    visiting = false;
    const views = await visitors;
    expect(statuses).toEqual(statuses.map(() => 200));
    expect(await t.deps.store.collection('blogs').findOne({ _id: id })).toMatchObject({
      blogTitle: 'Oslo 19',
      views,
    });
  } finally {
    await t.close();
  }
}, 60_000);
