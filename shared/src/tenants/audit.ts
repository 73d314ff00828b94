import * as z from 'zod';
import { ZCursor, ZPageLimit } from '../api/pagination';

export const auditActions = [
  'tenant.signup',
  'edition.change',
  'role.create',
  'role.update',
  'role.delete',
  'user.create',
  'user.update',
  'user.deactivate',
  'user.activate',
  'user.delete',
  'user.invite',
  'user.passwordReset',
  'user.import',
  'user.message',
  'user.resetApp',
  'user.photo',
  'account.profile',
  'unit.create',
  'unit.update',
  'unit.move',
  'unit.delete',
  'unit.data',
  'resource.create',
  'resource.update',
  'resource.delete',
  'resource.settings',
  'shiftTemplate.create',
  'shiftTemplate.update',
  'shiftTemplate.delete',
  'shiftCycle.create',
  'shiftCycle.update',
  'shiftCycle.delete',
  'absenceType.create',
  'absenceType.update',
  'absenceType.delete',
  'absence.create',
  'absence.update',
  'absence.delete',
  'absence.state',
  'tag.create',
  'tag.update',
  'tag.delete',
  'qualification.create',
  'qualification.update',
  'qualification.delete',
  'costUnit.create',
  'costUnit.update',
  'costUnit.delete',
  'hourlyRate.create',
  'hourlyRate.update',
  'hourlyRate.delete',
  'wageType.create',
  'wageType.update',
  'wageType.delete',
  'holidays.save',
  'holidays.delete',
  'userGroup.create',
  'userGroup.update',
  'userGroup.delete',
  'userField.create',
  'userField.update',
  'userField.delete',
  'objectContainer.create',
  'objectContainer.update',
  'objectContainer.delete',
  'object.create',
  'object.update',
  'object.delete',
  'user.data',
  'setting.update',
  'calendar.shiftAction',
  'calendar.entry.save',
  'calendar.entry.delete',
  'calendar.drop',
  'calendar.publish',
  'calendar.weekTemplates.apply',
  'calendar.deleteData',
  'calendar.bulkTool',
  'calendar.cycle.insert',
  'calendar.cycle.delete',
  'calendar.resourcePlan.delete',
  'resource.rules',
  'weekTemplate.create',
  'weekTemplate.update',
  'weekTemplate.delete',
  'appointment.create',
  'appointment.update',
  'appointment.delete',
  'fixedBar.create',
  'fixedBar.update',
  'fixedBar.delete',
  'fixedBarEntry.create',
  'fixedBarEntry.update',
  'fixedBarEntry.delete',
  'rule.create',
  'rule.update',
  'rule.delete',
  'ruleProfile.save',
  'standby.create',
  'standby.update',
  'standby.delete',
  'booking.clock',
  'booking.save',
  'booking.approve',
  'booking.deny',
  'booking.cancel',
  'booking.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  action: z.enum(auditActions),
  actorId: z.string().nullable(),
  actorName: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** The filter fields of the audit log; `from` and `to` are days of the tenant's calendar, both included. */
const auditFilterFields = {
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  action: z.enum(auditActions).optional(),
  /** Part of the actor's or the target's name. */
  search: z.string().trim().max(100).optional(),
};

/** A range whose end lies before its start is bad input (400 on `to`), not an empty answer. */
function rangeInOrder(
  filter: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) {
  if (filter.from !== undefined && filter.to !== undefined && filter.to < filter.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'range.endBeforeStart', input: filter.to });
  }
}

export const ZAuditQuery = z
  .object({ ...auditFilterFields, limit: ZPageLimit, cursor: ZCursor.optional() })
  .superRefine(rangeInOrder);

/** The body that starts an export of the filtered log (a background task with a download). */
export const ZAuditExportRequest = z.strictObject(auditFilterFields).superRefine(rangeInOrder);
export type TAuditFilter = z.infer<typeof ZAuditExportRequest>;
