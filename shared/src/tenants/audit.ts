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

export const ZAuditQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  action: z.enum(auditActions).optional(),
  /** Part of the actor's or the target's name. */
  search: z.string().trim().max(100).optional(),
  limit: ZPageLimit,
  cursor: ZCursor.optional(),
});
