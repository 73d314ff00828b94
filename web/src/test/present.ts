/** The value, or a test failure naming what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}
