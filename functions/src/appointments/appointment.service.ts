/**
 * Common appointments (COMMON_APP; docs/decisions.md, "Common appointments"): save (new, edit of a whole series or
 * one occurrence), read, details, delete (whole, or one occurrence as a break). Every change is one transaction:
 * the appointment (version), its fragments or series heads in the units it shows in, and the audit entry.
 *
 * Who may: everyone with `calendar.view` for their own appointments; a planner (`calendar.plan`) also for others
 * and edits anyone's non-private ones. A private appointment exists for its user only: anyone else gets 404, as for
 * an unknown id (no existence oracle). A planner places appointments only in their own units and the units they
 * are responsible for, and acts on others' appointments only when every unit they show in is theirs to plan
 * (403 NOT_RESPONSIBLE naming the unit otherwise, docs/permissions.md).
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError, type FieldIssue } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type {
  TAppointment,
  TAppointmentDetails,
  ZAppointmentSave,
} from '@app/shared/appointments/appointment';
import type { AuditAction } from '@app/shared/tenants/audit';
import { hasPermission, type Caller } from '../security/caller';
import { isResponsibleForUnit, requireResponsibleForUnits } from '../units/responsibility-scope';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository } from '../directory/user.repository';
import { TagRepository } from '../tags/tag.repository';
import { PlanRepository } from '../calendar/plan.repository';
import { unitsOfPerson } from '../absences/absence-support';
import {
  AppointmentRepository,
  type NewAppointment,
  type StoredAppointment,
  type TransactionWrite,
} from './appointment.repository';
import {
  checkedFields,
  fragmentKeysOf,
  fragmentsOf,
  headKeysOf,
  headsOf,
  isOccurrence,
  seriesPatternOf,
  withBreak,
  type AppointmentFields,
} from './appointment-rules';

type SaveInput = z.output<typeof ZAppointmentSave>;
const maxWrites = 100;

const invalid = (path: string, messageKey: string) =>
  AppError.validation([{ path, code: 'invalid_value', messageKey, message: messageKey }]);
const notFound = () => new AppError('NOT_FOUND', { messageKey: 'ITEM_NOT_EXISTS' });
const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && 'path' in value && 'messageKey' in value;

const planner = (caller: Caller) => hasPermission(caller, 'calendar.plan');

/** One appointment as the caller may see it: a private one of someone else is as unknown as a missing one. */
async function load(caller: Caller, id: string): Promise<StoredAppointment> {
  const appointment = await new AppointmentRepository(caller.tenant).get(id);
  if (!appointment || (appointment.private && appointment.userId !== caller.user.id)) throw notFound();
  return appointment;
}

/** Its user, planners, and the people of the units it shows in. */
function mayRead(caller: Caller, appointment: NewAppointment): boolean {
  if (appointment.userId === caller.user.id || planner(caller)) return true;
  const own = new Set(unitsOfPerson(caller.user));
  return appointment.unitIds.some((unitId) => own.has(unitId));
}

/** Its user; a planner a non-private one (a private one of someone else never gets this far). */
const mayEdit = (caller: Caller, appointment: NewAppointment): boolean =>
  appointment.userId === caller.user.id || (planner(caller) && !appointment.private);

/** Someone else's appointment: the planner must be responsible for every unit it shows in (403 otherwise). */
async function requireResponsibleFor(caller: Caller, appointment: NewAppointment): Promise<void> {
  if (appointment.userId !== caller.user.id) await requireResponsibleForUnits(caller, appointment.unitIds);
}

/** `mayEdit`, and for someone else's appointment responsible for its units (the details' `canEdit`). */
async function mayChange(caller: Caller, appointment: NewAppointment): Promise<boolean> {
  if (!mayEdit(caller, appointment)) return false;
  if (appointment.userId === caller.user.id) return true;
  const answers = await Promise.all(
    appointment.unitIds.map((unitId) => isResponsibleForUnit(caller, unitId)),
  );
  return answers.every(Boolean);
}

/**
 * Everything a save checks that needs reads: the user (`userchoose2`), that the caller may act for them, a private
 * one only for oneself, the units (default: the user's; a non-planner only their own), the tag. Answers the
 * appointment's fields as kept, with its units and normalised pattern.
 */
