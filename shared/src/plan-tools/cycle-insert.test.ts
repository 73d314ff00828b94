import { describe, expect, it } from 'vitest';
import { cycleDayPlan, insertionEnd, ZCycleInsert } from './cycle-insert';

const a = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const b = '5b7e9c11-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const week = {
  period: 'weeks' as const,
  length: 1,
  slots: [
    { day: 1, shiftTemplateId: a },
    { day: 3, shiftTemplateId: b },
  ],
};
const threeDays = {
  period: 'days' as const,
  length: 3,
  slots: [
    { day: 1, shiftTemplateId: a },
    { day: 2, shiftTemplateId: b },
  ],
};

describe('the day plan of a cycle', () => {
  it('starts a weeks cycle on the Monday of the start week and ends repetitions on a Sunday', () => {
    // 2027-01-06 is a Wednesday: the cycle's third day.
    expect(cycleDayPlan(week, '2027-01-06', '2027-01-13')).toEqual([
      { date: '2027-01-06', templateId: b, cycleDay: 3 },
      { date: '2027-01-11', templateId: a, cycleDay: 1 },
      { date: '2027-01-13', templateId: b, cycleDay: 3 },
    ]);
    expect(insertionEnd(week, { start: '2027-01-06', repetitions: 2 })).toBe('2027-01-17');
  });

  it('starts a days cycle at the chosen cycle day', () => {
    expect(cycleDayPlan(threeDays, '2027-01-01', '2027-01-04', 2).map((day) => day.templateId)).toEqual([
      b,
      a,
      b,
    ]);
    expect(insertionEnd(threeDays, { start: '2027-01-01', repetitions: 1, startDay: 2 })).toBe('2027-01-02');
  });

  it('needs exactly one of an end date and repetitions', () => {
    const base = { unitId: a, cycleId: b, userIds: [a], start: '2027-01-04' };
    expect(ZCycleInsert.safeParse(base).success).toBe(false);
    expect(ZCycleInsert.safeParse({ ...base, end: '2027-01-10', repetitions: 1 }).success).toBe(false);
    expect(ZCycleInsert.safeParse({ ...base, end: '2027-01-03' }).success).toBe(false);
    expect(ZCycleInsert.safeParse({ ...base, repetitions: 3 }).success).toBe(true);
  });
});
