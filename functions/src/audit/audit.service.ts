import { randomUUID } from 'node:crypto';
import type { AuditAction, TAuditEntry } from '@app/shared/tenants/audit';
import type { TenantContext } from '../tenancy/tenant-context';
import type { TransactionWrite } from '../data/tenant-table';
import { AuditRepository, type AuditRecord, type NewAuditEntry } from './audit.repository';

export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditTarget {
  type: string;
  id: string | null;
  name: string | null;
}

export function auditEntry(
  action: AuditAction,
  actor: AuditActor,
  target: AuditTarget,
  change: { before?: unknown; after?: unknown },
  at = new Date(),
): NewAuditEntry {
  return {
    id: randomUUID(),
    at: at.toISOString(),
    action,
    actorId: actor.id,
    actorName: actor.name,
    targetType: target.type,
    targetId: target.id,
    targetName: target.name,
    before: change.before ?? null,
    after: change.after ?? null,
  };
}

/** The audit write to put into the same transaction as the change it records. */
export function auditWrite(tenant: TenantContext, entry: NewAuditEntry): TransactionWrite {
  return new AuditRepository(tenant).write(entry);
}

export function toAuditEntry(record: AuditRecord): TAuditEntry {
  return {
    id: record.id,
    at: record.at,
    action: record.action as AuditAction,
    actorId: record.actorId,
    actorName: record.actorName,
    targetType: record.targetType,
    targetId: record.targetId,
    targetName: record.targetName,
    before: record.before,
    after: record.after,
  };
}
