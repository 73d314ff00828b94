import { describe, expect, it } from 'vitest';
import { moveDown, moveUp, ZPriorityListSave } from './priority-list';

describe('priority list order', () => {
  it('moves a person up or down one place, never the first up or the last down', () => {
    expect(moveUp(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveUp(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(moveDown(['a', 'b', 'c'], 0)).toEqual(['b', 'a', 'c']);
    expect(moveDown(['a', 'b', 'c'], 2)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a person twice in one list', () => {
    const id = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
    expect(ZPriorityListSave.safeParse({ userIds: [id, id], version: 0 }).success).toBe(false);
    expect(ZPriorityListSave.safeParse({ userIds: [id], version: 0 }).success).toBe(true);
  });
});
