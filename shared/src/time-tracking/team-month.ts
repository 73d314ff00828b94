/**
 * Team timesheets (issue 28): a unit's month of target and actual for a planner, one row per active member with
 * the figures of their own target/actual month (`ZTrackingTotals`), what is left to do (days not confirmed,
 * bookings waiting for approval, the days' problems) and the unit's totals; the bulk confirmation of the days
 * that are over and the bulk approval of the bookings that wait. docs/time.md "Team timesheets".
 *
 * Every figure is whole minutes; `difference = actual - target` in every row and in the totals, and each total is
 * the sum of the rows (`teamTotals`).
 */
import * as z from 'zod';
import { withDateRange, ZPlainDate } from '../time/time-schemas';
import { ZDayProblem, ZTimeDisplay, ZTrackingMonth } from './tracking';

/** A unit's active members are listed whole; chosen people are at most this many. */
export const maxTeamPeople = 200;
/** The longest range one bulk confirmation covers (as TrackingAction). */
export const maxTeamConfirmDays = 62;

const minutes = z.number().int();
const count = z.number().int().nonnegative();

/** A server message: its key (`shared/src/i18n/messages.*.ts`) and its text in the caller's language. */
export const ZServerMessage = z.object({ messageKey: z.string(), message: z.string() });
export type TServerMessage = z.infer<typeof ZServerMessage>;

/** Without `unitId`: the caller's first unit they approve and are responsible for. */
export const ZTeamMonthQuery = z.object({ unitId: z.uuid().optional(), month: ZTrackingMonth });
export type TTeamMonthQuery = z.infer<typeof ZTeamMonthQuery>;

/** The figures of a row and of the totals. */
export const ZTeamFigures = z.object({
  /** The target of the days that have come (the whole month once it is over). */
  target: minutes,
  /** What counts of those days: worked (without overtime waiting or denied) plus absence credits. */
  actual: minutes,
  /** actual - target. */
  difference: minutes,
  /** Minutes worked on those days; absence credits; the whole month's target. */
  worked: minutes,
  absence: minutes,
  targetMonth: minutes,
  /** The time account at the start of the month (the balance carried) and after the days that have come. */
  opening: minutes,
  closing: minutes,
  /** Overtime minutes waiting for a decision (not in `actual`). */
  overtimeWaiting: minutes,
  /** Tracked days before today that are not confirmed. */
  unconfirmedDays: count,
  /** Bookings of the month waiting for approval (Requested). */
  awaitingApproval: count,
  /** Days with at least one problem. */
  problemDays: count,
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

export const ZTeamProblem = z.object({ date: ZPlainDate, problem: ZDayProblem });

export const ZTeamPerson = ZTeamFigures.extend({
  userId: z.uuid(),
  name: z.string(),
  /** False when none of the month's days is tracked (no working-time model, mode None, before the start). */
  tracked: z.boolean(),
  /** The caller's own row: nobody confirms or approves their own time (administrators excepted). */
  own: z.boolean(),
  /** The days' problems, by day (the target/actual page's: open booking, waiting booking, no bookings, ...). */
  problems: z.array(ZTeamProblem),
});
export type TTeamPerson = z.infer<typeof ZTeamPerson>;

const ZUnitName = z.object({ id: z.uuid(), name: z.string() });

export const ZTeamMonth = z.object({
  /** The unit shown; null when the caller approves no unit they are responsible for. */
  unit: ZUnitName.nullable(),
  /** The units the caller may choose (approves and is responsible for), in the tree's order. */
  units: z.array(ZUnitName),
  month: ZTrackingMonth,
  /** Today in the tenant's zone: days before it can be confirmed. */
  today: ZPlainDate,
  display: ZTimeDisplay,
  people: z.array(ZTeamPerson),
  /** The sums of the rows. */
  totals: ZTeamFigures,
});
export type TTeamMonth = z.infer<typeof ZTeamMonth>;

/** A unit, and optionally some of its active members (without: all of them). */
const teamPeople = {
  unitId: z.uuid(),
  userIds: z.array(z.uuid()).min(1).max(maxTeamPeople).optional(),
};

/** Confirm the days from..to (at most 62) that are over: up to yesterday in the tenant's zone. */
export const ZTeamConfirm = withDateRange(
  z.strictObject({ ...teamPeople, from: ZPlainDate, to: ZPlainDate }),
  { maxDays: maxTeamConfirmDays, reversed: 'date.invalid', tooLong: 'time.booking.rangeTooLong' },
);
export type TTeamConfirm = z.input<typeof ZTeamConfirm>;

const ZPersonRef = { userId: z.uuid(), name: z.string() };

export const ZTeamConfirmResult = z.object({
  /** Days confirmed in all. */
  confirmed: count,
  /** Each person handled, with the days confirmed for them (0 when nothing was left to confirm). */
  people: z.array(z.object({ ...ZPersonRef, confirmed: count })),
  /** Days left open for a problem that needs a look first (a booking without clock-out, waiting ones). */
  refused: z.array(
    z.object({ ...ZPersonRef, date: ZPlainDate, problem: ZDayProblem, ...ZServerMessage.shape }),
  ),
  /** The part of the range that is not over yet (today and later): never confirmed. */
  notOver: z.object({ from: ZPlainDate, to: ZPlainDate, ...ZServerMessage.shape }).nullable(),
  /** The caller's own days, left alone. */
  skipped: z.array(z.object({ ...ZPersonRef, reason: z.enum(['ownDecision']), ...ZServerMessage.shape })),
  /** What happened, in a sentence. */
  summary: ZServerMessage,
});
export type TTeamConfirmResult = z.infer<typeof ZTeamConfirmResult>;

/** Approve the month's bookings that wait for approval (Requested) of a unit's members, or some of them. */
export const ZTeamApprove = z.strictObject({ ...teamPeople, month: ZTrackingMonth });
export type TTeamApprove = z.infer<typeof ZTeamApprove>;

export const teamApprovalRefusals = ['ownDecision', 'open', 'changed', 'state'] as const;

export const ZTeamApproveResult = z.object({
  approved: count,
  people: z.array(z.object({ ...ZPersonRef, approved: count })),
  /** Bookings that stay waiting, by person and day, with the reason. */
  refused: z.array(
    z.object({
      ...ZPersonRef,
      date: ZPlainDate,
      bookingId: z.uuid(),
      reason: z.enum(teamApprovalRefusals),
      ...ZServerMessage.shape,
    }),
  ),
  summary: ZServerMessage,
});
export type TTeamApproveResult = z.infer<typeof ZTeamApproveResult>;

const figureKeys = [
  'target',
  'actual',
  'difference',
  'worked',
  'absence',
  'targetMonth',
  'opening',
  'closing',
  'overtimeWaiting',
  'unconfirmedDays',
  'awaitingApproval',
  'problemDays',
] as const satisfies readonly (keyof TTeamFigures)[];

/** The unit's totals: each figure the sum of the rows' (so `difference = actual - target` holds as in each row). */
export function teamTotals(rows: readonly TTeamFigures[]): TTeamFigures {
  const totals = Object.fromEntries(figureKeys.map((key) => [key, 0])) as TTeamFigures;
  for (const row of rows) for (const key of figureKeys) totals[key] += row[key];
  return totals;
}
