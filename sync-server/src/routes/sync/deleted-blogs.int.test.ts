// A blog deleted over an edit its deleter had not seen (issue 29, finding 8, for blogs): the delete wins
// (the blog leaves the public feed at once), and the blog as it was is kept in a `deleted` conflict with its
// photos, which stay stored while that conflict is open. Undo re-creates it under the conflict's id with
// those photos, even ones no device holds and the website stored; keeping it deleted lets them go.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image';
import { newId } from '../../../../shared/ids';
import type { ConflictView } from '../../../../shared/sync/protocol';
import { sweepUnusedImages, UNUSED_IMAGE_TTL_MS } from '../../services/sync/images';
import { insertUser, type TestUser } from '../../testing/factories';
import { photo } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { sha } from './photo-upload-kit';
import { Device, deleteOverAnEdit } from './sync-kit';

let t: TestApp;
let ann: TestUser;
let phone: Device;
let laptop: Device;
beforeEach(async () => {
  t = await createTestApp();
  ann = await insertUser(t.deps, { name: 'Ann Lee' });
  [phone, laptop] = [new Device(t, ann), new Device(t, ann)];
});
afterEach(() => t.close());

const upload = (bytes: Uint8Array) =>
  t.app.request(`/api/sync/images/${sha(bytes)}`, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { ...ann.auth, 'content-type': 'image/jpeg' },
  });
const stored = (id: string) => t.deps.store.collection('blogs').findOne({ _id: id });
/** The image files the server holds of one photo (its variants). */
const filesOf = async (hash: string) => (await t.deps.blobs.list()).filter((key) => key.includes(hash));
const publicIds = async () =>
  ((await (await t.app.request('/api/public/blogs/')).json()) as { _id: string }[]).map((b) => b._id);

async function onlyConflict(device: Device): Promise<ConflictView> {
  const [conflict, ...more] = await device.pullConflicts();
  if (!conflict || more.length > 0)
    throw new Error(`expected one conflict, got ${more.length + (conflict ? 1 : 0)}`);
  return conflict;
}

/** The phone's public blog with two photos (rev 1), the laptop's new title (rev 2), the phone's delete on rev 1. */
async function deleteOverUnseenEdit(): Promise<{ id: string; hero: string; image: string }> {
  const [heroBytes, imageBytes] = [await photo('#2a6'), await photo('#a62')];
  for (const bytes of [heroBytes, imageBytes]) expect((await upload(bytes)).status).toBe(201);
  const [hero, image] = [sha(heroBytes), sha(imageBytes)];
  const id = newId();
  const fields = {
    blogTitle: 'Tromsø',
    country: 'Norway',
    publish: true,
    heroImage: hero,
    imageUrls: [image],
  };
  const edit = { blogTitle: 'Tromsø under the northern lights' };
  await deleteOverAnEdit(phone, laptop, { entity: 'blog', id, create: fields, edit });
  return { id, hero, image };
}

