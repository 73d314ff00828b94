/**
 * Year tables (issue 14): a person's leave and time account of one calendar year, their special entries and the
 * initial tracking data. Stored shapes and keys: docs/data-model.md section 10 (`YEAR`, `SPECIAL`, `TRACKINIT`);
 * the rules (carry-over, expiry, closing) in docs/time.md "Year tables".
 *
 * Leave is counted in days (halves allowed), the time account in whole minutes.
 */
import * as z from 'zod';
import { ZPlainDate } from '../time/time-schemas';

/** A year a table may exist for (the spec: "New user year 2000 to 2100"). */
export const minYear = 2000;
export const maxYear = 2100;
export const ZYear = z.number().int().min(minYear).max(maxYear);

/** A year table's public id names its key: `<userId>.<year>`. */
export const ZYearTableId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\d{4}$/i, 'year table id');
export const yearTableIdOf = (userId: string, year: number): string => `${userId}.${String(year)}`;
export function parseYearTableId(id: string): { userId: string; year: number } {
  const dot = id.lastIndexOf('.');
  return { userId: id.slice(0, dot), year: Number(id.slice(dot + 1)) };
}

/** Days of leave: whole or half days. */
export const ZLeaveDays = z.number().min(-366).max(366).multipleOf(0.5);
/** Minutes of a time account (about ±190 years is plenty). */
export const ZAccountMinutes = z.number().int().min(-99_999_999).max(99_999_999);

/** One month's totals as the month summaries had them when the year was calculated. */
export const ZYearMonthTotal = z.object({
  month: z.number().int().min(1).max(12),
  targetMinutes: z.number().int(),
  actualMinutes: z.number().int(),
  differenceMinutes: z.number().int(),
  leaveDays: z.number(),
});
export type TYearMonthTotal = z.infer<typeof ZYearMonthTotal>;

export const ZLeaveAccount = z.object({
  /** Days of leave the person is entitled to in this year (edited). */
  entitlementDays: ZLeaveDays,
  /** The previous year's remaining as calculated (or the initial data's opening leave days). */
  carryOverDays: ZLeaveDays,
  /** An override of the carry-over (edited); null: the calculated one counts. */
  carryOverOverrideDays: ZLeaveDays.nullable(),
  /** After this day unused carry-over lapses (null: never). */
  carryOverExpiresOn: ZPlainDate.nullable(),
  /** Carry-over that lapsed at the expiry because the leave taken until then did not use it. */
  lapsedDays: z.number(),
  /** Approved leave (absence types of class vacation) in working days. */
  takenDays: z.number(),
  /** Requested leave (not answered yet) in working days. */
  plannedDays: z.number(),
  /** Sum of the leave special entries (+ grants, − deductions). */
  specialDays: z.number(),
  /** entitlement + carry-over (override first) − lapsed + special − taken. Planned leave is not deducted. */
  remainingDays: z.number(),
});
export type TLeaveAccount = z.infer<typeof ZLeaveAccount>;

export const ZTimeAccount = z.object({
  /** The balance on 1 January: the previous year's closing, or the initial data's opening minutes (edited). */
  openingMinutes: ZAccountMinutes,
  /** The sum of the months' differences. */
  overtimeMinutes: z.number().int(),
  /** Minutes paid out, as edited in the table. */
  payoutMinutes: ZAccountMinutes,
  /** Sum of the time special entries (corrections, + or −). */
  specialMinutes: z.number().int(),
  /** Sum of the payout special entries (paid out, deducted). */
  specialPayoutMinutes: z.number().int(),
  /** opening + overtime + special − payouts − special payouts. */
  closingMinutes: z.number().int(),
});
export type TTimeAccount = z.infer<typeof ZTimeAccount>;

export const ZYearTable = z.object({
  id: ZYearTableId,
  userId: z.uuid(),
  year: ZYear,
  leave: ZLeaveAccount,
  timeAccount: ZTimeAccount,
  /** 12 entries, January first. */
  months: z.array(ZYearMonthTotal),
  /** A closed year refuses edits and recalculation (its closing is the next year's opening). */
  closed: z.boolean(),
  calculatedAt: z.iso.datetime().nullable(),
  version: z.number().int(),
});
export type TYearTable = z.infer<typeof ZYearTable>;

