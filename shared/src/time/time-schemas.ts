import * as z from 'zod';
// Only function declarations are used from tenant-time (which re-exports these schemas): they exist before
// either module body runs, whichever of the two is loaded first.
import { daysBetween, isLocalTime, isMonth, isPlainDate, isSupportedDate } from './tenant-time';
import { firstSupportedDate, lastSupportedDate } from './date-bounds';

// Every check aborts: an object's own refinements (a range, times in order) then never see a value that already
// failed, so they never run date arithmetic on '2026-02-30' or 'xxxx' (which would throw and answer 500).

/**
 * A real calendar day `YYYY-MM-DD` (no 30 February) from 1900-01-01 to 2199-12-31. Message keys `date.invalid`
 * (not a day) and `date.outOfRange` (a day outside the bounds). The pattern shows clients (and the harness) the
 * shape; the bounds are in the description.
 */
export const ZPlainDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date.invalid', abort: true })
  .refine(isPlainDate, { message: 'date.invalid', abort: true })
  .refine(isSupportedDate, { message: 'date.outOfRange', abort: true })
  .describe(`A day YYYY-MM-DD from ${firstSupportedDate} to ${lastSupportedDate}`);

/**
 * A month `YYYY-MM` from 1900-01 to 2199-12. Message keys `date.invalid` and `date.outOfRange`.
 */
export const ZPlainMonth = z
  .string()
  .regex(/^\d{4}-\d{2}$/, { message: 'date.invalid', abort: true })
  .refine(isMonth, { message: 'date.invalid', abort: true })
  .refine((month) => isSupportedDate(`${month}-01`), { message: 'date.outOfRange', abort: true })
  .describe(`A month YYYY-MM from ${firstSupportedDate.slice(0, 7)} to ${lastSupportedDate.slice(0, 7)}`);

/**
 * An instant (ISO 8601 date-time, `Z` or an offset) whose day lies from 1900-01-01 to 2199-12-31. For instants a
 * client sends (a terminal's stamp, a notification's time); message keys `date.invalid` and `date.outOfRange`.
 */
export function ZInstant(options: { offset?: boolean } = {}) {
  return z.iso
    .datetime({ offset: options.offset ?? false, message: 'date.invalid', abort: true })
    .refine(
      (value) => {
        const time = Date.parse(value);
        return (
          time >= Date.parse(`${firstSupportedDate}T00:00:00Z`) && time < Date.parse('2200-01-01T00:00:00Z')
        );
      },
      { message: 'date.outOfRange', abort: true },
    )
    .describe(`An ISO 8601 instant from ${firstSupportedDate} to ${lastSupportedDate}`);
}

/**
 * A wall-clock time `HH:mm` from 00:00 to 23:59. No '24:00': an interval that ends at midnight ends at '00:00'
 * (an end not after the start is on the next day), so each instant has one spelling. Message key `time.invalid`.
 */
export const ZLocalTime = z.string().refine(isLocalTime, { message: 'time.invalid', abort: true });

/** How a contract bounds a range of days. */
export interface DateRangeRule {
  /** The longest range in days, both ends counted (one day is 1). */
  maxDays: number;
  /** The fields of the range's first and last day; `from` and `to` unless named. */
  from?: string;
  to?: string;
  /** Message key of an end before the start (at the last day's field); `range.endBeforeStart` unless named. */
  reversed?: string;
  /**
   * Message key of a range over `maxDays` (at the last day's field); `range.tooLong` unless named. Its text may
   * name the maximum as `{{max}}` or `{{days}}`.
   */
  tooLong?: string;
}

/** The sentence a range's contract carries in its description (and thus in OpenAPI). */
export function dateRangeDescription(rule: DateRangeRule): string {
  const from = rule.from ?? 'from';
  const to = rule.to ?? 'to';
  return `\`${from}\`..\`${to}\`: at most ${rule.maxDays} days, both counted; \`${to}\` not before \`${from}\`.`;
}

/**
 * The range check of an object with a first and a last day: the last not before the first, at most `maxDays`
 * days. Runs only on two real days (an absent or failed field is its own issue, never date arithmetic here).
 */
export function dateRangeCheck(rule: DateRangeRule) {
  const fromKey = rule.from ?? 'from';
  const toKey = rule.to ?? 'to';
  return (value: object, context: z.RefinementCtx): void => {
    const from: unknown = (value as Record<string, unknown>)[fromKey];
    const to: unknown = (value as Record<string, unknown>)[toKey];
    if (typeof from !== 'string' || typeof to !== 'string' || !isSupportedDate(from) || !isSupportedDate(to))
      return;
    const days = daysBetween(from, to) + 1;
    if (days < 1)
      context.addIssue({
        code: 'custom',
        path: [toKey],
        message: rule.reversed ?? 'range.endBeforeStart',
        input: to,
      });
    else if (days > rule.maxDays)
      context.addIssue({
        code: 'custom',
        path: [toKey],
        message: rule.tooLong ?? 'range.tooLong',
        params: { max: rule.maxDays, days: rule.maxDays },
        input: to,
      });
  };
}

/**
 * `schema` (an object with a first and a last day) with its range bounded by `rule`: the check of
 * `dateRangeCheck`, and the rule in the descriptions of the object and of its last day's field (a query's fields
 * are OpenAPI's parameters, where the object's description is not shown), so that OpenAPI states the maximum.
 */
export function withDateRange<S extends z.ZodObject>(schema: S, rule: DateRangeRule): S {
  const text = dateRangeDescription(rule);
  const toKey = rule.to ?? 'to';
  const last = schema.shape[toKey] as z.ZodType | undefined;
  // An optional day keeps its own description inside: the two are joined.
  const own = last instanceof z.ZodOptional ? (last.unwrap() as z.ZodType).description : last?.description;
  const described = last ? schema.extend({ [toKey]: last.describe(own ? `${own}. ${text}` : text) }) : schema;
  return described
    .superRefine(dateRangeCheck(rule))
    .describe(schema.description ? `${schema.description} ${text}` : text) as unknown as S;
}

/**
 * A range of days `{ from, to }` (both `ZPlainDate`, both included) of at most `maxDays` days, for requests
 * whose range is all they carry.
 */
export function ZDateRange(rule: Pick<DateRangeRule, 'maxDays' | 'reversed' | 'tooLong'>) {
  return withDateRange(z.strictObject({ from: ZPlainDate, to: ZPlainDate }), rule);
}
