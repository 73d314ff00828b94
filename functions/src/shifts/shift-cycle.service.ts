/** Shift cycles: rotations of templates, kept by people with masterdata.edit; their templates must exist. */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { TCyclePeriod, TCycleSlot, TShiftCycle } from '@app/shared/shifts/shift-cycle';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { ShiftCycleRepository, type ShiftCycle } from './shift-cycle.repository';
import { ShiftTemplateRepository } from './shift-template.repository';

interface CycleFields {
  name: string;
  period: TCyclePeriod;
  length: number;
  slots: TCycleSlot[];
}

const toCycle = (cycle: ShiftCycle): TShiftCycle => ({
  id: cycle.id,
  name: cycle.name,
  period: cycle.period,
  length: cycle.length,
  slots: cycle.slots,
  version: cycle.version,
});
const target = (cycle: Pick<ShiftCycle, 'id' | 'name'>) => ({
  type: 'shiftCycle',
  id: cycle.id,
  name: cycle.name,
});
const snapshot = ({ name, period, length, slots }: CycleFields) => ({ name, period, length, slots });
/** Slots in day order, days off left out (a day without a slot is off). */
const slotsOf = (slots: TCycleSlot[]) =>
  slots.filter((slot) => slot.shiftTemplateId !== null).sort((a, b) => a.day - b.day);

async function requireCycle(caller: Caller, cycleId: string): Promise<ShiftCycle> {
  const cycle = await new ShiftCycleRepository(caller.tenant).get(cycleId);
  if (!cycle) throw new AppError('NOT_FOUND');
  return cycle;
}

/** Every template a slot names must exist (400 at the slot otherwise). */
async function assertTemplates(caller: Caller, slots: TCycleSlot[]): Promise<void> {
  const ids = [...new Set(slots.flatMap((slot) => (slot.shiftTemplateId ? [slot.shiftTemplateId] : [])))];
  const known = new Set((await new ShiftTemplateRepository(caller.tenant).getMany(ids)).map((tpl) => tpl.id));
  const issues = slots.flatMap((slot, index) =>
    slot.shiftTemplateId && !known.has(slot.shiftTemplateId)
      ? [
          {
            path: `body.slots.${index}.shiftTemplateId`,
            code: 'unknown_shift_template',
            messageKey: 'cycles.templateUnknown',
            message: slot.shiftTemplateId,
          },
        ]
      : [],
  );
  if (issues.length) throw AppError.validation(issues);
}

export async function listCycles(caller: Caller): Promise<TShiftCycle[]> {
  return (await new ShiftCycleRepository(caller.tenant).list())
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .map(toCycle);
}

export async function getCycle(caller: Caller, cycleId: string): Promise<TShiftCycle> {
  return toCycle(await requireCycle(caller, cycleId));
}

export async function createCycle(
  caller: Caller,
  input: CycleFields,
  now = clockNow(),
): Promise<TShiftCycle> {
  await assertTemplates(caller, input.slots);
  const cycle = {
    id: randomUUID(),
    ...snapshot(input),
    slots: slotsOf(input.slots),
    createdAt: now.toISOString(),
  };
  await commitAudited(
    caller,
    { action: 'shiftCycle.create', target: target(cycle), after: snapshot(cycle), at: now },
    [new ShiftCycleRepository(caller.tenant).createWrite(cycle)],
  );
  return toCycle({ ...cycle, version: 1 });
}

export async function updateCycle(
  caller: Caller,
  cycleId: string,
  input: CycleFields & { version: number },
  now = clockNow(),
): Promise<TShiftCycle> {
  const current = await requireCycle(caller, cycleId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  await assertTemplates(caller, input.slots);
  const next = {
    ...snapshot(input),
    slots: slotsOf(input.slots),
    id: current.id,
    createdAt: current.createdAt,
  };
  await commitAudited(
    caller,
    {
      action: 'shiftCycle.update',
      target: target(current),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [new ShiftCycleRepository(caller.tenant).updateWrite(next, input.version)],
  );
  return toCycle({ ...next, version: input.version + 1 });
}

export async function deleteCycle(caller: Caller, cycleId: string, version: number, now = clockNow()) {
  const current = await requireCycle(caller, cycleId);
  await commitAudited(
    caller,
    { action: 'shiftCycle.delete', target: target(current), before: snapshot(current), at: now },
    [new ShiftCycleRepository(caller.tenant).deleteWrite(cycleId, version)],
  );
}
