/**
 * The legal working-time profile of a tenant (issue 13 item 4) and the severity of the calendar's built-in
 * checks: one catalogue item of the tenant (`RULEPROFILE`, read with the rules at no extra request). The engine
 * evaluates the profile like a rule of type `LEGAL`; docs/rules.md explains each limit.
 */
import * as z from 'zod';

export const legalProfiles = ['DE_ARBZG', 'OFF'] as const;
export const ZLegalProfileName = z.enum(legalProfiles);

export const ZLegalProfile = z.strictObject({
  /** `DE_ARBZG`: the German Working Time Act (the default); `OFF`: no legal checks. */
  profile: ZLegalProfileName.default('DE_ARBZG'),
  level: z.enum(['WRN', 'ERR']).default('WRN'),
  allowForce: z.boolean().default(true),
  /** ArbZG section 3: at most 10 hours of work a day (pauses not counted). */
  maxDailyMinutes: z.number().int().min(60).max(1440).default(600),
  /** ArbZG section 5: at least 11 hours of rest between two working days. */
  minRestMinutes: z.number().int().min(0).max(1440).default(660),
  /** ArbZG section 3: 48 hours a week on average (six working days of 8 hours) ... */
  maxWeeklyAverageMinutes: z.number().int().min(60).max(10_080).default(2880),
  /** ... over 24 weeks (the six calendar months of the Act). */
  averageWeeks: z.number().int().min(1).max(52).default(24),
  /** ArbZG sections 9 to 11: work on Sundays and public holidays is flagged. */
  flagSundays: z.boolean().default(true),
  flagHolidays: z.boolean().default(true),
  /**
   * ArbZG section 11(1): at least this many Sundays of a calendar year stay free of work (0: not checked; section
   * 12 lets a collective agreement lower it, e.g. to 10 in hospitals).
   */
  minFreeSundays: z.number().int().min(0).max(53).default(15),
  /** ArbZG section 11(3): a substitute rest day within two weeks of Sunday work, eight weeks of holiday work. */
  substituteRestDays: z.boolean().default(true),
});
export type TLegalProfile = z.output<typeof ZLegalProfile>;
export const defaultLegalProfile: TLegalProfile = ZLegalProfile.parse({});

/** Severity of a built-in check: a level, or off. The overlap of two shifts is always an error. */
export const ZBuiltInSeverity = z.enum(['WRN', 'ERR', 'OFF']);
export type TBuiltInSeverity = z.infer<typeof ZBuiltInSeverity>;

/**
 * The calendar's built-in checks as default rules: a shift on an absence day, a missing qualification of the
 * template, a shift in a unit the person does not belong to, and a unit's day below its manning levels' minimum.
 * An error of a built-in check may always be forced; a warning too.
 */
export const ZRuleDefaults = z.strictObject({
  absence: ZBuiltInSeverity.default('WRN'),
  qualification: ZBuiltInSeverity.default('WRN'),
  foreignUnit: ZBuiltInSeverity.default('WRN'),
  manning: ZBuiltInSeverity.default('WRN'),
});
export type TRuleDefaults = z.output<typeof ZRuleDefaults>;
export const defaultRuleDefaults: TRuleDefaults = ZRuleDefaults.parse({});
