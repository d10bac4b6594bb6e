// No MongoDB server runs here, but what the adapter sends for a text search can be checked: the index in
// language "none" with the weights, and a $text of the query's words only, ranked by textScore.
import { BSON } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { SCORE, textIndexOf, textQueryOf } from './mongodb-text-index';

describe('the text index on MongoDB', () => {
  it('is one named text index over the fields, weighted, without a language, then the filters', () => {
    const spec = { fields: { blogTitle: 5, country: 3, blogBody: 1 }, filters: ['publish', 'suspended'] };
    const { keys } = textIndexOf(spec);
    expect(Object.entries(keys)).toEqual([
      ['blogTitle', 'text'],
      ['country', 'text'],
      ['blogBody', 'text'],
      ['publish', 1],
      ['suspended', 1],
    ]);
    expect(textIndexOf({ fields: { blogTitle: 5, country: 3, blogBody: 1 } })).toEqual({
      keys: { blogTitle: 'text', country: 'text', blogBody: 'text' },
      options: {
        name: 'text',
        weights: { blogTitle: 5, country: 3, blogBody: 1 },
        default_language: 'none',
        language_override: '__text_language',
      },
    });
    expect(() => textIndexOf({ fields: {} })).toThrow();
  });

  it('searches the words alone, with the equality filter, best first then by _id, paged', () => {
    const query = textQueryOf({
      query: '-Lisbon "trams" (OR) São*',
      where: { publish: true, suspended: false },
      skip: 20,
      limit: 10,
      projection: { blogTitle: 1 },
    });
    const sent = BSON.deserialize(BSON.serialize(query ?? {}));
    expect(sent).toEqual({
      filter: {
        publish: true,
        suspended: false,
        $text: { $search: 'lisbon trams or sao', $caseSensitive: false, $diacriticSensitive: false },
      },
      options: {
        projection: { blogTitle: 1, [SCORE]: { $meta: 'textScore' } },
        sort: { [SCORE]: { $meta: 'textScore' }, _id: 1 },
        skip: 20,
        limit: 10,
      },
    });
  });

  it('sends nothing for a query without words', () => {
    for (const query of ['', '  ', '"', '*', '- ( )']) expect(textQueryOf({ query })).toBeNull();
  });
});
