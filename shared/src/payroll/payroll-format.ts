/**
 * Number and date formatting shared by the three writers (payroll.md section 1): decimal comma (or the Sage
 * template's), no thousands separator, two decimals, the minus in front. Values arrive as integer hundredths, so
 * formatting is exact string work, never floating point.
 */

/** 13050 -> `130,50`; -350 -> `-3,50`; 5 -> `0,05`. */
export function formatHundredths(value: number, decimalSeparator: ',' | '.' = ','): string {
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(value));
  const whole = Math.floor(absolute / 100);
  const cents = absolute % 100;
  return `${sign}${whole}${decimalSeparator}${String(cents).padStart(2, '0')}`;
}

/**
 * Sage's share of a day (payroll.md 4.1: `1` a whole day, `0.5` half): 100 -> `1`, 50 -> `0,5`. Trailing zeros
 * dropped, as the example's `1`.
 */
export function formatShare(hundredths: number, decimalSeparator: ',' | '.' = ','): string {
  const text = formatHundredths(hundredths, decimalSeparator);
  const [whole = '', fraction = ''] = text.split(decimalSeparator);
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? whole : `${whole}${decimalSeparator}${trimmed}`;
}

/** Hours in minutes -> hundredths of hours, rounded half away from zero ONCE (sum the minutes first). */
export function minutesToHundredths(minutes: number): number {
  const sign = minutes < 0 ? -1 : 1;
  return sign * Math.round((Math.abs(minutes) * 100) / 60);
}

export type PayrollDateFormat = 'DD.MM.YYYY' | 'YYYY-MM-DD' | 'DDMMYYYY';

/** `2026-05-04` in one of the supported formats (LODAS always `DD.MM.YYYY`, its `Datumsformat=TT.MM.JJJJ`). */
export function formatDate(isoDate: string, format: PayrollDateFormat = 'DD.MM.YYYY'): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  if (format === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  if (format === 'DDMMYYYY') return `${day}${month}${year}`;
  return `${day}.${month}.${year}`;
}

/** `2026-05` -> { year: '2026', month: '05' }. */
export function monthParts(month: string): { year: string; month: string } {
  const [year = '', monthOfYear = ''] = month.split('-');
  return { year, month: monthOfYear };
}

/** `2026-05` -> `202605` (file names). */
export function compactMonth(month: string): string {
  return month.replace('-', '');
}

/** Lines joined with CRLF after every line, the last one included (payroll.md section 1). */
export function crlfLines(lines: readonly string[]): string {
  return lines.map((line) => `${line}\r\n`).join('');
}
