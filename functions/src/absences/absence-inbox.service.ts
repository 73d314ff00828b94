/**
 * What waits for the caller (the approval inbox: absences whose awaited stage the caller may decide, and
 * substitutions to agree to) and the details dialog of one absence (DetailsModal, DetailsModalSub).
 */
import type { TAbsenceDetails, TAbsenceInbox, TPendingAbsence } from '@app/shared/absences/absence';
import { hasPermission, type Caller } from '../security/caller';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository, type User } from '../users/user.repository';
import { AbsenceTypeRepository, type AbsenceType } from '../absence-types/absence-type.repository';
import { AbsenceRepository, type StoredAbsence } from './absence.repository';
import { awaitedStage, isShown, judgeSubstituteAnswer } from './absence-policy';
import { actorFor, assertMayRead, unitsOfPerson } from './absence-support';
import { isAdministrator, mayDecide, routeFor } from './absence-routing';
import { resultOf } from './absence-commit';
import { loadAbsence, stateInfoOf } from './absence.service';

const typeNameOf = (caller: Caller, type: AbsenceType | undefined) =>
  type ? type.caption[caller.user.language] || type.shortName : '';

/**
 * The units whose pending lists the caller reads: every unit for planners and administrators (they approve the
 * people of every unit), their own units for approvers without `calendar.plan` (team leads).
 */
async function unitsToRead(caller: Caller): Promise<string[]> {
  if (hasPermission(caller, 'calendar.plan') || isAdministrator(caller))
    return (await new UnitRepository(caller.tenant).list()).map((unit) => unit.id);
  return hasPermission(caller, 'absences.approve') ? unitsOfPerson(caller.user) : [];
}

export async function absenceInbox(caller: Caller): Promise<TAbsenceInbox> {
  const repository = new AbsenceRepository(caller.tenant);
  const unitIds = await unitsToRead(caller);
  const [pendingLists, substitutions, users, types] = await Promise.all([
    Promise.all(unitIds.map((unitId) => repository.pendingOf(unitId))),
    repository.substitutionsOf(caller.user.id),
    new UserRepository(caller.tenant).list(),
    new AbsenceTypeRepository(caller.tenant).list(),
  ]);
  const people = new Map(users.map((user) => [user.id, user]));
  const typesById = new Map(types.map((type) => [type.id, type]));
  const line = (absence: StoredAbsence, person: User): TPendingAbsence => {
    const type = typesById.get(absence.absenceTypeId);
    return {
      absence: AbsenceRepository.toAbsence(absence),
      personName: person.displayName,
      typeName: typeNameOf(caller, type),
      typeColor: type?.backColor ?? '',
    };
  };
  const seen = new Set<string>();
  const approvals: TPendingAbsence[] = [];
  for (const absence of pendingLists.flat()) {
    const person = people.get(absence.userId);
    if (!person || seen.has(absence.id) || person.id === caller.user.id) continue;
    seen.add(absence.id);
    // The rules are read once for the request (absence-rules.ts): routing each line reads nothing more.
    const route = await routeFor(caller, person, absence);
    if (mayDecide(caller, actorFor(caller, person), route, awaitedStage(absence)))
      approvals.push(line(absence, person));
  }
  const waiting = await repository.getMany(substitutions.map((substitution) => substitution.absenceId));
  const substitutionLines = waiting.flatMap((absence) => {
    const person = people.get(absence.userId);
    return person && isShown(absence.state) ? [line(absence, person)] : [];
  });
  return {
    approvals: approvals.sort((a, b) => a.absence.createdAt.localeCompare(b.absence.createdAt)),
    substitutions: substitutionLines.sort((a, b) => a.absence.begin.localeCompare(b.absence.begin)),
  };
}

export async function absenceDetails(caller: Caller, id: string): Promise<TAbsenceDetails> {
  const loaded = await loadAbsence(caller, id);
  const { absence, substitutes, person } = loaded;
  assertMayRead(caller, person);
  const { version, ...stored } = absence;
  const [result, stateInfo, type, deciders] = await Promise.all([
    resultOf(caller, person, stored, version, substitutes),
    stateInfoOf(caller, loaded),
    new AbsenceTypeRepository(caller.tenant).get(absence.absenceTypeId),
    new UserRepository(caller.tenant).getMany([...new Set(absence.approvals.map((approval) => approval.by))]),
  ]);
  const mine = substitutes.find((substitute) => substitute.substituteId === caller.user.id);
  const names: Record<string, string> = { [person.id]: person.displayName };
  for (const user of deciders) names[user.id] = user.displayName;
  for (const substitute of substitutes) names[substitute.substituteId] = substitute.displayName;
  return {
    ...result,
    personName: person.displayName,
    typeName: typeNameOf(caller, type),
    typeColor: type?.backColor ?? '',
    stateInfo,
    canAnswerAsSubstitute: judgeSubstituteAnswer(absence.state, mine?.state) === 'ok',
    names,
  };
}
