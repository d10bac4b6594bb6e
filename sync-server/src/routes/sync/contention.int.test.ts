// A blog's owner keeps editing it while visitors count views on it (writes outside the owner's lock, to
// the blog's counter): every edit goes through, and no view is lost under an edit.
import { expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { insertUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { Device } from './sync-kit';

it('takes every edit of a blog while visitors count views on it, and loses no view', async () => {
  // Each request comes from its own address (X-Forwarded-For), so each is a visitor who counts.
  const t = await createTestApp({}, { TRUST_PROXY: 'true' });
  try {
    const owner = new Device(t, await insertUser(t.deps));
    const id = newId();
    const fields = { blogTitle: 'Oslo', publish: true, blogBody: 'Trams. '.repeat(5000) };
    await owner.push([owner.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    let visiting = true;
    const visitors = (async () => {
      let views = 0;
      let visitor = 0;
      while (visiting) {
        const burst = Array.from({ length: 20 }, () => {
          visitor += 1;
          const headers = {
            'x-forwarded-for': `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`,
          };
          return t.app.request(`/api/public/blogs/${id}`, { method: 'PUT', headers });
        });
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
    expect(await (await t.app.request(`/api/public/blogs/${id}`)).json()).toMatchObject({
      blogTitle: 'Oslo 19',
      views,
    });
  } finally {
    await t.close();
  }
}, 60_000);
