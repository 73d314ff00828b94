import { describe, expect, it } from 'vitest';
import { ghostCount, manningOf, shortNotes, targetMinutes } from './calendar-slots';

const early = { resourceId: 'r-1', begin: '06:00' };
const level = (weekday: number, minimum: number, resourceId: string | null = null) => ({
  weekday,
  from: null,
  to: null,
  resourceId,
  minimum,
  target: minimum,
});

describe('ghost slots', () => {
  it('without a manning level: one ghost while no entry of the template exists', () => {
    expect(ghostCount([], '2026-12-07', early, 0)).toBe(1);
    expect(ghostCount([], '2026-12-07', early, 1)).toBe(0);
  });

  it("with manning levels: what the day's levels for the template's resource ask, minus what exists", () => {
    // 2026-12-07 is a Monday (1).
    const levels = [
      level(1, 3, 'r-1'),
      level(1, 5, 'r-2'),
      level(2, 4),
      level(2, 2, 'r-1'),
      level(2, 1, 'r-1'),
    ];
    expect(ghostCount(levels, '2026-12-07', early, 1)).toBe(2);
    // Levels without a resource ask for the unit, not for a template; those of the resource add up.
    expect(ghostCount(levels, '2026-12-08', early, 0)).toBe(3);
    expect(ghostCount(levels, '2026-12-07', early, 4)).toBe(0);
    const windowed = [{ ...level(1, 2, 'r-1'), from: '12:00', to: '20:00' }];
    expect(ghostCount(windowed, '2026-12-07', early, 0)).toBe(1);
  });
});

describe('manning, notes and hours', () => {
  it('rounds manning down to steps of 25 percent', () => {
    expect(manningOf([level(1, 4)], '2026-12-07', 3)).toEqual({ required: 4, filled: 3, percent: 75 });
    expect(manningOf([], '2026-12-07', 0).percent).toBe(100);
  });

  it('shortens notes to 25 characters', () => {
    expect(shortNotes('short')).toBe('short');
    expect(shortNotes('x'.repeat(30))).toBe(`${'x'.repeat(25)}…`);
  });

  it('spreads a weekly target over 7 days and a monthly one over the days of its month', () => {
    const week = [{ validFrom: '2026-01-01', itemClass: 'Week' as const, targetHours: 35 }];
    expect(targetMinutes(week, ['2026-12-07', '2026-12-08'])).toBe(600);
    const month = [{ validFrom: '2026-01-01', itemClass: 'Month' as const, targetHours: 155 }];
    expect(targetMinutes(month, ['2026-12-01'])).toBe(300);
    expect(targetMinutes(undefined, ['2026-12-01'])).toBeNull();
  });
});
