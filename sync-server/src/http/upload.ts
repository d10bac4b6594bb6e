// Reads multipart forms: text fields for zod, files as bytes. The bytes' type is decided later from
// magic bytes; here only what was sent under which name.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ValidationError } from '../services/errors';
import { describeIssues, type FieldNames } from './validate';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Uint8Array[]>;
}

export async function readMultipart(c: Context): Promise<MultipartForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ValidationError('Send this form as multipart/form-data');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new ValidationError('The upload could not be read');
  }
  // Part names are the client's: with plain objects, "__proto__" or "constructor" would name what every
  // object inherits (a 500 at best). Objects without a prototype hold any name as just a name.
  const form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  for (const [name, value] of Object.entries(body)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') {
        if (name in form.fields) throw new ValidationError(`The field "${name}" was sent twice`);
        form.fields[name] = part;
      } else {
        form.files[name] ??= [];
        form.files[name].push(new Uint8Array(await part.arrayBuffer()));
      }
    }
  }
  return form;
}

/** The form's text fields, validated like a JSON body (`names` as validate() takes them). */
export function formFields<T extends z.ZodType>(
  form: MultipartForm,
  schema: T,
  names?: FieldNames,
): z.output<T> {
  const result = schema.safeParse(form.fields);
  if (!result.success) throw new ValidationError(describeIssues(result.error.issues, names));
  return result.data;
}

/** Exactly one file under name, else a clear 400. */
export function oneFile(form: MultipartForm, name: string): Uint8Array {
  const files = form.files[name] ?? [];
  if (files.length !== 1 || !files[0]) throw new ValidationError(`Choose one image file for "${name}"`);
  return files[0];
}

/** Only the named file fields may be present. */
export function onlyFiles(form: MultipartForm, allowed: readonly string[]): void {
  const extra = Object.keys(form.files).find((name) => !allowed.includes(name));
  if (extra) throw new ValidationError(`Unknown file field: ${extra}`);
}

export async function readUploadedFile(c: Context, field: string): Promise<Uint8Array> {
  const form = await readMultipart(c);
  onlyFiles(form, [field]);
  return oneFile(form, field);
}
