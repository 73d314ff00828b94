import * as z from 'zod';
import { ZAbsenceTemplate, ZRequestedInstead } from './absence';

/** At most this many people in one fast absence (FAST_ABSENCE). */
export const maxFastAbsenceUsers = 100;

/**
 * `appointment/createquick` (FAST_ABSENCE): one template for several people. `Virtual` true is the dry run: every
 * person is checked as the real creation would, nothing is written. The dialog runs the dry run first and the
 * real creation only if at least one would succeed; each person's absence is its own transaction.
 */
export const ZFastAbsence = z.strictObject({
  UserIdList: z.array(z.uuid()).min(1, { error: 'absences.error.noUsers' }).max(maxFastAbsenceUsers),
  Template: ZAbsenceTemplate,
  Virtual: z.boolean().default(false),
});
export type TFastAbsence = z.input<typeof ZFastAbsence>;

export const ZFastAbsenceLine = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  ok: z.boolean(),
  /** Created (real run only). */
  absenceId: z.uuid().nullable(),
  /** Why not, as a message key and text in the caller's language. */
  messageKey: z.string().nullable(),
  message: z.string().nullable(),
  /** Shifts of the person during the absence (a warning, not a failure). */
  shiftConflicts: z.number().int(),
  /** Asked for as approved but created (or to be created) as Requested, and why: it waits for an approver. */
  requestedInstead: ZRequestedInstead.optional(),
});
export type TFastAbsenceLine = z.infer<typeof ZFastAbsenceLine>;

/** The answer: one line per person in the order asked; `somefailed` when some but not all failed. */
export const ZFastAbsenceResult = z.object({
  virtual: z.boolean(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  lines: z.array(ZFastAbsenceLine),
});
export type TFastAbsenceResult = z.infer<typeof ZFastAbsenceResult>;
