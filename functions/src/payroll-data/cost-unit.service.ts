/** Cost units: a code (the key, unique per tenant) and a name; each change audited. */
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { TCostUnit } from '@app/shared/payroll-data/cost-unit';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { PayrollDataRepository, type CostUnit } from './payroll-data.repository';

const toCostUnit = ({ code, name, version }: CostUnit): TCostUnit => ({ code, name, version });
const targetOf = (costUnit: Pick<CostUnit, 'code' | 'name'>) => ({
  type: 'costUnit',
  id: costUnit.code,
  name: costUnit.name,
});

export async function listCostUnits(caller: Caller, limit: number, cursor: string | undefined) {
  const page = await new PayrollDataRepository(caller.tenant).costUnitPage(limit, cursor);
  return { items: page.items.map(toCostUnit), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

export async function costUnitsByCodes(caller: Caller, codes: readonly string[]): Promise<TCostUnit[]> {
  const found = await new PayrollDataRepository(caller.tenant).costUnitsByCodes([...new Set(codes)]);
  return found.map(toCostUnit).sort((a, b) => a.code.localeCompare(b.code));
}

export async function costUnitExists(caller: Caller, code: string): Promise<boolean> {
  return (await new PayrollDataRepository(caller.tenant).costUnit(code)) !== undefined;
}

export async function createCostUnit(
  caller: Caller,
  input: { code: string; name: string },
  now = clockNow(),
): Promise<TCostUnit> {
  const repository = new PayrollDataRepository(caller.tenant);
  if (await repository.costUnit(input.code)) throw new AppError('COST_UNIT_CODE_TAKEN');
  const costUnit = { ...input, createdAt: now.toISOString() };
  // The code is the key: a code taken since the read fails the transaction's condition (409 CONFLICT).
  await new AuditRepository(caller.tenant).commit(
    auditEntry('costUnit.create', actorOf(caller), targetOf(costUnit), { after: input }, now),
    [repository.costUnitCreateWrite(costUnit)],
  );
  return toCostUnit({ ...costUnit, version: 1 });
}

export async function updateCostUnit(
  caller: Caller,
  code: string,
  input: { name: string; version: number },
  now = clockNow(),
): Promise<TCostUnit> {
  const current = await new PayrollDataRepository(caller.tenant).costUnit(code);
  assertCurrentVersion(current, input.version);
  const next = { code, name: input.name, createdAt: current.createdAt };
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'costUnit.update',
      actorOf(caller),
      targetOf(current),
      { before: { name: current.name }, after: { name: next.name } },
      now,
    ),
    [new PayrollDataRepository(caller.tenant).costUnitUpdateWrite(next, input.version)],
  );
  return toCostUnit({ ...next, version: input.version + 1 });
}

export async function deleteCostUnit(caller: Caller, code: string, version: number, now = clockNow()) {
  const current = await new PayrollDataRepository(caller.tenant).costUnit(code);
  assertCurrentVersion(current, version);
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'costUnit.delete',
      actorOf(caller),
      targetOf(current),
      { before: { name: current.name } },
      now,
    ),
    [new PayrollDataRepository(caller.tenant).costUnitDeleteWrite(code, version)],
  );
}
