import { describe, expect, it } from 'vitest';
import { followWrite } from './conflict-rule';

describe('an open conflict follows later writes of its field', () => {
  const open = { kept: 'Porto', lost: 'Braga', keptBy: 'phone' };

  it('moves kept to the new value, so it never claims a value the document no longer has', () => {
    expect(followWrite(open, 'Faro', 'laptop')).toEqual({ close: false, kept: 'Faro', keptBy: 'laptop' });
  });

  it('closes when the lost value is written back, as "use the other version" does on any device', () => {
    expect(followWrite(open, 'Braga', 'laptop')).toEqual({ close: true });
    expect(followWrite({ kept: ['a'], lost: ['b', 'c'] }, ['b', 'c'], null)).toEqual({ close: true });
  });
});
