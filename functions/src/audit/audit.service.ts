import { randomUUID } from 'node:crypto';
import type { AuditAction, TAuditEntry } from '@app/shared/tenants/audit';
import { now } from '../clock';

export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditTarget {
  type: string;
  id: string | null;
  name: string | null;
}

/** The audit entry of a change; written with `AuditRepository.commit` in the change's own transaction. */
export function auditEntry(
  action: AuditAction,
  actor: AuditActor,
  target: AuditTarget,
  change: { before?: unknown; after?: unknown },
  at = now(),
): TAuditEntry {
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
