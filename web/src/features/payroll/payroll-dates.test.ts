import { describe, expect, it } from 'vitest';
import { defaultCalculationDate, monthOf, wholeMonth } from './payroll-dates';

describe('the export dialog dates', () => {
  it('defaults to the last day of the previous month, across a year and in a leap year', () => {
    expect(defaultCalculationDate('2026-11-23')).toBe('2026-10-31');
    expect(defaultCalculationDate('2027-01-01')).toBe('2026-12-31');
    expect(defaultCalculationDate('2028-03-31')).toBe('2028-02-29');
  });

  it('gives the whole payroll month of a calculation date, in DATEV notation', () => {
    expect(wholeMonth('2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf('2026-02-10')).toBe('02/2026');
  });
});
