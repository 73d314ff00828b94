import * as z from 'zod';

/**
 * Approval routing of a unit (the APPROVE rule's core until the rules issue brings the rule itself): kept as the
 * unit setting `absences.approval` (kind `obj`). Routes are tried in order; the first whose event classes contain
 * the absence's class (an empty list: every class) decides. Without a route (or without the setting), the first
 * stage is every active person with `absences.approve` who plans one of the person's units, and there is no second
 * stage. An approver never approves their own absence.
 */
export const approvalRoutingSetting = 'absences.approval';
/** Unit setting (kind `int`): more people absent on one day than this warns at request and approval time. */
export const maxAbsentPerDaySetting = 'absences.maxAbsentPerDay';

export const ZApprovalRoute = z.strictObject({
  /** Event classes of absence types this route decides; empty: all. */
  eventClasses: z.array(z.number().int().min(0).max(99)).max(20).default([]),
  /** First-stage approvers; empty: the unit's approvers (as without a route). */
  firstApproverIds: z.array(z.uuid()).max(20).default([]),
  /** Second-stage approvers; empty: no second stage. */
  secondApproverIds: z.array(z.uuid()).max(20).default([]),
});
export type TApprovalRoute = z.infer<typeof ZApprovalRoute>;

export const ZApprovalRouting = z.strictObject({ routes: z.array(ZApprovalRoute).max(20) });
export type TApprovalRouting = z.infer<typeof ZApprovalRouting>;
