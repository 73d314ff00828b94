/**
 * Absences follow a person's units: an absence keeps a fragment in every unit of its person, so when the person
 * moves to another unit or gains or loses an extra unit, their current and future absences (those ending at most
 * `recentDays` ago) are re-projected: fragments put into the units they have now (the primary copy, on their
 * month view, in the new primary unit) and deleted from the units they left. The unit change queues it
 * (`queueAbsenceProjection`); the `report` worker runs it (`absence-projection.job.ts`), idempotent and
 * converging: it reads the person's units when it runs, so two quick changes end in the units of the last.
 */
import { maxAbsenceDays } from '@app/shared/absences/absence';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import type { TenantContext } from '../tenancy/tenant-context';
import { now as clockNow } from '../clock';
import { startTask } from '../tasks/task.service';
import { PlanRepository } from '../calendar/plan.repository';
import { UserRepository } from '../directory/user.repository';
import { AbsenceRepository, type StoredAbsence } from './absence.repository';
import { agreedIn, fragmentKeysOf, fragmentsOf, unitsOfPerson } from './absence-support';
import { isShown } from './absence-policy';

/** Absences that ended up to this many days ago still move with their person (a month's plan is still open). */
export const recentDays = 31;
/** The last day a query of "every future absence" reaches. */
const lastDay = '9999-12-31';
/** Attempts per absence when it changes while being re-projected. */
const attempts = 3;

export const jobType = 'absences.projection';

export interface AbsenceProjectionInput {
  userId: string;
  /** The units the person had before the change: those they no longer have lose the fragments. */
  formerUnitIds: string[];
}

/** The person's absences that still matter: shown (requested, planned, approved) and ending since `from`. */
async function recentAbsences(tenant: TenantContext, userId: string, from: string): Promise<StoredAbsence[]> {
  const absences = await new AbsenceRepository(tenant).ofPerson(
    userId,
    from,
    lastDay,
    addDays(from, -maxAbsenceDays),
  );
  return absences.filter((absence) => isShown(absence.state));
}

const sameUnits = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((unitId, index) => unitId === b[index]);

/**
 * After a change of the person's units (primary first): queues the re-projection when the units changed and the
 * person has absences that still matter (1 Q); nothing otherwise (a new person, a demo seed of empty people).
 */
export async function queueAbsenceProjection(
  caller: Caller,
  person: { id: string; displayName: string },
  formerUnitIds: readonly string[],
  unitIds: readonly string[],
): Promise<void> {
  if (sameUnits(formerUnitIds, unitIds)) return;
  const today = plainDateOf(clockNow(), caller.tenantRecord.timeZone);
  if (!(await recentAbsences(caller.tenant, person.id, addDays(today, -recentDays))).length) return;
  const input: AbsenceProjectionInput = { userId: person.id, formerUnitIds: [...formerUnitIds] };
  await startTask(
    caller.tenant,
    {
      kind: 'report',
      type: jobType,
      name: { key: 'task.name.absenceProjection', params: { person: person.displayName } },
      input,
    },
    caller.user.language,
  );
}

/**
 * Rewrites the fragments of the person's recent absences for the units they have now; one transaction per
 * absence that holds only while the absence is unchanged (an approval meanwhile wrote its own fragments: read it
 * again and redo). Answers how many absences and units it wrote.
 */
export async function projectAbsences(
  tenant: TenantContext,
  input: AbsenceProjectionInput,
  today: string,
): Promise<{ absences: number; units: number }> {
  const person = await new UserRepository(tenant).get(input.userId);
  // A person deleted since keeps no absences to show.
  if (!person) return { absences: 0, units: 0 };
  const units = unitsOfPerson(person);
  const left = input.formerUnitIds.filter((unitId) => !units.includes(unitId));
  const repository = new AbsenceRepository(tenant);
  const plan = new PlanRepository(tenant);
  const absences = await recentAbsences(tenant, person.id, addDays(today, -recentDays));
  for (const found of absences) {
    let absence: StoredAbsence = found;
    for (let attempt = 1; ; attempt++) {
      // Denied or cancelled meanwhile: its own change removed the fragments of the units it knew, not those left.
      const shown = isShown(absence.state);
      const writes = plan.absenceFragmentWrites(
        shown ? fragmentsOf(absence, units, agreedIn(absence)) : [],
        fragmentKeysOf(absence, shown ? left : [...left, ...units]),
      );
      try {
        await repository.writeIfUnchanged(absence.id, absence.version, writes);
        break;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT') || attempt >= attempts) throw error;
        const again = await repository.get(absence.id);
        if (!again) {
          // Deleted meanwhile: only what it left behind in the units the person left is still to go.
          await repository.writeIfUnchanged(
            null,
            null,
            plan.absenceFragmentWrites([], fragmentKeysOf(absence, left)),
          );
          break;
        }
        absence = again;
      }
    }
  }
  return { absences: absences.length, units: units.length };
}
