import { describe, expect, it } from 'vitest';
import { ZAbsenceCalculationSave } from './absence-calculation';
import { newWorkingTimePeriod, periodOn, ZWorkingTimeSave } from './working-time';

const model = (period: Partial<ReturnType<typeof newWorkingTimePeriod>>) => ({
  periods: [{ ...newWorkingTimePeriod('2026-01-01'), ...period }],
  allowShiftInteraction: true,
  allowShiftInteractionRequest: false,
  createShift: false,
  requestedMode: 'Default',
  version: 0,
});

describe('working-time model bounds', () => {
  it('takes 0 to 80 hours a week in quarter hours and 0 to 7 working days', () => {
    expect(ZWorkingTimeSave.safeParse(model({ targetHours: 38.5 })).success).toBe(true);
    expect(ZWorkingTimeSave.safeParse(model({ targetHours: 80 })).success).toBe(true);
    expect(ZWorkingTimeSave.safeParse(model({ targetHours: 80.25 })).success).toBe(false);
    expect(ZWorkingTimeSave.safeParse(model({ targetHours: 38.1 })).success).toBe(false);
    expect(ZWorkingTimeSave.safeParse(model({ targetHours: -1 })).success).toBe(false);
    expect(ZWorkingTimeSave.safeParse(model({ workingDays: 8 })).success).toBe(false);
    expect(
      ZWorkingTimeSave.safeParse(model({ itemClass: 'Month', targetHours: 160, workingDays: 21 })).success,
    ).toBe(true);
  });

  it('finds the period in force on a day', () => {
    const periods = [
      newWorkingTimePeriod('2026-07-01'),
      { ...newWorkingTimePeriod('2026-01-01'), targetHours: 20 },
    ];
    expect(periodOn(periods, '2025-12-31')).toBeNull();
    expect(periodOn(periods, '2026-03-01')?.targetHours).toBe(20);
    expect(periodOn(periods, '2026-07-01')?.targetHours).toBe(40);
  });
});

describe('absence calculation overrides', () => {
  const type = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
  const save = (mode: number, value: number | null) =>
    ZAbsenceCalculationSave.safeParse({ overrides: [{ absenceTypeId: type, mode, value }], version: 0 })
      .success;
  it('needs a fixed value of 0 to 24 hours in quarter steps for mode 99', () => {
    expect(save(99, 7.75)).toBe(true);
    expect(save(99, null)).toBe(false);
    expect(save(99, 24.25)).toBe(false);
    expect(save(99, 7.3)).toBe(false);
    expect(save(2, null)).toBe(true);
    expect(save(4, null)).toBe(false);
  });
});
