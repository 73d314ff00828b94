/**
 * The rules of a company (issue 13, spec `/Rules/Edit/{id}?ruleType=`): ten types that share one frame (name,
 * scope, validity, severity, active) and differ in their settings. The meaning of each type, with examples, is
 * docs/rules.md; the engine that evaluates them is ./engine. Rules are catalogue items (docs/data-model.md
 * section 10): one Query gives the engine every rule.
 */
import * as z from 'zod';
import { ZLocalTime, ZPlainDate } from '../time/time-schemas';

export const ruleTypes = [
  'MINOC',
  'MAXABS',
  'DEPENCY',
  'APPROVE',
  'BARRIER',
  'QUAL',
  'MSG',
  'TIMEBOOKING',
  'AUTOPAUSE',
  'OVERTIMEREQUEST',
] as const;
export const ZRuleType = z.enum(ruleTypes);
export type TRuleType = z.infer<typeof ZRuleType>;

/** The spec's save route of each type's editor (`/Rules/<route>`), named in the contracts' specForms. */
export const ruleSaveRoutes: Record<TRuleType, string> = {
  MINOC: 'RuleMinOc',
  MAXABS: 'RuleMaxAbs',
  DEPENCY: 'RuleDependency',
  APPROVE: 'RuleApprove',
  BARRIER: 'RuleBarrier',
  QUAL: 'RuleQualification',
  MSG: 'RuleMessage',
  TIMEBOOKING: 'RuleTimeBooking',
  AUTOPAUSE: 'RuleAutoPause',
  OVERTIMEREQUEST: 'RuleOverTimeRequest',
};

/** Rules of a tenant: all of them are evaluated by every check, so their number is bounded. */
export const maxRules = 500;

export const ruleScopeKinds = ['company', 'unit', 'resource', 'template', 'userGroup'] as const;
export const ZRuleScopeKind = z.enum(ruleScopeKinds);
export type TRuleScopeKind = z.infer<typeof ZRuleScopeKind>;

/**
 * What a rule applies to: the whole company, or the listed units (with their sub-units when asked), resources,
 * shift templates or user groups. Scope `company` lists nothing.
 */
export const ZRuleScope = z
  .strictObject({
    kind: ZRuleScopeKind,
    ids: z.array(z.uuid()).max(50).default([]),
    includeSubUnits: z.boolean().default(false),
  })
  .superRefine((scope, context) => {
    if ((scope.kind === 'company') !== (scope.ids.length === 0))
      context.addIssue({ code: 'custom', path: ['ids'], message: 'rules.error.scopeIds', input: scope.ids });
  });
export type TRuleScope = z.output<typeof ZRuleScope>;

export const holidayModes = ['any', 'exclude', 'only'] as const;

/**
 * When a rule applies: a date range (either end open), weekdays (1 Monday .. 7 Sunday; none: every day) and
 * public holidays (`any`: regardless, `exclude`: not on holidays, `only`: only on holidays).
 */
export const ZRuleValidity = z
  .strictObject({
    from: ZPlainDate.nullable().default(null),
    to: ZPlainDate.nullable().default(null),
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    holidays: z.enum(holidayModes).default('any'),
  })
  .superRefine((validity, context) => {
    if (validity.from !== null && validity.to !== null && validity.to < validity.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'rules.error.range', input: validity.to });
  });
export type TRuleValidity = z.output<typeof ZRuleValidity>;

/** A finding's level and whether the user may go ahead anyway (the calendar's force flow). */
export const ZRuleSeverity = z.strictObject({
  level: z.enum(['WRN', 'ERR']),
  allowForce: z.boolean(),
});
export type TRuleSeverity = z.output<typeof ZRuleSeverity>;

const eventClasses = z.array(z.number().int().min(0).max(99)).max(20).default([]);
const people = z.array(z.uuid()).max(20).default([]);

