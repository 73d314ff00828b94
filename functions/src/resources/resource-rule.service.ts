/**
 * Resource rules (spec `rules/resourcerules`): a resource's rules are read and saved as one list. A save creates
 * the rules without id, replaces the others at their version (a stale one is 409), deletes the rules left out,
 * all in one transaction with one audit entry (at most `maxResourceRules`, so under 100 writes).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { TResourceRule, TResourceRulesSaveParsed } from '@app/shared/resources/resource-rule';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository } from '../units/unit.repository';
import { ResourceRepository } from './resource.repository';
import { ResourceRuleRepository, type NewResourceRule, type ResourceRule } from './resource-rule.repository';

const toRule = ({ createdAt: _createdAt, ...rule }: ResourceRule): TResourceRule => rule;
const byBegin = (a: ResourceRule, b: ResourceRule) =>
  a.entryBegin.localeCompare(b.entryBegin) || a.id.localeCompare(b.id);
const snapshot = (rules: readonly NewResourceRule[]) =>
  rules.map(({ unitId, noTemplates, entryBegin, entryEnd }) => ({
    unitId,
    noTemplates,
    entryBegin,
    entryEnd,
  }));

const invalid = (path: string, messageKey: string) =>
  AppError.validation([{ path, code: 'invalid_value', messageKey, message: messageKey }]);

async function requireResource(caller: Caller, resourceId: string) {
  const resource = await new ResourceRepository(caller.tenant).get(resourceId);
  if (!resource) throw new AppError('NOT_FOUND');
  return resource;
}

export async function listResourceRules(caller: Caller, resourceId: string): Promise<TResourceRule[]> {
  await requireResource(caller, resourceId);
  const rules = await new ResourceRuleRepository(caller.tenant).ofResource(resourceId);
  return rules.sort(byBegin).map(toRule);
}

export async function saveResourceRules(
  caller: Caller,
  input: TResourceRulesSaveParsed,
  now = clockNow(),
): Promise<TResourceRule[]> {
  const resource = await requireResource(caller, input.resourceId);
  const repository = new ResourceRuleRepository(caller.tenant);
  const units = new UnitRepository(caller.tenant);
  const unitIds = [...new Set(input.rules.flatMap((rule) => (rule.unitId ? [rule.unitId] : [])))];
  const [existing, found] = await Promise.all([
    repository.ofResource(resource.id),
    Promise.all(unitIds.map(async (unitId) => [unitId, await units.get(unitId)] as const)),
  ]);
  const knownUnits = new Set(found.flatMap(([unitId, unit]) => (unit ? [unitId] : [])));
  const byId = new Map(existing.map((rule) => [rule.id, rule]));
  const writes: ReturnType<ResourceRuleRepository['createWrite']>[] = [];
  const after: ResourceRule[] = [];
  const kept = new Set<string>();
  for (const [index, rule] of input.rules.entries()) {
    if (rule.unitId && !knownUnits.has(rule.unitId))
      throw invalid(`body.rules.${index}.unitId`, 'resourceRules.error.unit');
    const fields = {
      resourceId: resource.id,
      unitId: rule.unitId,
      description: rule.description.trim(),
      noTemplates: rule.noTemplates,
      entryBegin: rule.entryBegin,
      entryEnd: rule.entryEnd,
    };
    if (rule.id === undefined) {
      const created = { id: randomUUID(), ...fields, createdAt: now.toISOString() };
      writes.push(repository.createWrite(created));
      after.push({ ...created, version: 1 });
      continue;
    }
    const current = byId.get(rule.id);
    // A rule of another resource, deleted meanwhile, or saved twice in one list.
    if (!current || kept.has(rule.id)) throw new AppError('CONFLICT');
    if (current.version !== rule.version) throw new AppError('CONFLICT');
    kept.add(rule.id);
    const next = { ...current, ...fields };
    const { version: _version, ...stored } = next;
    writes.push(repository.replaceWrite(stored, current.version));
    after.push({ ...next, version: current.version + 1 });
  }
  for (const rule of existing)
    if (!kept.has(rule.id)) writes.push(repository.deleteWrite(rule.id, rule.version));
  await commitAudited(
    caller,
    {
      action: 'resource.rules',
      target: { type: 'resource', id: resource.id, name: resource.caption },
      before: snapshot(existing),
      after: snapshot(after),
      at: now,
    },
    writes,
  );
  return after.sort(byBegin).map(toRule);
}
