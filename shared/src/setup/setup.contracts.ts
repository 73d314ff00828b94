import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCompanyType } from './company-templates';

/**
 * The steps of the setup guide in their order (issue 29): each is done when the company's data says so, never
 * because someone ticked it.
 */
export const setupSteps = ['company', 'areas', 'shifts', 'people', 'rules', 'plan', 'publish'] as const;
export const ZSetupStep = z.enum(setupSteps);
export type TSetupStep = z.infer<typeof ZSetupStep>;

export const ZSetupStepState = z.object({
  step: ZSetupStep,
  done: z.boolean(),
  /** How many of the step's things there are (work areas, shift templates, people, rules, planned shifts). */
  count: z.number().int().nonnegative(),
});
export type TSetupStepState = z.infer<typeof ZSetupStepState>;

export const ZSetupGuide = z.object({
  steps: z.array(ZSetupStepState),
  /** The company template applied, once one was. */
  companyType: ZCompanyType.nullable(),
  /** Shifts the sample plan wrote, until it is deleted in one step (0: none was made, or it is gone). */
  sampleShifts: z.number().int().nonnegative(),
  /** Hidden from the home page by an administrator (the guide stays at /setup). */
  hidden: z.boolean(),
  /** Whether the company's address is confirmed: until then it mails nobody, invitations neither. */
  emailConfirmed: z.boolean(),
  /** The company's first day of the week after this one: where the first plan and the sample plan go. */
  firstWeek: z.iso.date(),
});
export type TSetupGuide = z.infer<typeof ZSetupGuide>;

export const ZApplyCompanyTemplate = z.strictObject({
  companyType: ZCompanyType,
  /** Open shifts for next week, to try planning with; deleted again in one step. */
  samplePlan: z.boolean().default(false),
});
export type TApplyCompanyTemplate = z.input<typeof ZApplyCompanyTemplate>;

export const ZCompanyTemplateResult = z.object({
  teams: z.number().int(),
  areas: z.number().int(),
  shifts: z.number().int(),
  rules: z.number().int(),
  sampleShifts: z.number().int(),
});
export type TCompanyTemplateResult = z.infer<typeof ZCompanyTemplateResult>;

export const setupContracts = defineContracts('setup', {
  guide: {
    method: 'GET',
    path: '/api/setup/guide',
    auth: 'user',
    summary: "The setup guide's steps, each with its state read from the company's data",
    specCalls: [],
    permission: 'access.administrator',
    request: {},
    response: ZSetupGuide,
  },
  applyTemplate: {
    method: 'POST',
    path: '/api/setup/template',
    auth: 'user',
    summary:
      "Start from a company template: work areas, shift templates, teams and the usual rules in the company's language, optionally a sample plan for next week",
    specCalls: [],
    permission: 'access.administrator',
    request: { body: ZApplyCompanyTemplate },
    examples: { body: { companyType: 'restaurant', samplePlan: true } },
    response: ZCompanyTemplateResult,
  },
  deleteSamplePlan: {
    method: 'DELETE',
    path: '/api/setup/sample-plan',
    auth: 'user',
    summary: 'Delete the shifts of the sample plan that are still in the plan, in one step',
    specCalls: [],
    permission: 'access.administrator',
    request: {},
    response: z.object({ deleted: z.number().int() }),
  },
  hide: {
    method: 'PUT',
    path: '/api/setup/hidden',
    auth: 'user',
    summary: 'Show or hide the setup guide on the home page (it stays reachable under Setup)',
    specCalls: [],
    permission: 'access.administrator',
    successStatus: 204,
    request: { body: z.strictObject({ hidden: z.boolean() }) },
    examples: { body: { hidden: true } },
  },
});
