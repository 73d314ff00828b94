import { describe, expect, it } from 'vitest';
import type { TAbsence } from '../absences/absence';
import { leaveDaysOf, workingDaysIn } from './leave-days';

const christmas = [
  { date: '2026-12-24', halfDay: true },
  { date: '2026-12-25', halfDay: false },
  { date: '2026-12-26', halfDay: false },
  { date: '2026-12-31', halfDay: true },
  { date: '2027-01-01', halfDay: false },
];
type DayState = TAbsence['beginState'];
const span = (begin: string, end: string, beginState: DayState = 'full', endState: DayState = 'full') => ({
  begin,
  end,
  beginState,
  endState,
});

describe('leave days in working days', () => {
  it('counts Monday to Friday without holidays, half holidays half, split at the turn of the year', () => {
    // 21.-23.12. (3) + 24.12. half + 28.-30.12. (3) + 31.12. half; 1.1. is a holiday, 4.-8.1. (5).
    expect(workingDaysIn(span('2026-12-21', '2027-01-08'), 2026, christmas)).toBe(7);
    expect(workingDaysIn(span('2026-12-21', '2027-01-08'), 2027, christmas)).toBe(5);
  });

  it('counts a half first or last day half, and a one-day half absence once', () => {
    const corpusChristi = [{ date: '2026-06-04', halfDay: false }];
    expect(workingDaysIn(span('2026-06-01', '2026-06-05', 'half'), 2026, corpusChristi)).toBe(3.5);
    expect(workingDaysIn(span('2026-06-01', '2026-06-05', 'full', 'half'), 2026, [])).toBe(4.5);
    expect(workingDaysIn(span('2026-06-01', '2026-06-01', 'half', 'half'), 2026, [])).toBe(0.5);
    expect(workingDaysIn(span('2026-06-06', '2026-06-07'), 2026, [])).toBe(0);
  });

  it('sums leave by state and leaves out other classes, denied and cancelled requests', () => {
    const absence = (over: Partial<TAbsence>): TAbsence => ({
      id: '00000000-0000-4000-8000-000000000001',
      userId: '00000000-0000-4000-8000-000000000002',
      absenceTypeId: '00000000-0000-4000-8000-000000000003',
      eventClass: 1,
      ...span('2026-06-01', '2026-06-05'),
      beginTime: null,
      endTime: null,
      state: 3,
      notes: '',
      substituteIds: [],
      substitutes: [],
      approvals: [],
      awaitingStage: null,
      createdBy: '00000000-0000-4000-8000-000000000002',
      createdAt: '2026-05-01T08:00:00.000Z',
      version: 1,
      ...over,
    });
    expect(
      leaveDaysOf(
        [
          absence({}),
          absence({ state: 1, ...span('2026-06-08', '2026-06-09') }),
          absence({ state: 2, ...span('2026-06-10', '2026-06-10') }),
          absence({ state: 4 }),
          absence({ state: 5 }),
          absence({ eventClass: 2 }),
          absence({ state: 3, ...span('2027-06-01', '2027-06-04') }),
        ],
        2026,
        [],
      ),
    ).toEqual({ approved: 5, requested: 2, planned: 1 });
  });
});
