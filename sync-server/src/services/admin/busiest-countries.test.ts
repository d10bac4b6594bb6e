import { describe, expect, it } from 'vitest';
import { busiestCountries } from './busiest-countries';

describe('busiestCountries', () => {
  it('joins spellings that differ in case and spaces, named as most blogs spell it', () => {
    const groups = [
      { value: 'france', count: 2 },
      { value: 'France', count: 3 },
      { value: ' FRANCE ', count: 1 },
      { value: 'Peru', count: 4 },
    ];
    expect(busiestCountries(groups, 8)).toEqual([
      { country: 'France', blogs: 6 },
      { country: 'Peru', blogs: 4 },
    ]);
  });

  it('leaves out blogs without a country and values that are not text', () => {
    const groups = [
      { value: '', count: 9 },
      { value: '   ', count: 9 },
      { value: null, count: 9 },
      { value: 7, count: 9 },
      { value: 'Chile', count: 1 },
    ];
    expect(busiestCountries(groups, 8)).toEqual([{ country: 'Chile', blogs: 1 }]);
  });

  it('orders by blogs, ties by name, and keeps only the first `limit`', () => {
    const groups = ['Nepal', 'Chile', 'Japan', 'Bhutan'].map((value, i) => ({ value, count: i < 2 ? 5 : 2 }));
    expect(busiestCountries(groups, 3)).toEqual([
      { country: 'Chile', blogs: 5 },
      { country: 'Nepal', blogs: 5 },
      { country: 'Bhutan', blogs: 2 },
    ]);
  });

  it('a tie between spellings names the country by the one that sorts first', () => {
    const groups = [
      { value: 'peru', count: 1 },
      { value: 'Peru', count: 1 },
    ];
    expect(busiestCountries(groups, 8)).toEqual([{ country: 'Peru', blogs: 2 }]);
  });
});