/** MINOC: at least `minimum` people (holding the qualification, if named) in the time window of each valid day. */
export const ZMinOcSettings = z
  .strictObject({
    minimum: z.number().int().min(1).max(999),
    qualificationId: z.uuid().nullable().default(null),
    /** A window of the day: counts the shifts that overlap it; none: the whole day. */
    from: ZLocalTime.nullable().default(null),
    to: ZLocalTime.nullable().default(null),
  })
  .superRefine((settings, context) => {
    if ((settings.from === null) !== (settings.to === null))
      context.addIssue({ code: 'custom', path: ['to'], message: 'rules.error.window', input: settings.to });
  });

/** MAXABS: at most `maxPeople` people or `maxPercent` % of the scope absent on one day (absences of the classes). */
export const ZMaxAbsSettings = z
  .strictObject({
    maxPeople: z.number().int().min(0).max(9999).nullable().default(null),
    maxPercent: z.number().int().min(1).max(100).nullable().default(null),
    /** Event classes counted; none: every absence. */
    eventClasses,
  })
  .superRefine((settings, context) => {
    if (settings.maxPeople === null && settings.maxPercent === null)
      context.addIssue({
        code: 'custom',
        path: ['maxPeople'],
        message: 'rules.error.maxAbsLimit',
        input: null,
      });
  });

export const dependencyKinds = ['requiresShift', 'onlyWith', 'neverWith', 'restAfterNight'] as const;

/**
 * DEPENCY, one of four:
 * - `requiresShift`: a shift of `templateId` needs a staffed shift of `requiredTemplateId` on the same day
 *   (`dayOffset` 0) or the next (1);
 * - `onlyWith` / `neverWith`: `userId` works only on days `otherUserId` works too / never on the same day;
 * - `restAfterNight`: after a shift that begins at or after `nightFrom` (or ends after midnight), `restDays`
 *   days without a shift.
 */
export const ZDependencySettings = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('requiresShift'),
    templateId: z.uuid(),
    requiredTemplateId: z.uuid(),
    dayOffset: z.union([z.literal(0), z.literal(1)]).default(0),
  }),
  z.strictObject({ kind: z.literal('onlyWith'), userId: z.uuid(), otherUserId: z.uuid() }),
  z.strictObject({ kind: z.literal('neverWith'), userId: z.uuid(), otherUserId: z.uuid() }),
  z.strictObject({
    kind: z.literal('restAfterNight'),
    nightFrom: ZLocalTime.default('20:00'),
    restDays: z.number().int().min(1).max(3).default(1),
  }),
]);

/**
 * APPROVE: who approves absences of the classes (none: every class) in the scope's units, in one or two stages;
 * absences of at most `autoApproveUpToDays` days (0: never) are approved when requested.
 */
export const ZApproveSettings = z.strictObject({
  eventClasses,
  firstApproverIds: people,
  secondApproverIds: people,
  autoApproveUpToDays: z.number().int().min(0).max(365).default(0),
});

/** BARRIER: no absence of the classes (none: every class) requested in the validity's date range. */
export const ZBarrierSettings = z.strictObject({ eventClasses });

/** QUAL: a shift of the scope (templates, resources) requires all (or any one) of the qualifications. */
export const ZQualSettings = z.strictObject({
  qualificationIds: z.array(z.uuid()).min(1).max(20),
  mode: z.enum(['all', 'any']).default('all'),
});

/** MSG: a text shown when someone is planned in the scope (`planned`) or requests an absence (`request`). */
export const ZMsgSettings = z.strictObject({
  text: z.string().trim().min(1).max(500),
  trigger: z.enum(['planned', 'request']),
});

export const roundingDirections = ['none', 'up', 'down', 'nearest'] as const;
/**
 * TIMEBOOKING: clock bookings are rounded (step minutes; clock-in and clock-out each in its direction), may begin
 * at most `toleranceBeforeMinutes` before the planned shift, only between `earliest` and `latest`; a booking
 * without a planned shift needs approval when `outsidePlanNeedsApproval`.
 */
export const ZTimeBookingSettings = z.strictObject({
  roundingStepMinutes: z
    .union([z.literal(1), z.literal(5), z.literal(6), z.literal(10), z.literal(15), z.literal(30)])
    .default(15),
  roundingIn: z.enum(roundingDirections).default('up'),
  roundingOut: z.enum(roundingDirections).default('down'),
  toleranceBeforeMinutes: z.number().int().min(0).max(240).default(15),
  earliest: ZLocalTime.nullable().default(null),
  latest: ZLocalTime.nullable().default(null),
  outsidePlanNeedsApproval: z.boolean().default(true),
});

