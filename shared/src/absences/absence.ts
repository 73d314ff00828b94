import * as z from 'zod';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { withDateRange, type DateRangeRule } from '../time/time-schemas';
import { ZAbsenceTypeId } from '../absence-types/absence-type';
import { repeatIssues, ZAbsenceRepeat, ZAbsenceSeriesId, ZAbsenceSeriesSummary } from './absence-repeat';

export const ZAbsenceId = z.uuid();

/** The spec's event states of an absence (appointment): None 0, Requested 1, Planned 2, Approved 3, Denied 4, Canceled 5. */
export const absenceStates = {
  none: 0,
  requested: 1,
  planned: 2,
  approved: 3,
  denied: 4,
  canceled: 5,
} as const;
export const absenceStateValues = [0, 1, 2, 3, 4, 5] as const;
export const ZAbsenceState = z.literal(absenceStateValues);
export type TAbsenceState = (typeof absenceStateValues)[number];

/** The target states of the state-change call (`UpdateApproval {appointmentId, state, reason}`). */
export const absenceTargets = ['Request', 'Approve', 'Deny', 'Cancel'] as const;
export const ZAbsenceTarget = z.enum(absenceTargets);
export type TAbsenceTarget = z.infer<typeof ZAbsenceTarget>;

/** BeginState / EndState: a whole day or half a day (spec: values not shown). */
export const ZDayState = z.enum(['full', 'half']);
export type TDayState = z.infer<typeof ZDayState>;

/** An absence lasts at most 385 days (a year and a bridge): its fragments stay within one transaction. */
export const maxAbsenceDays = 385;
export const maxNotesLength = 4000;
/** Substitutes named on one absence. */
export const maxSubstitutes = 5;

export const ZApproval = z.object({
  stage: z.number().int(),
  by: z.uuid(),
  at: z.iso.datetime(),
  state: ZAbsenceState,
  reason: z.string().nullable(),
  /** Approved at once by an APPROVE rule's `autoApproveUpToDays` (issue 13): the rule, for the record. */
  rule: z.object({ id: z.uuid(), name: z.string() }).optional(),
});
export type TApproval = z.infer<typeof ZApproval>;

/** ApprovalTargets: a state change is the absence's own decision or a substitute's answer. */
export const approvalTargets = ['Appointment', 'Substitute'] as const;
export const ZApprovalTarget = z.enum(approvalTargets);

/**
 * A named substitute (spec: EntryId, SubstituteId, UserDisplayName) and their answer: 1 asked (waiting),
 * 3 agreed, 4 declined (with a reason).
 */
export const ZSubstitute = z.object({
  EntryId: ZAbsenceId,
  SubstituteId: z.uuid(),
  UserDisplayName: z.string(),
  state: z.literal([1, 3, 4]),
  reason: z.string().nullable(),
  at: z.iso.datetime().nullable(),
});
export type TSubstitute = z.infer<typeof ZSubstitute>;

/** An absence as the API answers it (spec: Id, EntryUserId, eventId, eventClass, Begin, End, State, Notes, ...). */
export const ZAbsence = z.object({
  id: ZAbsenceId,
  userId: z.uuid(),
  absenceTypeId: ZAbsenceTypeId,
  /** The event class of the absence type when written (class 10 carries times). */
  eventClass: z.number().int(),
  begin: ZPlainDate,
  end: ZPlainDate,
  beginState: ZDayState,
  endState: ZDayState,
  /** Class 10 only: local times on the first and the last day. */
  beginTime: ZLocalTime.nullable(),
  endTime: ZLocalTime.nullable(),
  state: ZAbsenceState,
  notes: z.string(),
  substituteIds: z.array(z.uuid()),
  /** The substitutes with their answers (the SUBSTITUTE children), in the order named. */
  substitutes: z.array(ZSubstitute),
  approvals: z.array(ZApproval),
  /**
   * While requested: the approval stage whose decision is awaited (1, or 2 once the first stage approved where
   * the unit's routing has a second stage); null otherwise.
   */
  awaitingStage: z.literal([1, 2]).nullable(),
  createdBy: z.uuid(),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
  /**
   * Need to know (docs/absences.md, "Who sees what"): `true` when the caller sees only that the person is away,
   * not why: the type is `redactedAbsenceTypeId` (shown as "Absent"), the class 0, the notes empty, no approvals
   * and no substitute's reasons. Only the person, an approver responsible for them and administrators see all.
   */
  redacted: z.literal(true).optional(),
  /**
   * An occurrence of a series (docs/absences.md, "Serial absences"): the series and the day of its pattern this
   * occurrence stands for (it keeps that day when its own days are edited). Absent on single absences.
   */
  seriesId: ZAbsenceSeriesId.optional(),
  seriesDate: ZPlainDate.optional(),
});
export type TAbsence = z.infer<typeof ZAbsence>;

