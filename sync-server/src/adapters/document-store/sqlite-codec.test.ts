import { describe, expect, it } from 'vitest';
import { assertStorableNames, decodeDoc, encodeDoc, encodeValueText } from './sqlite-codec';

describe('the stored text of a document', () => {
  it('keeps dates as dates wherever they are, and strings that look like dates as strings', () => {
    const doc = {
      _id: 'd1',
      at: new Date('2026-01-02T03:04:05.006Z'),
      when: '2026-01-02T03:04:05.006Z',
      nested: { list: [new Date(0), { deep: new Date('1999-12-31T23:59:59.999Z') }, 'text', 3] },
      none: null,
      skipped: undefined,
    };
    const text = encodeDoc(doc);
    expect(text).toContain('"at":{"$date":"2026-01-02T03:04:05.006Z"}');
    const { skipped: _, ...stored } = doc;
    expect(decodeDoc(text)).toStrictEqual(stored);
  });

  it('writes a document without dates as plain JSON', () => {
    const doc = { _id: 't1', text: 'pack', done: false, n: 1.5, tags: ['a'] };
    expect(encodeDoc(doc)).toBe(JSON.stringify(doc));
    expect(decodeDoc(encodeDoc(doc))).toStrictEqual(doc);
  });

  it('gives a value the text json_extract reads back for it', () => {
    expect(encodeValueText(new Date('2024-05-01T00:00:00.000Z'))).toBe(
      '{"$date":"2024-05-01T00:00:00.000Z"}',
    );
    expect(encodeValueText('x')).toBe('"x"');
  });

  it('refuses field names MongoDB refuses, at any depth', () => {
    expect(() => assertStorableNames({ _id: 'a', ok: { fine: [{ also: 1 }] } })).not.toThrow();
    expect(() => assertStorableNames({ _id: 'a', $set: 1 })).toThrow('"$set"');
    expect(() => assertStorableNames({ _id: 'a', meta: [{ 'a.b': 1 }] })).toThrow('"meta.a.b"');
    expect(() => assertStorableNames({ _id: 'a', x: { $date: 'forged' } })).toThrow('"x.$date"');
  });
});
