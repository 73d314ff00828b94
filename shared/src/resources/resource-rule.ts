/**
 * Resource rules (spec: RuleId, Description, ResourceId, GroupId, NoTemplates, EntryBegin, EntryEnd): a period
 * in which a resource is under a rule in one unit or in every unit, with notes. With `noTemplates` the resource's
 * shift templates make no slots in that period: cycle insertion and templates leave it out (docs/decisions.md
 * "Resource rules").
 */
import * as z from 'zod';
import { ZPlainDate } from '../time/tenant-time';

/** Rules of one resource: one save is one transaction (creates, changes, deletes and the audit entry). */
export const maxResourceRules = 40;

export const ZResourceRule = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  /** null: every unit. */
  unitId: z.uuid().nullable(),
  description: z.string(),
  noTemplates: z.boolean(),
  entryBegin: ZPlainDate,
  /** null: open-ended. */
  entryEnd: ZPlainDate.nullable(),
  version: z.number().int(),
});
export type TResourceRule = z.infer<typeof ZResourceRule>;

/** One rule as saved: a new one has no id and no version. */
export const ZResourceRuleInput = z
  .strictObject({
    id: z.uuid().optional(),
    version: z.number().int().positive().optional(),
    unitId: z.uuid().nullable(),
    description: z.string().trim().max(4000),
    noTemplates: z.boolean(),
    entryBegin: ZPlainDate,
    entryEnd: ZPlainDate.nullable(),
  })
  .superRefine((rule, context) => {
    if (rule.entryEnd !== null && rule.entryEnd < rule.entryBegin)
      context.addIssue({
        code: 'custom',
        path: ['entryEnd'],
        message: 'resourceRules.error.range',
        input: rule.entryEnd,
      });
    if ((rule.id === undefined) !== (rule.version === undefined))
      context.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'resourceRules.error.version',
        input: rule.version,
      });
  });
export type TResourceRuleInput = z.input<typeof ZResourceRuleInput>;

/** `POST rules/resourcerules`: the whole list of one resource's rules; rules left out are deleted. */
export const ZResourceRulesSave = z.strictObject({
  resourceId: z.uuid(),
  rules: z.array(ZResourceRuleInput).max(maxResourceRules),
});
export type TResourceRulesSave = z.input<typeof ZResourceRulesSave>;
export type TResourceRulesSaveParsed = z.output<typeof ZResourceRulesSave>;

export const ZResourceRulesQuery = z.object({ resourceId: z.uuid() });

/** Whether a rule without templates covers a resource in a unit on a day. */
export function blocksTemplates(
  rules: readonly Pick<TResourceRule, 'resourceId' | 'unitId' | 'noTemplates' | 'entryBegin' | 'entryEnd'>[],
  resourceId: string,
  unitId: string,
  date: string,
): boolean {
  return rules.some(
    (rule) =>
      rule.noTemplates &&
      rule.resourceId === resourceId &&
      (rule.unitId === null || rule.unitId === unitId) &&
      rule.entryBegin <= date &&
      (rule.entryEnd === null || rule.entryEnd >= date),
  );
}