/** The neutral "absent" marker that stands in for the type of a redacted absence (no type has this id). */
export const redactedAbsenceTypeId = '00000000-0000-0000-0000-000000000000';

export const absenceFields = {
  absenceTypeId: ZAbsenceTypeId,
  begin: ZPlainDate,
  end: ZPlainDate,
  beginState: ZDayState.default('full'),
  endState: ZDayState.default('full'),
  beginTime: ZLocalTime.nullable().default(null),
  endTime: ZLocalTime.nullable().default(null),
  notes: z.string().trim().max(maxNotesLength).default(''),
  substituteIds: z.array(z.uuid()).max(maxSubstitutes).default([]),
};

/**
 * Create and CreateEx: for oneself (absences.request) or, as an approver, for a person of a unit one plans.
 * `state`: 1 requested (the default for oneself), 2 planned (a draft, not yet asked for), 3 approved (an approver
 * entering it for someone else, e.g. a sickness).
 */
const absenceCreateFields = z.strictObject({
  userId: z.uuid(),
  ...absenceFields,
  state: z.literal([1, 2, 3]).optional(),
  /** Repeat it weekly (a series of absences, each occurrence an absence of its own); the fast absence has none. */
  serial: ZAbsenceRepeat.nullable().optional(),
});
/** An absence's days: the end not before the begin, at most `maxAbsenceDays` (400 at `end`). */
export const absenceRange: DateRangeRule = {
  from: 'begin',
  to: 'end',
  maxDays: maxAbsenceDays,
  reversed: 'absences.error.endBeforeBegin',
  tooLong: 'absences.error.tooLong',
};
export const ZAbsenceCreate = withDateRange(absenceCreateFields, absenceRange).superRefine((body, ctx) => {
  if (!body.serial) return;
  for (const issue of repeatIssues(body.begin, body.serial)) ctx.addIssue({ code: 'custom', ...issue });
});
/** The create fields without the person, for the fast absence's template (which adds the range check). */
export const ZAbsenceTemplate = withDateRange(
  absenceCreateFields.omit({ userId: true, serial: true }),
  absenceRange,
);
export type TAbsenceCreate = z.infer<typeof ZAbsenceCreate>;

export const ZAbsenceUpdate = withDateRange(
  z.strictObject({ ...absenceFields, version: z.number().int().min(1) }),
  absenceRange,
);
export type TAbsenceUpdate = z.infer<typeof ZAbsenceUpdate>;

/** `POST /Appointment/UpdateApproval {appointmentId, state, reason}`. */
export const ZAbsenceStateChange = z.strictObject({
  appointmentId: ZAbsenceId,
  state: ZAbsenceTarget,
  /** `Substitute`: the caller answers as a named substitute (only Approve = agree, Deny = decline). */
  target: ZApprovalTarget.default('Appointment'),
  reason: z.string().trim().max(maxNotesLength).optional(),
  /**
   * Chosen in the notifier dialog (from `recipients`; any other id is refused with
   * `absences.error.notRecipient`); omitted: the ones `recipients` ticks by default.
   */
  notifyUserIds: z.array(z.uuid()).max(50).optional(),
  /** The version read; omitted: the current one. */
  version: z.number().int().min(1).optional(),
});
export type TAbsenceStateChange = z.infer<typeof ZAbsenceStateChange>;

/** Appointment state info: which changes the caller may make now. */
export const ZAbsenceStateInfo = z.object({
  CanApprove: z.boolean(),
  CanDeny: z.boolean(),
  CanEdit: z.boolean(),
  CanCancel: z.boolean(),
  CanDelete: z.boolean(),
  /** Cancel of this absence needs a reason (an approved one). */
  CancelNeedsReason: z.boolean(),
  CanRequest: z.boolean(),
});
export type TAbsenceStateInfo = z.infer<typeof ZAbsenceStateInfo>;

