/** Hourly rates (surcharges) and wage types of the payroll export; each change audited. */
import { randomUUID } from 'node:crypto';
import type { THourlyRate, THourlyRateInput } from '@app/shared/payroll-data/hourly-rate';
import type { TWageType, TWageTypeInput } from '@app/shared/payroll-data/wage-type';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import {
  PayrollDataRepository,
  type HourlyRate,
  type NewHourlyRate,
  type NewWageType,
  type WageType,
} from './payroll-data.repository';
import { assertCurrentVersion } from '@app/shared/api/versions';

type EnabledFilter = 'true' | 'false' | 'all';
const matches = (filter: EnabledFilter) => (item: { enabled: boolean }) =>
  filter === 'all' || item.enabled === (filter === 'true');

function withoutKeys<T extends { id: string; createdAt: string }>(item: T) {
  const { id: _id, createdAt: _createdAt, ...fields } = item;
  return fields;
}
function toRate(stored: HourlyRate): THourlyRate {
  const { createdAt: _createdAt, ...rate } = stored;
  return rate;
}
function toWageType(stored: WageType): TWageType {
  const { createdAt: _createdAt, ...wageType } = stored;
  return wageType;
}
/** A time window is kept only whole; the value only for fixed-value wage types. */
const normalisedWage = (input: TWageTypeInput) => ({
  ...input,
  value: input.wageType === 1 ? input.value : null,
});

export async function listRates(caller: Caller, enabled: EnabledFilter): Promise<THourlyRate[]> {
  return (await new PayrollDataRepository(caller.tenant).rateList()).filter(matches(enabled)).map(toRate);
}

export async function createRate(
  caller: Caller,
  input: THourlyRateInput,
  now = clockNow(),
): Promise<THourlyRate> {
  const rate: NewHourlyRate = { id: randomUUID(), ...input, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    {
      action: 'hourlyRate.create',
      target: { type: 'hourlyRate', id: rate.id, name: rate.caption },
      after: withoutKeys(rate),
      at: now,
    },
    [new PayrollDataRepository(caller.tenant).rateCreateWrite(rate)],
  );
  return toRate({ ...rate, version: 1 });
}

export async function updateRate(
  caller: Caller,
  id: string,
  input: THourlyRateInput & { version: number },
  now = clockNow(),
): Promise<THourlyRate> {
  const repository = new PayrollDataRepository(caller.tenant);
  const current = await repository.rate(id);
  assertCurrentVersion(current, input.version);
  const { version, ...fields } = input;
  const { version: _stored, ...kept } = current;
  const next: NewHourlyRate = { ...kept, ...fields };
  await commitAudited(
    caller,
    {
      action: 'hourlyRate.update',
      target: { type: 'hourlyRate', id, name: current.caption },
      before: withoutKeys(kept),
      after: withoutKeys(next),
      at: now,
    },
    [repository.rateUpdateWrite(next, version)],
  );
  return toRate({ ...next, version: version + 1 });
}

export async function deleteRate(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const repository = new PayrollDataRepository(caller.tenant);
  const current = await repository.rate(id);
  assertCurrentVersion(current, version);
  await commitAudited(
    caller,
    { action: 'hourlyRate.delete', target: { type: 'hourlyRate', id, name: current.caption }, at: now },
    [repository.rateDeleteWrite(id, version)],
  );
}

export async function listWageTypes(caller: Caller, enabled: EnabledFilter): Promise<TWageType[]> {
  return (await new PayrollDataRepository(caller.tenant).wageTypeList())
    .filter(matches(enabled))
    .map(toWageType);
}

export async function createWageType(
  caller: Caller,
  input: TWageTypeInput,
  now = clockNow(),
): Promise<TWageType> {
  const wageType: NewWageType = { id: randomUUID(), ...normalisedWage(input), createdAt: now.toISOString() };
  await commitAudited(
    caller,
    {
      action: 'wageType.create',
      target: { type: 'wageType', id: wageType.id, name: wageType.caption },
      after: withoutKeys(wageType),
      at: now,
    },
    [new PayrollDataRepository(caller.tenant).wageTypeCreateWrite(wageType)],
  );
  return toWageType({ ...wageType, version: 1 });
}

export async function updateWageType(
  caller: Caller,
  id: string,
  input: TWageTypeInput & { version: number },
  now = clockNow(),
): Promise<TWageType> {
  const repository = new PayrollDataRepository(caller.tenant);
  const current = await repository.wageType(id);
  assertCurrentVersion(current, input.version);
  const { version, ...fields } = input;
  const { version: _stored, ...kept } = current;
  const next: NewWageType = { ...kept, ...normalisedWage(fields) };
  await commitAudited(
    caller,
    {
      action: 'wageType.update',
      target: { type: 'wageType', id, name: current.caption },
      before: withoutKeys(kept),
      after: withoutKeys(next),
      at: now,
    },
    [repository.wageTypeUpdateWrite(next, version)],
  );
  return toWageType({ ...next, version: version + 1 });
}

export async function deleteWageType(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const repository = new PayrollDataRepository(caller.tenant);
  const current = await repository.wageType(id);
  assertCurrentVersion(current, version);
  await commitAudited(
    caller,
    { action: 'wageType.delete', target: { type: 'wageType', id, name: current.caption }, at: now },
    [repository.wageTypeDeleteWrite(id, version)],
  );
}