/**
 * AUTOPAUSE: pause deducted by worked time; a step applies when more than `afterMinutes` were worked (ArbZG
 * section 4: more than 6 h 30 min, more than 9 h 45 min in all). Booked pauses count towards it unless
 * `ignoreBookedPauses`.
 */
export const ZAutoPauseSettings = z.strictObject({
  steps: z
    .array(
      z.strictObject({
        afterMinutes: z.number().int().min(1).max(1440),
        pauseMinutes: z.number().int().min(1).max(240),
      }),
    )
    .min(1)
    .max(5)
    .default([
      { afterMinutes: 360, pauseMinutes: 30 },
      { afterMinutes: 540, pauseMinutes: 45 },
    ]),
  ignoreBookedPauses: z.boolean().default(false),
});

/** OVERTIMEREQUEST: worked time above `thresholdMinutes` a day or a week counts only once requested and approved. */
export const ZOvertimeRequestSettings = z.strictObject({
  period: z.enum(['day', 'week']).default('day'),
  thresholdMinutes: z.number().int().min(0).max(10_080).default(0),
});

export const ruleSettings = {
  MINOC: ZMinOcSettings,
  MAXABS: ZMaxAbsSettings,
  DEPENCY: ZDependencySettings,
  APPROVE: ZApproveSettings,
  BARRIER: ZBarrierSettings,
  QUAL: ZQualSettings,
  MSG: ZMsgSettings,
  TIMEBOOKING: ZTimeBookingSettings,
  AUTOPAUSE: ZAutoPauseSettings,
  OVERTIMEREQUEST: ZOvertimeRequestSettings,
} as const;
export type TRuleSettings<T extends TRuleType> = z.output<(typeof ruleSettings)[T]>;

const frame = {
  name: z.string().trim().min(1, 'rules.error.nameRequired').max(100),
  notes: z.string().trim().max(2000).default(''),
  scope: ZRuleScope,
  validity: ZRuleValidity.default({ from: null, to: null, weekdays: [], holidays: 'any' }),
  severity: ZRuleSeverity.default({ level: 'WRN', allowForce: true }),
  active: z.boolean().default(true),
};

/** One schema per type over the shared frame, plus `extra` fields; a union discriminated by `ruleType`. */
function ruleUnion<const E extends z.ZodRawShape>(extra: E) {
  const typed = <T extends TRuleType>(type: T) =>
    z.strictObject({ ruleType: z.literal(type), ...frame, settings: ruleSettings[type], ...extra });
  return z.discriminatedUnion('ruleType', [
    typed('MINOC'),
    typed('MAXABS'),
    typed('DEPENCY'),
    typed('APPROVE'),
    typed('BARRIER'),
    typed('QUAL'),
    typed('MSG'),
    typed('TIMEBOOKING'),
    typed('AUTOPAUSE'),
    typed('OVERTIMEREQUEST'),
  ]);
}

/** What an editor sends (`POST /api/rules`): a new rule has no id; a change carries the id and the version read. */
export const ZRuleSave = ruleUnion({
  id: z.uuid().optional(),
  version: z.number().int().positive().optional(),
  /** Sent back as read, it is ignored: the server keeps who saved the rule (the caller). */
  savedBy: z.string().optional(),
});
export type TRuleSave = z.input<typeof ZRuleSave>;

/**
 * A stored rule: its id, version, the time of its last change and who saved it last (`savedBy`, the user id;
 * absent on rules saved before it was kept): an APPROVE rule never approves a request of the person who last
 * saved it (docs/absences.md).
 */
export const ZRule = ruleUnion({
  id: z.uuid(),
  version: z.number().int(),
  updatedAt: z.string(),
  savedBy: z.string().optional(),
});
export type TRule = z.output<typeof ZRule>;
export type TRuleOf<T extends TRuleType> = Extract<TRule, { ruleType: T }>;
