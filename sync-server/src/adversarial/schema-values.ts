// Values shaped by the API's own zod schemas: the right field names and structure, hostile values at
// the leaves, so a request gets past the first check and meets the ones behind it.
import fc from 'fast-check';
import type { z } from 'zod';
import * as adminLists from '../../../shared/api/admin-lists';
import * as blogs from '../../../shared/api/blogs';
import * as mailing from '../../../shared/api/mailing';
import * as publicBlogs from '../../../shared/api/public-blogs';
import * as tasks from '../../../shared/api/tasks';
import * as users from '../../../shared/api/users';
import * as photoUpload from '../../../shared/sync/photo-upload';
import * as protocol from '../../../shared/sync/protocol';
import { badValue, hostileKey, hostileNumber, hostileString } from './hostile-values';

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** Every object schema the API declares, found by walking the modules, so a new one is used unasked. */
export const SCHEMAS: readonly Schema[] = [
  adminLists,
  blogs,
  mailing,
  publicBlogs,
  tasks,
  users,
  photoUpload,
  protocol,
].flatMap((module) =>
  Object.values(module).filter(
    (value): value is Schema =>
      typeof value === 'object' &&
      value !== null &&
      '_zod' in value &&
      defOf(value as Schema).type === 'object',
  ),
);

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

/** A value for the schema: mostly of the right shape, with hostile values at the leaves. */
export function fromSchema(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => fromSchema(def[key] as Schema, depth + 1);
  if (depth > 6) return badValue;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
      return fc
        .tuple(
          fc.record(fields, { requiredKeys: [] }),
          fc.option(fc.tuple(hostileKey, badValue), { freq: 3 }),
        )
        .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
    }
    case 'array':
      return fc.oneof(fc.array(inner('element'), { maxLength: 3 }), badValue);
    case 'record':
      return fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 12 })), inner('valueType'), {
        maxKeys: 3,
      });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((o) => fromSchema(o, depth + 1)), badValue);
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), badValue);
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values as unknown[])), badValue);
    case 'string':
      return fc.oneof(fc.uuid(), fc.emailAddress(), hostileString, badValue);
    case 'number':
    case 'int':
      return fc.oneof(hostileNumber, badValue);
    case 'boolean':
      return fc.oneof(fc.boolean(), badValue);
    default:
      return badValue;
  }
}
