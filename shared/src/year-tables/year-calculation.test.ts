import { describe, expect, it } from 'vitest';
import { absenceStates } from '../absences/absence';
import { calculateYear, type LeaveAbsence, type YearBase, type YearInputs } from './year-calculation';

const base = (changes: Partial<YearBase['leave']> = {}): YearBase => ({
  userId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
  year: 2026,
  closed: false,
  leave: {
    entitlementDays: 30,
    carryOverDays: 0,
    carryOverOverrideDays: null,
    carryOverExpiresOn: null,
    ...changes,
  },
  timeAccount: { openingMinutes: 120, payoutMinutes: 60 },
});
const leave = (begin: string, end: string, state: number = absenceStates.approved): LeaveAbsence => ({
  begin,
  end,
  beginState: 'full',
  endState: 'full',
  eventClass: 1,
  state,
});
const inputs = (changes: Partial<YearInputs> = {}): YearInputs => ({
  today: '2026-11-23',
  summaries: [],
  absences: [],
  holidays: [],
  specials: [],
  trackingStart: null,
  ...changes,
});

describe('calculateYear', () => {
  it('leaves 8 of 30 days after 22 working days taken; requested leave is planned, not deducted', () => {
    // 2 to 27 March 2026: four weeks Mon-Fri = 20 days, 1 to 2 June: 2 more.
    const result = calculateYear(
      base(),
      inputs({
        absences: [
          leave('2026-03-02', '2026-03-27'),
          leave('2026-06-01', '2026-06-02'),
          leave('2026-08-03', '2026-08-07', absenceStates.requested),
          { ...leave('2026-09-01', '2026-09-01'), eventClass: 2 },
        ],
      }),
    );
    expect(result.leave.takenDays).toBe(22);
    expect(result.leave.plannedDays).toBe(5);
    expect(result.leave.remainingDays).toBe(8);
    expect(result.months[2]?.leaveDays).toBe(20);
  });

  it('lets unused carry-over lapse after its expiry date, not before', () => {
    const withCarry = base({ carryOverDays: 5, carryOverExpiresOn: '2026-03-31' });
    const absences = [leave('2026-03-02', '2026-03-03'), leave('2026-05-04', '2026-05-08')];
    const after = calculateYear(withCarry, inputs({ absences }));
    expect(after.leave.lapsedDays).toBe(3);
    expect(after.leave.remainingDays).toBe(30 + 5 - 3 - 7);
    const before = calculateYear(withCarry, inputs({ absences, today: '2026-03-15' }));
    expect(before.leave.lapsedDays).toBe(0);
    expect(before.leave.remainingDays).toBe(30 + 5 - 7);
  });

  it('sums the months differences into overtime and closes the time account with specials and payouts', () => {
    const summary = (month: string, difference: number) => ({
      month,
      target: 9600,
      actual: 9000 + difference,
      absence: 600,
      difference,
    });
    const result = calculateYear(
      base(),
      inputs({
        summaries: [summary('2026-01', 90), summary('2026-02', -30), summary('2026-05', 240)],
        specials: [
          { account: 'time', value: 15 },
          { account: 'payout', value: 100 },
          { account: 'leave', value: 1.5 },
        ],
      }),
    );
    expect(result.timeAccount.overtimeMinutes).toBe(300);
    expect(result.timeAccount.closingMinutes).toBe(120 + 300 + 15 - 60 - 100);
    expect(result.leave.remainingDays).toBe(31.5);
    expect(result.months[1]?.differenceMinutes).toBe(-30);
  });

  it('ignores months before the tracking start', () => {
    const result = calculateYear(
      base(),
      inputs({
        trackingStart: '2026-03-10',
        summaries: [
          { month: '2026-02', target: 1, actual: 1, absence: 0, difference: 500 },
          { month: '2026-03', target: 1, actual: 1, absence: 0, difference: 50 },
        ],
      }),
    );
    expect(result.timeAccount.overtimeMinutes).toBe(50);
  });
});
