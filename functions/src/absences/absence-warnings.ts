/**
 * The staffing warning (issue 11, deliverable 7): on a day of the absence, more people of the person's primary
 * unit absent than the unit's `absences.maxAbsentPerDay` allows. Counted from the absence fragments of the unit's
 * months (distinct people a day; half days count as absent). A warning only: nothing is refused for it.
 */
import { maxAbsentPerDaySetting } from '@app/shared/absences/approval-routing';
import type { TAbsence, TAbsentWarning } from '@app/shared/absences/absence';
import { addDays } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { UnitRepository } from '../units/unit.repository';
import { PlanRepository, monthsOf } from '../calendar/plan.repository';
import type { User } from '../users/user.repository';
import { isShown } from './absence-policy';
import { unitsOfPerson } from './absence-support';

type Counted = Pick<TAbsence, 'userId' | 'begin' | 'end' | 'state'>;

/** The days the unit would be over its maximum with this absence: 2 G + 1 Q a month of the absence. */
export async function absentWarnings(
  caller: Caller,
  absence: Counted,
  person: Pick<User, 'unitId' | 'extraUnitIds'>,
): Promise<TAbsentWarning[]> {
  if (!isShown(absence.state)) return [];
  const unitId = unitsOfPerson(person)[0];
  if (!unitId) return [];
  const units = new UnitRepository(caller.tenant);
  const setting = await units.getSetting(unitId, maxAbsentPerDaySetting);
  if (setting?.kind !== 'int' || typeof setting.value !== 'number') return [];
  const max = setting.value;
  const plan = new PlanRepository(caller.tenant);
  const [unit, months] = await Promise.all([
    units.get(unitId),
    Promise.all(monthsOf(absence.begin, absence.end).map((month) => plan.unitAbsences(unitId, month))),
  ]);
  const fragments = months
    .flat()
    .filter((fragment) => fragment.state === undefined || isShown(fragment.state as TAbsence['state']));
  const warnings: TAbsentWarning[] = [];
  for (let day = absence.begin; day <= absence.end; day = addDays(day, 1)) {
    const people = new Set(
      fragments
        .filter((fragment) => fragment.begin <= day && day <= fragment.end)
        .map((fragment) => fragment.userId),
    );
    // Counted with this absence, whether or not its fragments are written yet.
    people.add(absence.userId);
    if (people.size > max)
      warnings.push({ date: day, unitId, unitName: unit?.name ?? '', absent: people.size, max });
  }
  return warnings;
}
