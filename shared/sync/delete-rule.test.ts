import { describe, expect, it } from 'vitest';
import { unseenEdit } from './delete-rule';

describe('what a delete had not seen', () => {
  const stamps = {
    taskText: { rev: 3, by: 'laptop', at: 30, seq: 4 },
    important: { rev: 2, by: 'phone', at: 20, seq: 7 },
    completed: { rev: 1, by: 'phone', at: 10, seq: 6 },
  };

  it('nothing, when the delete was made on the current revision or one past every edit', () => {
    expect(unseenEdit(stamps, { baseRev: 3, by: 'phone', seq: 9 })).toBeNull();
    expect(unseenEdit(stamps, { baseRev: 5, by: 'web' })).toBeNull();
  });

  it("another writer's edit after the delete's base", () => {
    expect(unseenEdit(stamps, { baseRev: 2, by: 'phone', seq: 9 })).toEqual({
      field: 'taskText',
      stamp: stamps.taskText,
    });
  });

  it("counts the deleting device's own earlier writes as seen, and names the last unseen edit", () => {
    expect(unseenEdit(stamps, { baseRev: 1, by: 'phone', seq: 9 })?.field).toBe('taskText');
    const own = { important: stamps.important, completed: stamps.completed };
    expect(unseenEdit(own, { baseRev: 0, by: 'phone', seq: 9 })).toBeNull();
    // A write of the same device with a later seq was sent after the delete: not seen.
    expect(unseenEdit(own, { baseRev: 0, by: 'phone', seq: 6 })?.field).toBe('important');
  });

  it('the website and writers not known never count as the deleting device', () => {
    const old = { taskText: { rev: 2, by: null, at: 0 } };
    expect(unseenEdit(old, { baseRev: 1, by: 'phone', seq: 3 })?.field).toBe('taskText');
    const web = { taskText: { rev: 2, by: 'web', at: 0 } };
    expect(unseenEdit(web, { baseRev: 1, by: 'web' })?.field).toBe('taskText');
  });
});