async function resolve(
  caller: Caller,
  input: AppointmentFields,
): Promise<Omit<NewAppointment, 'id' | 'breaks' | 'serialSourceId' | 'serialSourceDate' | 'createdBy'>> {
  const checked = checkedFields(input);
  if (isIssue(checked)) throw AppError.validation([checked]);
  const series = seriesPatternOf(checked, caller.tenantRecord.timeZone);
  if (Array.isArray(series)) throw AppError.validation(series);
  const person = await new UserRepository(caller.tenant).get(checked.userId);
  if (!person) throw invalid('body.userId', 'userchoose2');
  const forSelf = person.id === caller.user.id;
  if (!forSelf && !planner(caller)) throw new AppError('FORBIDDEN');
  if (checked.private && !forSelf) throw invalid('body.private', 'appointments.error.privateForOthers');
  const unitIds = [...new Set(checked.unitIds.length ? checked.unitIds : unitsOfPerson(person))];
  if (checked.unitIds.length) {
    const found = await new UnitRepository(caller.tenant).getMany(unitIds);
    if (found.length !== unitIds.length) throw invalid('body.unitIds', 'appointments.error.unitUnknown');
    const own = new Set(unitsOfPerson(caller.user));
    if (!planner(caller) && unitIds.some((unitId) => !own.has(unitId))) throw new AppError('FORBIDDEN');
  }
  if (planner(caller)) {
    // For oneself the own units need nothing more; for others every unit it shows in is planned by the caller.
    const own = new Set(forSelf ? unitsOfPerson(caller.user) : []);
    await requireResponsibleForUnits(
      caller,
      unitIds.filter((unitId) => !own.has(unitId)),
    );
  }
  if (checked.tagId && !(await new TagRepository(caller.tenant).get(checked.tagId)))
    throw invalid('body.tagId', 'appointments.error.tagUnknown');
  return { ...checked, unitIds, serial: series.pattern };
}

/** A change of one or two appointments (an edited occurrence: the series and the new single one). */
interface Placement {
  before?: StoredAppointment;
  after?: NewAppointment;
}

const snapshot = (appointment: NewAppointment | undefined) =>
  appointment && {
    userId: appointment.userId,
    begin: appointment.begin,
    end: appointment.end,
    private: appointment.private,
    serial: appointment.serial !== null,
    breaks: appointment.breaks,
  };

/** One transaction: appointment(s) (version), fragments and heads (puts and stale deletes), audit. */
async function commit(
  caller: Caller,
  action: AuditAction,
  placements: readonly Placement[],
  at: Date,
): Promise<void> {
  const appointments = new AppointmentRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const timeZone = caller.tenantRecord.timeZone;
  const writes: TransactionWrite[] = [];
  for (const { before, after } of placements) {
    if (after && before) writes.push(appointments.replaceWrite(after, before.version));
    else if (after) writes.push(appointments.createWrite(after));
    else if (before) writes.push(appointments.deleteWrite(before.id, before.version));
    writes.push(
      ...plan.appointmentFragmentWrites(
        after ? fragmentsOf(after) : [],
        before ? fragmentKeysOf(before) : [],
      ),
      ...appointments.headWrites(after ? headsOf(after, timeZone) : [], before ? headKeysOf(before) : []),
    );
  }
  if (writes.length + 1 > maxWrites) throw invalid('body.end', 'appointments.error.tooLong');
  const main = placements[0];
  const subject = main?.after ?? main?.before;
  // A private appointment's subject stays out of the audit trail, which administrators read.
  const target = {
    type: 'appointment',
    id: subject?.id ?? '',
    name: subject?.private ? '' : (subject?.subject ?? ''),
  };
  await commitAudited(
    caller,
    {
      action: action,
      target: target,
      before: snapshot(main?.before),
      after: snapshot(main?.after ?? placements[1]?.after),
      at: at,
    },
    writes,
  );
}

const answer = (appointment: NewAppointment, version: number): TAppointment => ({ ...appointment, version });

