import { describe, expect, it } from 'vitest';
import { buildLeaveCalendar, daysOfYear, type LeaveType } from './leave-calendar.model';
import type { LeaveFragment } from './leave-calendar.repository';

const leave: LeaveType = {
  id: 'leave',
  shortName: 'U',
  caption: { de: 'Urlaub', en: 'Leave' },
  backColor: '#0a0',
  itemClass: 1,
  enabled: true,
};
const fragment = (
  month: string,
  absenceId: string,
  begin: string,
  end: string,
  extra: Partial<LeaveFragment> = {},
) => ({
  unitId: 'u',
  month,
  absenceId,
  userId: 'anna',
  absenceTypeId: 'leave',
  begin,
  end,
  state: 3,
  halfDayBegin: false,
  halfDayEnd: false,
  primary: true,
  ...extra,
});

describe('the leave calendar model', () => {
  it('counts an absence once across its months, within the year, on working days only', () => {
    const model = buildLeaveCalendar(
      2031,
      [
        {
          unitId: 'u',
          name: 'Ward',
          members: [
            { userId: 'anna', displayName: 'Anna', active: true },
            { userId: 'gone', displayName: 'Gone', active: false },
          ],
          holidays: [{ date: '2031-01-01', name: 'New Year', halfDay: false }],
          fragments: [
            // Mon 29 Dec 2030 to Fri 3 Jan 2031, stored in both months; New Year is no leave day.
            fragment('2030-12', 'a', '2030-12-29', '2031-01-03'),
            fragment('2031-01', 'a', '2030-12-29', '2031-01-03'),
            // A half day on Friday 10 January, and a request that is still open on Monday 13th.
            fragment('2031-01', 'b', '2031-01-10', '2031-01-10', { halfDayBegin: true, halfDayEnd: true }),
            fragment('2031-01', 'c', '2031-01-13', '2031-01-13', { state: 1 }),
          ],
        },
      ],
      [leave],
    );
    expect(daysOfYear(2031)).toHaveLength(365);
    expect(daysOfYear(2032)).toHaveLength(366);
    const [row] = model.groups[0]?.rows ?? [];
    // The inactive member was not away: no row.
    expect(model.groups[0]?.rows.map((candidate) => candidate.displayName)).toEqual(['Anna']);
    expect([...(row?.marks.keys() ?? [])]).toEqual([
      '2031-01-01',
      '2031-01-02',
      '2031-01-03',
      '2031-01-10',
      '2031-01-13',
    ]);
    expect(row?.marks.get('2031-01-10')).toEqual([{ absenceTypeId: 'leave', half: true, tentative: false }]);
    expect(row?.marks.get('2031-01-13')?.[0]?.tentative).toBe(true);
    // Granted: Thu 2nd and Fri 3rd, half of the 10th. The 13th is asked for, not granted: apart.
    expect(row?.sums.get('leave')).toBe(2.5);
    expect(row?.total).toBe(2.5);
    expect(row?.pending).toBe(1);
    expect(model.types.map((type) => type.id)).toEqual(['leave']);
  });
});
