/** Cost units: a code (the key, unique per tenant) and a name; each change audited. */
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { TCostUnit } from '@app/shared/payroll-data/cost-unit';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
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
  await commitAudited(
    caller,
    { action: 'costUnit.create', target: targetOf(costUnit), after: input, at: now },
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
  await commitAudited(
    caller,
    {
      action: 'costUnit.update',
      target: targetOf(current),
      before: { name: current.name },
      after: { name: next.name },
      at: now,
    },
    [new PayrollDataRepository(caller.tenant).costUnitUpdateWrite(next, input.version)],
  );
  return toCostUnit({ ...next, version: input.version + 1 });
}

export async function deleteCostUnit(caller: Caller, code: string, version: number, now = clockNow()) {
  const current = await new PayrollDataRepository(caller.tenant).costUnit(code);
  assertCurrentVersion(current, version);
  await commitAudited(
    caller,
    { action: 'costUnit.delete', target: targetOf(current), before: { name: current.name }, at: now },
    [new PayrollDataRepository(caller.tenant).costUnitDeleteWrite(code, version)],
  );
}
