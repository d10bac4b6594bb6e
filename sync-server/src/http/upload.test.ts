// Multipart part names are the client's to choose, including the names every object inherits.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../services/errors';
import { formFields, onlyFiles, readMultipart } from './upload';

const app = new Hono()
  .put('/form', async (c) => {
    const form = await readMultipart(c);
    onlyFiles(form, ['images']);
    const fields = formFields(form, z.strictObject({ blogID: z.string() }));
    return c.json({ fields, files: Object.keys(form.files) });
  })
  .onError((error, c) =>
    c.json({ message: error.message }, error instanceof ValidationError ? error.status : 500),
  );

function send(parts: [name: string, value: string | Uint8Array][]) {
  const body = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value)]), 'x.jpg');
  }
  return app.request('/form', { method: 'PUT', body });
}

describe('readMultipart with inherited names', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'refuses a file named %s as an unknown field, not with a 500',
    async (name) => {
      const res = await send([
        ['blogID', 'b1'],
        [name, new Uint8Array([1, 2, 3])],
      ]);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(`Unknown file field: ${name}`);
    },
  );

  it.each(['constructor', 'toString', 'hasOwnProperty'])(
    'refuses a text field named %s as unknown, not as "sent twice"',
    async (name) => {
      const res = await send([
        ['blogID', 'b1'],
        [name, 'x'],
      ]);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(`Unknown field: ${name}`);
    },
  );

  it('still reads an ordinary form', async () => {
    const res = await send([
      ['blogID', 'b1'],
      ['images', new Uint8Array([1])],
      ['images', new Uint8Array([2])],
    ]);
    expect(await res.json()).toEqual({ fields: { blogID: 'b1' }, files: ['images'] });
  });
});
