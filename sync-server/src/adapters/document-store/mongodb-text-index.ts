// The text index on MongoDB: one `text` index over the fields, with their weights, in language "none"
// (no stemming, no stop words, as SQLite's FTS5 tokenizer reads words: shared/search-words.ts), searched
// with $text and ranked by textScore. The words go to $search space-separated, each one only letters and
// digits, so none of them reads as a phrase or a negation.
import type { CreateIndexesOptions, Document, IndexSpecification } from 'mongodb';
import { searchWords } from '../../../../shared/search-words';
import type { TextIndexSpec, TextSearch } from '../../ports/document-store';

/** The one name the text index has, so declaring it again finds it. */
export const TEXT_INDEX_NAME = 'text';

/** A field no document has: MongoDB would otherwise take a document's own `language` as its language. */
const NO_LANGUAGE_FIELD = '__text_language';

export function textIndexOf(spec: TextIndexSpec): {
  keys: IndexSpecification;
  options: CreateIndexesOptions;
} {
  const paths = Object.keys(spec.fields);
  if (paths.length === 0) throw new Error('ensureTextIndex needs at least one field');
  return {
    // The filters after the text fields: MongoDB may then answer them from the index.
    keys: Object.fromEntries([
      ...paths.map((path) => [path, 'text']),
      ...(spec.filters ?? []).map((path) => [path, 1]),
    ]),
    options: {
      name: TEXT_INDEX_NAME,
      weights: { ...spec.fields },
      default_language: 'none',
      language_override: NO_LANGUAGE_FIELD,
    },
  };
}

export interface MongoTextQuery {
  filter: Document;
  options: { projection: Document; sort: Document; skip?: number; limit?: number };
}

/** The find of one page of a search, or null when it has no words (and so finds nothing). */
export function textQueryOf(search: TextSearch): MongoTextQuery | null {
  const words = searchWords(search.query);
  if (words.length === 0) return null;
  const score = { $meta: 'textScore' };
  const filter: Document = {
    ...search.where,
    $text: { $search: words.join(' '), $caseSensitive: false, $diacriticSensitive: false },
  };
  const options: MongoTextQuery['options'] = {
    projection: { ...search.projection, [SCORE]: score },
    sort: { [SCORE]: score, _id: 1 },
  };
  if (search.skip) options.skip = search.skip;
  if (search.limit) options.limit = search.limit;
  return { filter, options };
}

/** Where a found document carries its score, taken off before it is answered. */
export const SCORE = '__score';
