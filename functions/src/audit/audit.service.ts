import { randomUUID } from 'node:crypto';
import type { AuditAction, TAuditEntry } from '@app/shared/tenants/audit';
import type { User } from '../directory/user.repository';
import type { Caller } from '../security/caller';
import { now } from '../clock';
import { AuditRepository } from './audit.repository';

export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditTarget {
  type: string;
  id: string | null;
  name: string | null;
}

/** Who made a change: the signed-in person, named by username as the audit log lists people. */
export const actorOf = (caller: Caller): AuditActor => ({ id: caller.user.id, name: caller.user.username });

/** A change to a person's account, named by username like its actor. */
export const userTarget = (user: Pick<User, 'id' | 'username'>): AuditTarget => ({
  type: 'user',
  id: user.id,
  name: user.username,
});

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

/** A change as the audit log keeps it: what was done to what, the state before and after, and when. */
export interface AuditedChange {
  action: AuditAction;
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/**
 * Commits a caller's change: its writes and its audit entry in one transaction, so that no change goes unaudited
 * and no entry tells of a change that failed (a version conflict cancels both).
 */
export async function commitAudited(
  caller: Caller,
  change: AuditedChange,
  writes: Parameters<AuditRepository['commit']>[1],
): Promise<void> {
  const { action, target, before, after, at } = change;
  await new AuditRepository(caller.tenant).commit(
    auditEntry(action, actorOf(caller), target, { before, after }, at),
    writes,
  );
}
