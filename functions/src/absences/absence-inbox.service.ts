/**
 * What waits for the caller (the approval inbox: absences whose awaited stage the caller may decide, and
 * substitutions to agree to) and the details dialog of one absence (DetailsModal, DetailsModalSub).
 */
import type { TAbsenceDetails, TAbsenceInbox, TPendingAbsence } from '@app/shared/absences/absence';
import { absencesDe } from '@app/shared/i18n/absences.de';
import { absencesEn } from '@app/shared/i18n/absences.en';
import { hasPermission, type Caller } from '../security/caller';
import { decidesOwn, isResponsibleForPerson, responsibleUnitFilter } from '../units/responsibility-scope';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { AbsenceTypeRepository, type AbsenceType } from '../absence-types/absence-type.repository';
import { AbsenceRepository, type StoredAbsence } from './absence.repository';
import { AbsenceSeriesRepository } from './absence-series.repository';
import { summaryOf } from './absence-series.model';
import { awaitedStage, isShown, judgeSubstituteAnswer } from './absence-policy';
import {
  actorFor,
  actorOf,
  assertMayRead,
  redactAbsence,
  seesDetails,
  unitsOfPerson,
} from './absence-support';
import { isAdministrator, mayDecide, routeFor } from './absence-routing';
import { resultOf } from './absence-commit';
import { loadAbsence, stateInfoOf } from './absence.service';

const typeNameOf = (caller: Caller, type: AbsenceType | undefined) =>
  type ? type.caption[caller.user.language] || type.shortName : '';

/** The neutral name and colour a redacted absence shows instead of its type ("Abwesend" / "Absent"). */
const redactedTypeName = (caller: Caller) =>
  (caller.user.language === 'de' ? absencesDe : absencesEn)['absences.redacted'];
const redactedTypeColor = '#bfbfbf';

/**
 * The units whose pending lists the caller reads: every unit they are responsible for as planners and
 * administrators (they approve the people of those units), their own units for approvers without
 * `calendar.plan` (team leads), within their responsibility too.
 */
async function unitsToRead(caller: Caller): Promise<string[]> {
  const responsible = await responsibleUnitFilter(caller);
  if (hasPermission(caller, 'calendar.plan') || isAdministrator(caller))
    return (await new UnitRepository(caller.tenant).list())
      .map((unit) => unit.id)
      .filter((unitId) => responsible(unitId));
  return hasPermission(caller, 'absences.approve') ? unitsOfPerson(caller.user).filter(responsible) : [];
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
  const line = (absence: StoredAbsence, person: User, full = true): TPendingAbsence => {
    if (!full)
      return {
        absence: redactAbsence(AbsenceRepository.toAbsence(absence)),
        personName: person.displayName,
        typeName: redactedTypeName(caller),
        typeColor: redactedTypeColor,
      };
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
    if (!person || seen.has(absence.id) || decidesOwn(caller, person.id)) continue;
    seen.add(absence.id);
    // The rules are read once for the request (absence-rules.ts): routing each line reads nothing more; the
    // responsibility's units too (one read per request).
    const route = await routeFor(caller, person, absence);
    const actor = actorFor(caller, person, await isResponsibleForPerson(caller, person));
    if (mayDecide(caller, actor, route, awaitedStage(absence))) approvals.push(line(absence, person));
  }
  const waiting = await repository.getMany(substitutions.map((substitution) => substitution.absenceId));
  // A substitute learns when a colleague is away, not why (unless they would see it anyway).
  const substitutionLines = await Promise.all(
    waiting.map(async (absence) => {
      const person = people.get(absence.userId);
      if (!person || !isShown(absence.state)) return [];
      return [line(absence, person, seesDetails(await actorOf(caller, person)))];
    }),
  ).then((lines) => lines.flat());
  return {
    approvals: (await seriesLines(caller, approvals)).sort((a, b) =>
      a.absence.createdAt.localeCompare(b.absence.createdAt),
    ),
    substitutions: substitutionLines.sort((a, b) => a.absence.begin.localeCompare(b.absence.begin)),
  };
}

/**
 * A requested series is one line, decided as a whole (docs/absences.md, "Serial absences"): its first occurrence
 * waiting for the caller, with the pattern and the occurrences and days waiting (1 BatchGet of the series).
 */
async function seriesLines(caller: Caller, lines: readonly TPendingAbsence[]): Promise<TPendingAbsence[]> {
  const ids = [...new Set(lines.flatMap((line) => line.absence.seriesId ?? []))];
  if (!ids.length) return [...lines];
  const series = new Map(
    (await new AbsenceSeriesRepository(caller.tenant).getMany(ids)).map((found) => [found.id, found]),
  );
  const grouped = new Map<string, TPendingAbsence[]>();
  const result: TPendingAbsence[] = [];
  for (const line of lines) {
    const seriesId = line.absence.seriesId;
    if (!seriesId || !series.has(seriesId)) {
      result.push(line);
      continue;
    }
    const group = grouped.get(seriesId);
    if (group) group.push(line);
    else grouped.set(seriesId, [line]);
  }
  for (const [seriesId, group] of grouped) {
    const pattern = series.get(seriesId)?.pattern;
    const sorted = group.sort((a, b) => a.absence.begin.localeCompare(b.absence.begin));
    const first = sorted[0];
    if (!pattern || !first) continue;
    result.push({
      ...first,
      series: summaryOf(
        seriesId,
        pattern,
        sorted.map((line) => line.absence),
      ),
    });
  }
  return result;
}

export async function absenceDetails(caller: Caller, id: string): Promise<TAbsenceDetails> {
  const loaded = await loadAbsence(caller, id);
  const { absence, substitutes, person } = loaded;
  assertMayRead(caller, person);
  const full = seesDetails(await actorOf(caller, person));
  const { version, ...stored } = absence;
  const [result, stateInfo, type, deciders] = await Promise.all([
    resultOf(caller, person, stored, version, substitutes),
    stateInfoOf(caller, loaded),
    new AbsenceTypeRepository(caller.tenant).get(absence.absenceTypeId),
    new UserRepository(caller.tenant).getMany([...new Set(absence.approvals.map((approval) => approval.by))]),
  ]);
  const mine = substitutes.find((substitute) => substitute.substituteId === caller.user.id);
  const names: Record<string, string> = { [person.id]: person.displayName };
  if (full) for (const user of deciders) names[user.id] = user.displayName;
  for (const substitute of substitutes) names[substitute.substituteId] = substitute.displayName;
  const canAnswerAsSubstitute = judgeSubstituteAnswer(absence.state, mine?.state) === 'ok';
  if (!full)
    // Need to know: the days, the state and the substitutes; not the type, the notes, reasons or rule texts.
    return {
      ...result,
      absence: redactAbsence(result.absence),
      ruleFindings: [],
      personName: person.displayName,
      typeName: redactedTypeName(caller),
      typeColor: redactedTypeColor,
      stateInfo,
      canAnswerAsSubstitute,
      names,
    };
  return {
    ...result,
    personName: person.displayName,
    typeName: typeNameOf(caller, type),
    typeColor: type?.backColor ?? '',
    stateInfo,
    canAnswerAsSubstitute,
    names,
  };
}