/** More people of a unit absent on a day than a MAXABS rule allows (a warning; one line a day and unit). */
export const ZAbsentWarning = z.object({
  date: ZPlainDate,
  unitId: z.uuid(),
  unitName: z.string(),
  /** People absent that day with this absence counted. */
  absent: z.number().int(),
  max: z.number().int(),
});
export type TAbsentWarning = z.infer<typeof ZAbsentWarning>;

/** A validator warning on shifts the person has during the absence (saving does not stop for it). */
export const ZAbsenceWarning = z.object({ date: ZPlainDate, unitId: z.uuid(), entryId: z.string() });

/**
 * A rule's finding on an absence that did not refuse it (issue 13): a BARRIER that is only a warning (or may be
 * forced), a MSG rule's text for requests in its period (`level` INFO). `message` is in the caller's language.
 */
export const ZAbsenceRuleFinding = z.object({
  ruleId: z.string(),
  ruleType: z.string(),
  ruleName: z.string(),
  level: z.enum(['INFO', 'WRN', 'ERR']),
  messageKey: z.string(),
  message: z.string(),
  date: ZPlainDate,
});
export type TAbsenceRuleFinding = z.infer<typeof ZAbsenceRuleFinding>;

/**
 * Why an absence asked for as approved (or an approved one whose days or type changed) was saved as Requested:
 * `own` it is the caller's own absence (only administrators approve their own), `notApprover` the unit's APPROVE
 * rule names other approvers, `secondStage` the caller approved the first stage and the second decides.
 */
export const requestedInsteadReasons = ['own', 'notApprover', 'secondStage'] as const;
export const ZRequestedInstead = z.enum(requestedInsteadReasons);
export type TRequestedInstead = z.infer<typeof ZRequestedInstead>;

/** The answer of a change: the absence as written and the shifts it overlaps (a warning). */
export const ZAbsenceResult = z.object({
  absence: ZAbsence,
  shiftConflicts: z.array(ZAbsenceWarning),
  absentWarnings: z.array(ZAbsentWarning),
  /** The rules' other findings (MAXABS ones are `absentWarnings`). */
  ruleFindings: z.array(ZAbsenceRuleFinding).default([]),
  /** Saved as Requested instead of Approved, and why (the absence waits for an approver). */
  requestedInstead: ZRequestedInstead.optional(),
  /**
   * A series was created: `absence` is its first occurrence; the warnings and findings are of every occurrence,
   * each with its day.
   */
  series: ZAbsenceSeriesSummary.optional(),
});
export type TAbsenceResult = z.infer<typeof ZAbsenceResult>;

/** DetailsModal: the absence with what the dialog shows around it, in one call. */
export const ZAbsenceDetails = ZAbsenceResult.extend({
  personName: z.string(),
  typeName: z.string(),
  typeColor: z.string(),
  stateInfo: ZAbsenceStateInfo,
  /** The caller is a named substitute whose answer is awaited (DetailsModalSub shows agree / decline). */
  canAnswerAsSubstitute: z.boolean(),
  /** Display names of the people in `approvals[].by`. */
  names: z.record(z.string(), z.string()),
});
export type TAbsenceDetails = z.infer<typeof ZAbsenceDetails>;

/** The notifier dialog: who would be told of a change, and who is ticked by default. */
export const ZRecipientsQuery = z.strictObject({
  state: ZAbsenceTarget,
  target: ZApprovalTarget.default('Appointment'),
});
export const ZRecipient = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  /** Why they are proposed: the person, an approver of the awaited stage, a substitute. */
  role: z.enum(['person', 'approver', 'substitute']),
  checked: z.boolean(),
});
export type TRecipient = z.infer<typeof ZRecipient>;

/** One line of the approval inbox. */
export const ZPendingAbsence = z.object({
  absence: ZAbsence,
  personName: z.string(),
  typeName: z.string(),
  typeColor: z.string(),
  /**
   * A requested series is one line (its first occurrence waiting), decided as a whole: its pattern and the
   * occurrences and days waiting for the reader.
   */
  series: ZAbsenceSeriesSummary.optional(),
});
export type TPendingAbsence = z.infer<typeof ZPendingAbsence>;

/** What waits for the caller: absences to decide (their stage) and substitutions to agree to. */
export const ZAbsenceInbox = z.object({
  approvals: z.array(ZPendingAbsence),
  substitutions: z.array(ZPendingAbsence),
});
export type TAbsenceInbox = z.infer<typeof ZAbsenceInbox>;
