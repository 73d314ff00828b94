import { describe, expect, it } from 'vitest';
import { timelineLayoutOf } from './timeline';

describe('the timeline layout of a unit', () => {
  it('reads a stored layout, also one past midnight, and nothing of another shape', () => {
    expect(timelineLayoutOf({ begin: '06:00', end: '22:00', stepMinutes: 30 })).toEqual({
      begin: '06:00',
      end: '22:00',
      stepMinutes: 30,
    });
    expect(timelineLayoutOf({ begin: '20:00', end: '08:00', stepMinutes: 60 })?.end).toBe('08:00');
    expect(timelineLayoutOf({ begin: '08:00', end: '08:00', stepMinutes: 60 })).toBeNull();
    expect(timelineLayoutOf({ begin: '08:00', end: '18:00', stepMinutes: 20 })).toBeNull();
    expect(timelineLayoutOf({ rows: [1, 2] })).toBeNull();
    expect(timelineLayoutOf(null)).toBeNull();
  });
});
