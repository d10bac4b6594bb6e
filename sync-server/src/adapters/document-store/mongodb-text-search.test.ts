// No MongoDB server runs here (CI has none), but what reaches it can be checked: the driver sends a
// containsText filter as a BSON regex, which must hold the escaped text and the flag, never a raw NUL.
import { BSON } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { containsText } from '../../ports/document-store';

const onTheWire = (filter: object) => BSON.deserialize(BSON.serialize(filter), { bsonRegExp: true });

describe('containsText on the MongoDB wire', () => {
  it('is a case-insensitive BSON regex of the escaped text, inside $or too', () => {
    const sent = onTheWire({ $or: [{ title: containsText('a.b (c)') }, { name: containsText('Ann') }] });
    expect(sent.$or[0].title).toEqual(new BSON.BSONRegExp('a\\.b \\(c\\)', 'i'));
    expect(sent.$or[1].name).toEqual(new BSON.BSONRegExp('Ann', 'i'));
  });

  it('escapes NUL, which a BSON regex cannot hold', () => {
    // biome-ignore lint/complexity/useRegexLiterals: the pattern must hold a raw NUL, which a literal cannot.
    expect(() => BSON.serialize({ t: new RegExp('a\u0000b') })).toThrow(/null bytes/);
    expect(onTheWire({ t: containsText('a\u0000b') }).t).toEqual(new BSON.BSONRegExp('a\\x00b', 'i'));
  });
});
