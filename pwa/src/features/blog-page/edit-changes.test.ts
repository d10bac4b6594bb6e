import { describe, expect, it } from 'vitest';
import { changedFields, formOf } from './edit-changes.ts';

const opened = { blogTitle: 'Rome', country: 'Italy', blogBody: 'ciao', featured: false, publish: true };

describe('changedFields', () => {
  it('keeps only the fields that differ from the values the form opened with', () => {
    expect(changedFields(opened, { ...opened, blogTitle: 'Rome again', featured: true })).toEqual({
      blogTitle: 'Rome again',
      featured: true,
    });
  });

  it('is empty when every field still holds the value it opened with', () => {
    expect(changedFields(opened, { ...opened })).toEqual({});
  });

  it('reads only the form fields of a record', () => {
    expect(formOf({ ...opened, _id: 'b1', views: 3 } as typeof opened)).toEqual(opened);
  });
});
