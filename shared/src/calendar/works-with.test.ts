import { describe, expect, it } from 'vitest';
import { worksWith } from './works-with';

const early = { unitId: 'ward', date: '2026-12-07', begin: '06:00', end: '14:00' };

describe('who works a shift together', () => {
  it('counts at least half of the shorter shift together, not a handover', () => {
    expect(worksWith(early, { ...early, begin: '10:00', end: '18:00' })).toBe(true);
    expect(worksWith(early, { ...early, begin: '13:30', end: '22:00' })).toBe(false);
    expect(worksWith(early, { ...early, begin: '22:00', end: '06:00' })).toBe(false);
  });

  it('needs the same unit and day; a shift without times lasts the day', () => {
    expect(worksWith(early, { ...early, unitId: 'kitchen' })).toBe(false);
    expect(worksWith(early, { ...early, date: '2026-12-08' })).toBe(false);
    expect(worksWith({ ...early, begin: '09:00', end: '11:00' }, { ...early, begin: null, end: null })).toBe(
      true,
    );
  });
});
