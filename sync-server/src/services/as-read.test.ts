import { describe, expect, it } from 'vitest';
import { baseRevision, withoutServerFields } from './as-read';

const shown = {
  _id: 'b1',
  views: 4,
  rev: 3,
  edited: true,
  updatedAt: '2026-05-01T10:00:00.000Z',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  imageData: { heroImage: { id: 'h', url: '/h' }, imageUrls: [{ id: 'a', url: '/a' }] },
};
const owned = ['_id', 'views', 'rev', 'edited', 'updatedAt', 'createdAt', 'imageData'] as const;
const check = (body: Record<string, unknown>) => withoutServerFields(body, shown, owned);

describe('server-owned fields sent back as read', () => {
  it('drops each one equal to the answer, objects compared deeply in their JSON form', () => {
    const body = {
      ...JSON.parse(JSON.stringify(shown)),
      imageData: { imageUrls: [{ url: '/a', id: 'a' }], heroImage: { url: '/h', id: 'h' } },
      blogTitle: 'edited',
    };
    expect(check(body)).toEqual({ blogTitle: 'edited' });
    expect(check({ blogTitle: 'alone' })).toEqual({ blogTitle: 'alone' });
  });

  it.each([
    ['_id', 'b2'],
    ['imageData', { heroImage: null, imageUrls: [] }],
    ['createdAt', '2025-01-01T00:00:00.000Z'],
    ['views', 5],
    ['views', '4'],
    ['rev', 4],
    ['updatedAt', '2026-05-01T10:00:00.001Z'],
    ['updatedAt', 'yesterday'],
    ['_id', null],
  ])('refuses %s = %j, naming it', (field, value) => {
    expect(() => check({ [field]: value })).toThrow(`${field} is set by the server and cannot be changed`);
  });

  it.each([
    ['views', 0],
    ['rev', 1],
    ['edited', false],
    ['updatedAt', '2026-04-30T10:00:00.000Z'],
  ])('takes a %s of %j below the answer as an older read, and ignores it', (field, value) => {
    expect(check({ [field]: value, country: 'x' })).toEqual({ country: 'x' });
  });
});

describe('the revision an edit was made on', () => {
  it.each([
    [undefined, undefined, undefined],
    [2, undefined, 2],
    [undefined, 3, 3],
    [3, 3, 3],
    ['2', undefined, undefined],
  ])('copy rev %j with If-Match %j is %j', (rev, ifMatch, base) => {
    expect(baseRevision(rev, ifMatch)).toBe(base);
  });

  it('refuses a copy whose rev disagrees with If-Match', () => {
    expect(() => baseRevision(2, 3)).toThrow(/^rev: /);
  });
});
