/** Sums per key as read from a file, compared with the sums the payroll document says the file must carry. */
import type { PayrollIssue } from './issues';
import { formatHundredths } from './values';

export class Totals {
  private readonly sums = new Map<string, { value: number; line: number }>();

  add(key: string, value: number, line: number): void {
    const sum = this.sums.get(key);
    if (sum) sum.value += value;
    else this.sums.set(key, { value, line });
  }

  entries(): [string, { value: number; line: number }][] {
    return [...this.sums.entries()];
  }

  get(key: string): { value: number; line: number } | undefined {
    return this.sums.get(key);
  }
}

export function sumBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null,
  valueOf: (item: T) => number,
) {
  const sums = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    sums.set(key, (sums.get(key) ?? 0) + valueOf(item));
  }
  return sums;
}

/**
 * Every key of either side must carry the same sum. A sum in the file but not in the data is named at its first
 * line; a sum missing from the file at line 0 (there is no line to point at).
 */
export function compareTotals(
  actual: Totals,
  expected: ReadonlyMap<string, number>,
  describe: (key: string) => string,
  issues: PayrollIssue[],
): void {
  for (const [key, { value, line }] of actual.entries()) {
    const wanted = expected.get(key) ?? 0;
    if (value !== wanted) {
      issues.push({
        line,
        message: `${describe(key)}: the file says ${formatHundredths(value)}, the data ${formatHundredths(wanted)}`,
      });
    }
  }
  for (const [key, wanted] of expected) {
    if (wanted !== 0 && !actual.get(key)) {
      issues.push({
        line: 0,
        message: `${describe(key)}: ${formatHundredths(wanted)} in the data, missing from the file`,
      });
    }
  }
}

/** The same numbers in another spelling (`0012345` and `12345`) are the same number. */
export function sameNumber(fileValue: string, expected: string): boolean {
  if (/^\d+$/.test(fileValue) && /^\d+$/.test(expected.trim()))
    return Number(fileValue) === Number(expected.trim());
  return fileValue === expected.trim();
}