export async function saveAppointment(
  caller: Caller,
  input: SaveInput,
  at = clockNow(),
): Promise<TAppointment> {
  const { id, version, occurrence, ...fields } = input;
  if (id === undefined) {
    const resolved = await resolve(caller, fields);
    const created: NewAppointment = {
      ...resolved,
      id: randomUUID(),
      breaks: [],
      serialSourceId: null,
      serialSourceDate: null,
      createdBy: caller.user.id,
    };
    await commit(caller, 'appointment.create', [{ after: created }], at);
    return answer(created, 1);
  }
  const before = await load(caller, id);
  if (version === undefined) throw invalid('body.version', 'error.VALIDATION');
  assertCurrentVersion(before, version);
  if (!mayEdit(caller, before)) throw new AppError('FORBIDDEN');
  await requireResponsibleFor(caller, before);
  const { version: _read, ...stored } = before;

  if (occurrence !== undefined) {
    // One occurrence becomes a single appointment of its own; the series skips that day from now on.
    if (!before.serial) throw invalid('body.occurrence', 'appointments.error.occurrenceNotSerial');
    if (!isOccurrence(before, occurrence, caller.tenantRecord.timeZone))
      throw new AppError('SERIAL_BREAK_REFUSED');
    const resolved = await resolve(caller, { ...fields, serial: null });
    const single: NewAppointment = {
      ...resolved,
      id: randomUUID(),
      breaks: [],
      serialSourceId: before.id,
      serialSourceDate: occurrence,
      createdBy: caller.user.id,
    };
    const series: NewAppointment = { ...stored, breaks: withBreak(before.breaks, occurrence) };
    await commit(caller, 'appointment.update', [{ before, after: series }, { after: single }], at);
    return answer(single, 1);
  }

  const resolved = await resolve(caller, fields);
  const after: NewAppointment = {
    ...stored,
    ...resolved,
    // A series keeps its breaks while it stays a series; a single appointment has none.
    breaks: resolved.serial ? before.breaks : [],
  };
  await commit(caller, 'appointment.update', [{ before, after }], at);
  return answer(after, version + 1);
}

export async function getAppointment(caller: Caller, id: string): Promise<TAppointment> {
  const appointment = await load(caller, id);
  if (!mayRead(caller, appointment)) throw new AppError('FORBIDDEN');
  return appointment;
}

export async function appointmentDetails(
  caller: Caller,
  id: string,
  beginDate: string | undefined,
): Promise<TAppointmentDetails> {
  const appointment = await getAppointment(caller, id);
  const [person, units, tag] = await Promise.all([
    new UserRepository(caller.tenant).get(appointment.userId),
    appointment.unitIds.length
      ? new UnitRepository(caller.tenant).getMany(appointment.unitIds)
      : Promise.resolve([]),
    appointment.tagId ? new TagRepository(caller.tenant).get(appointment.tagId) : Promise.resolve(undefined),
  ]);
  const nameOf = new Map(units.map((unit) => [unit.id, unit.name]));
  return {
    appointment,
    userName: person?.displayName ?? '',
    unitNames: appointment.unitIds.flatMap((unitId) => {
      const name = nameOf.get(unitId);
      return name === undefined ? [] : [name];
    }),
    tagName: tag?.name ?? null,
    tagColor: tag?.color ?? null,
    occurrence: appointment.serial && beginDate ? beginDate : appointment.begin,
    canEdit: await mayChange(caller, appointment),
  };
}

export async function deleteAppointment(
  caller: Caller,
  id: string,
  version: number,
  occurrence: string | undefined,
  at = clockNow(),
): Promise<void> {
  const before = await load(caller, id);
  assertCurrentVersion(before, version);
  if (!mayEdit(caller, before)) throw new AppError('FORBIDDEN');
  await requireResponsibleFor(caller, before);
  if (occurrence === undefined) {
    await commit(caller, 'appointment.delete', [{ before }], at);
    return;
  }
  // spec serial-msg2: the day is no occurrence (not a series, outside it, or already taken out).
  if (!isOccurrence(before, occurrence, caller.tenantRecord.timeZone))
    throw new AppError('SERIAL_BREAK_REFUSED');
  const { version: _read, ...stored } = before;
  const after: NewAppointment = { ...stored, breaks: withBreak(before.breaks, occurrence) };
  await commit(caller, 'appointment.update', [{ before, after }], at);
}
