/**
 * Standby (on-call) rules: read by everyone signed in, kept by planners (calendar.plan) of the rule's unit (the
 * units they are responsible for: 403 NOT_RESPONSIBLE otherwise, docs/permissions.md). The unit, the resource,
 * the payroll rate and every duty's person must be the tenant's (400 at the field); every change is audited.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { Language } from '@app/shared/i18n/languages';
import { ZStandbyRule, type TStandbyRule, type ZStandbyRuleSave } from '@app/shared/rules/standby';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits } from '../units/responsibility-scope';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry, commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import { RuleRepository, type NewStoredStandby, type StoredStandby } from './rule.repository';
import { assertReferences, fieldIssue, type Reference } from './rule-references';

type StandbySaveInput = z.output<typeof ZStandbyRuleSave>;

const toStandby = (stored: StoredStandby): TStandbyRule => ZStandbyRule.parse(stored);
const targetOf = (rule: Pick<NewStoredStandby, 'id' | 'name'>) => ({
  type: 'standby',
  id: rule.id,
  name: rule.name,
});
/** The audit log keeps the frame and the number of duties, not every duty. */
const snapshot = ({ id: _id, updatedAt: _at, duties, ...fields }: NewStoredStandby) => ({
  ...fields,
  duties: duties.length,
});
const withoutVersion = ({ version: _version, ...fields }: StoredStandby): NewStoredStandby => fields;

function referencesOf(input: StandbySaveInput): Reference[] {
  return [
    { kind: 'unit', id: input.unitId, path: 'body.unitId' },
    ...(input.resourceId === null
      ? []
      : [{ kind: 'resource' as const, id: input.resourceId, path: 'body.resourceId' }]),
    ...input.duties.map((duty, index) => ({
      kind: 'user' as const,
      id: duty.userId,
      path: `body.duties.${index}.userId`,
    })),
  ];
}

async function assertRate(caller: Caller, rateId: string | null, language: Language): Promise<void> {
  if (rateId === null) return;
  if (!(await new PayrollDataRepository(caller.tenant).rate(rateId))) {
    throw AppError.validation([fieldIssue('body.rateId', 'rules.error.unknownRate', language)]);
  }
}

/** Standby rules by name (1 Query of the catalogue). */
export async function listStandbyRules(caller: Caller): Promise<TStandbyRule[]> {
  return (await new RuleRepository(caller.tenant).listStandby()).map(toStandby);
}

export async function getStandbyRule(caller: Caller, id: string): Promise<TStandbyRule> {
  const found = await new RuleRepository(caller.tenant).getStandby(id);
  if (!found) throw new AppError('NOT_FOUND');
  return toStandby(found);
}

/** Creates (no id) or changes (id and the version read: 404 when gone, 409 when stale) a standby rule. */
export async function saveStandbyRule(
  caller: Caller,
  input: StandbySaveInput,
  language: Language,
  now = clockNow(),
): Promise<TStandbyRule> {
  const { id, version, ...fields } = input;
  if (id !== undefined && version === undefined) {
    throw AppError.validation([fieldIssue('body.version', 'rules.error.versionRequired', language)]);
  }
  const rules = new RuleRepository(caller.tenant);
  const current = id === undefined ? undefined : await rules.getStandby(id);
  if (id !== undefined && version !== undefined) assertCurrentVersion(current, version);
  await Promise.all([
    assertReferences(caller, referencesOf(input), language),
    assertRate(caller, input.rateId, language),
  ]);
  // The unit it is for, and the unit it leaves.
  await requireResponsibleForUnits(caller, [input.unitId, ...(current ? [current.unitId] : [])]);
  const next: NewStoredStandby = { ...fields, id: id ?? randomUUID(), updatedAt: now.toISOString() };
  const audit = new AuditRepository(caller.tenant);
  if (current && version !== undefined) {
    await audit.commit(
      auditEntry(
        'standby.update',
        actorOf(caller),
        targetOf(next),
        { before: snapshot(withoutVersion(current)), after: snapshot(next) },
        now,
      ),
      [rules.replaceStandbyWrite(next, version)],
    );
    return toStandby({ ...next, version: version + 1 });
  }
  await audit.commit(
    auditEntry('standby.create', actorOf(caller), targetOf(next), { after: snapshot(next) }, now),
    [rules.createStandbyWrite(next)],
  );
  return toStandby({ ...next, version: 1 });
}

/** Deletes a standby rule (the contract carries no version: the one read now, so a change meanwhile is 409). */
export async function deleteStandbyRule(caller: Caller, id: string, now = clockNow()): Promise<void> {
  const rules = new RuleRepository(caller.tenant);
  const current = await rules.getStandby(id);
  if (!current) throw new AppError('NOT_FOUND');
  await requireResponsibleForUnits(caller, [current.unitId]);
  await commitAudited(
    caller,
    {
      action: 'standby.delete',
      target: targetOf(current),
      before: snapshot(withoutVersion(current)),
      at: now,
    },
    [rules.deleteStandbyWrite(id, current.version)],
  );
}