describe('a blog deleted over an edit it had not seen', () => {
  it('goes, and is kept as it was in a `deleted` conflict, its photos still stored', async () => {
    const { id, hero, image } = await deleteOverUnseenEdit();
    expect(await stored(id)).toBeNull();
    expect(await publicIds()).not.toContain(id);
    const conflict = await onlyConflict(laptop);
    expect(conflict).toMatchObject({
      kind: 'deleted',
      entity: 'blog',
      docId: id,
      field: 'blogTitle',
      kept: null,
      lost: { _id: id, blogTitle: 'Tromsø under the northern lights', country: 'Norway', publish: true },
      resolved: false,
    });
    expect(conflict.lost).not.toHaveProperty('stamps');
    const photos = (conflict.lost as { imageData: { heroImage: ImageRef; imageUrls: ImageRef[] } }).imageData;
    expect([photos.heroImage.id, ...photos.imageUrls.map((r) => r.id)]).toEqual([hero, image]);
    // Neither the release after the delete nor a day's sweep takes them while the conflict is open.
    await sweepUnusedImages(t.deps, new Date(Date.now() + 2 * UNUSED_IMAGE_TTL_MS));
    expect(await filesOf(hero)).not.toEqual([]);
    expect(await filesOf(image)).not.toEqual([]);
    const served = await t.app.request(new URL(photos.heroImage.url, 'http://localhost').pathname);
    expect(served.status).toBe(200);
  });

  it('undo re-creates it under the conflict id with its photos, once, and it is public again', async () => {
    const { id, hero, image } = await deleteOverUnseenEdit();
    const conflict = await onlyConflict(phone);
    const copy = conflict.lost as Record<string, unknown>;
    // What a device sends (pwa/src/data/entities.ts fieldsOfDoc): the synced fields, photos by hash.
    const undo = (device: Device) =>
      device.mutation({
        entity: 'blog',
        id: conflict._id,
        kind: 'create',
        fields: {
          blogTitle: copy.blogTitle,
          country: copy.country,
          blogBody: copy.blogBody,
          featured: copy.featured,
          publish: copy.publish,
          heroImage: hero,
          imageUrls: [image],
        },
      });
    expect((await phone.push([undo(phone)])).body.results[0]).toMatchObject({ status: 'applied', rev: 1 });
    expect((await laptop.push([undo(laptop)])).body.results[0]?.status).toBe('duplicate');
    expect(await t.deps.store.collection('blogs').count({ userID: ann.user._id })).toBe(1);
    const back = await (await t.app.request(`/api/blogs/${conflict._id}`, { headers: ann.auth })).json();
    expect(back).toMatchObject({ blogTitle: 'Tromsø under the northern lights', publish: true });
    expect([back.imageData.heroImage.id, ...back.imageData.imageUrls.map((r: ImageRef) => r.id)]).toEqual([
      hero,
      image,
    ]);
    expect(await publicIds()).toContain(conflict._id);
    expect(await new Device(t, ann).pullConflicts()).toEqual([
      expect.objectContaining({ _id: conflict._id, resolved: true }),
    ]);
    expect(await stored(id)).toBeNull();
  });

  it('keeping it deleted closes the conflict and lets its photos go', async () => {
    const { hero, image } = await deleteOverUnseenEdit();
    const conflict = await onlyConflict(phone);
    const keep = phone.mutation({
      entity: 'conflict',
      id: conflict._id,
      kind: 'update',
      fields: { resolved: true },
    });
    expect((await phone.push([keep])).body.results[0]?.status).toBe('applied');
    expect(await filesOf(hero)).toEqual([]);
    expect(await filesOf(image)).toEqual([]);
    expect(await t.deps.store.collection('sync_images').count({})).toBe(0);
  });

  it('keeps nothing when the delete had seen the edit, and its photos go at once', async () => {
    const [bytes] = [await photo('#26a')];
    await upload(bytes);
    const id = newId();
    const fields = { blogTitle: 'Bodø', heroImage: sha(bytes) };
    await phone.push([phone.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    await laptop.push([
      laptop.mutation({ entity: 'blog', id, kind: 'update', baseRev: 1, fields: { country: 'Norway' } }),
    ]);
    await phone.push([phone.mutation({ entity: 'blog', id, kind: 'delete', baseRev: 2, fields: {} })]);
    expect(await new Device(t, ann).pullConflicts()).toEqual([]);
    expect(await filesOf(sha(bytes))).toEqual([]);
  });

  it('brings back photos the website stored, which no device holds, and an admin’s suspension', async () => {
    const admin = await insertUser(t.deps, { isAdmin: true });
    const made = await t.app.request(
      '/api/blogs/',
      send('POST', form({ blogTitle: 'Lofoten', publish: 'true', heroImage: await photo('#456') }), ann),
    );
    expect(made.status).toBe(201);
    const blog = await made.json();
    const hero: string = blog.imageData.heroImage.id;
    const asRead = await (await t.app.request(`/api/admin/${blog._id}`, { headers: admin.auth })).json();
    const suspend = await t.app.request(
      `/api/admin/${blog._id}`,
      send('PUT', { ...asRead, suspended: true, blogBody: 'Rewritten by the editor.' }, admin),
    );
    expect(suspend.status, await suspend.clone().text()).toBe(200);
    // The website's delete, on the revision it showed before the admin's edit.
    const del = await t.app.request(`/api/blogs/${blog._id}`, {
      method: 'DELETE',
      headers: { ...ann.auth, 'if-match': '"1"' },
    });
    expect(del.status).toBe(200);
    const conflict = await onlyConflict(phone);
    expect(conflict).toMatchObject({ kind: 'deleted', field: 'blogBody', lostBy: { label: 'an admin' } });
    expect(await filesOf(hero)).not.toEqual([]);
    const undo = phone.mutation({
      entity: 'blog',
      id: conflict._id,
      kind: 'create',
      fields: { blogTitle: 'Lofoten', blogBody: 'Rewritten by the editor.', publish: true, heroImage: hero },
    });
    expect((await phone.push([undo])).body.results[0]?.status).toBe('applied');
    expect(await stored(conflict._id)).toMatchObject({
      suspended: true,
      imageData: { heroImage: { id: hero } },
    });
    expect(await publicIds()).not.toContain(conflict._id);
  });

  it('keeps nothing over a suspension alone, and nothing when the website deletes without If-Match', async () => {
    const admin = await insertUser(t.deps, { isAdmin: true });
    for (const ifMatch of [true, false]) {
      const made = await (
        await t.app.request('/api/blogs/', send('POST', form({ blogTitle: 'Oslo' }), ann))
      ).json();
      if (ifMatch) {
        const asRead = await (await t.app.request(`/api/admin/${made._id}`, { headers: admin.auth })).json();
        await t.app.request(`/api/admin/${made._id}`, send('PUT', { ...asRead, suspended: true }, admin));
      } else {
        await t.app.request(`/api/blogs/${made._id}`, send('PUT', { blogTitle: 'Oslo by night' }, ann));
      }
      const headers = { ...ann.auth, ...(ifMatch && { 'if-match': '"1"' }) };
      expect((await t.app.request(`/api/blogs/${made._id}`, { method: 'DELETE', headers })).status).toBe(200);
    }
    expect(await phone.pullConflicts()).toEqual([]);
  });
});
