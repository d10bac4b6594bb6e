import { describe, expect, it } from 'vitest';
import { assertCollectionName } from './collection-name';

describe('assertCollectionName', () => {
  it.each(['users', 'sync_changes', 'blogs2'])('accepts %s', (name) => {
    expect(assertCollectionName(name)).toBe(name);
  });

  // A missing name (an index off the end of a table) must not become a file called undefined.db.
  it.each([undefined, null, 7, 'undefined', 'null', 'NaN', '', '_locks', 'a.b', '../x', 'Users'])(
    'refuses %s',
    (name) => {
      expect(() => assertCollectionName(name as string)).toThrow(/invalid collection name/);
    },
  );
});