/** What the year table dialog edits (`POST /User/YearTable`). */
export const ZYearTableSave = z.strictObject({
  id: ZYearTableId,
  entitlementDays: ZLeaveDays.min(0),
  carryOverOverrideDays: ZLeaveDays.nullable(),
  carryOverExpiresOn: ZPlainDate.nullable(),
  openingMinutes: ZAccountMinutes,
  payoutMinutes: ZAccountMinutes.min(0),
  version: z.number().int(),
});
export type TYearTableSave = z.infer<typeof ZYearTableSave>;

/** Special entries of one year at most: a year is deleted with its entries in one transaction. */
export const maxSpecialEntries = 90;

/** Accounts a special entry books on: leave in days, time and payout in minutes. */
export const specialAccounts = ['leave', 'time', 'payout'] as const;
export const ZSpecialAccount = z.enum(specialAccounts);
export type TSpecialAccount = z.infer<typeof ZSpecialAccount>;

export const ZSpecialEntry = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  year: ZYear,
  account: ZSpecialAccount,
  date: ZPlainDate,
  /** Days (leave) or minutes (time, payout). */
  value: z.number(),
  note: z.string().max(500),
  version: z.number().int(),
});
export type TSpecialEntry = z.infer<typeof ZSpecialEntry>;

export const ZSpecialEntryInput = z
  .strictObject({
    account: ZSpecialAccount,
    date: ZPlainDate,
    value: z.number().min(-99_999_999).max(99_999_999),
    note: z.string().trim().max(500),
  })
  .refine((input) => input.account !== 'leave' || Number.isInteger(input.value * 2), {
    path: ['value'],
    message: 'leave in whole or half days',
  })
  .refine((input) => input.account === 'leave' || Number.isInteger(input.value), {
    path: ['value'],
    message: 'whole minutes',
  });
export type TSpecialEntryInput = z.infer<typeof ZSpecialEntryInput>;

/** Initial tracking data (`/Time/EditUserInitTrackingData`): where a person's accounts begin. */
export const ZTrackingInit = z.object({
  userId: z.uuid(),
  startDate: ZPlainDate,
  openingMinutes: ZAccountMinutes,
  openingLeaveDays: ZLeaveDays,
  version: z.number().int(),
});
export type TTrackingInit = z.infer<typeof ZTrackingInit>;

export const ZTrackingInitSave = z.strictObject({
  startDate: ZPlainDate,
  openingMinutes: ZAccountMinutes,
  openingLeaveDays: ZLeaveDays,
  /** null when there is none yet. */
  version: z.number().int().nullable(),
});
export type TTrackingInitSave = z.infer<typeof ZTrackingInitSave>;

/** The vacation account of the current year (`GET /api/vacationaccounts/UserAccount/{id}`). */
export const ZVacationAccount = z.object({
  userId: z.uuid(),
  year: ZYear,
  /** false: no year table yet; the figures are then what a recalculation would give. */
  stored: z.boolean(),
  entitlementDays: z.number(),
  carryOverDays: z.number(),
  takenDays: z.number(),
  plannedDays: z.number(),
  remainingDays: z.number(),
  /**
   * The time account now (the open year's closing: the same figure as Soll/Ist's balance at the end of this
   * month and the year account's); null for a person whose year has no tracked time.
   */
  timeAccountMinutes: z.number().nullable(),
});
export type TVacationAccount = z.infer<typeof ZVacationAccount>;

/** Maintenance commands (`MaintenanceCommand?command=`): 0 open, 1 close, 2 recalculate, 3 delete, 4 check. */
export const maintenanceCommands = { open: 0, close: 1, recalculate: 2, delete: 3, check: 4 } as const;
export const ZMaintenanceCommand = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type TMaintenanceCommand = z.infer<typeof ZMaintenanceCommand>;
