/**
 * The pieces every change of a series of absences uses (docs/absences.md, "Serial absences"): the series with its
 * person and occurrences, the rules of every occurrence (one reading of the unit and its months for all), the
 * shifts they overlap (the person's months read once), and the notice of a series.
 */
import { AppError } from '@app/shared/api/errors';
import type { TAbsenceResult } from '@app/shared/absences/absence';
import type { TNotice } from '@app/shared/notifications/notification';
import { monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { PlanRepository, entryIdOf } from '../calendar/plan.repository';
import type { User } from '../directory/user.repository';
import { messageText } from '../api/messages';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { AbsenceRepository, type NewAbsence, type StoredAbsence } from './absence.repository';
import { AbsenceSeriesRepository, type StoredAbsenceSeries } from './absence-series.repository';
import { isShown } from './absence-policy';
import { requirePerson } from './absence-support';
import { noticeOf } from './absence-commit';
import { checkAbsenceRules, sharedRuleReads, type AbsenceRuleCheck } from './absence-rules';
import { datesText } from './absence-series.model';

export interface LoadedSeries {
  series: StoredAbsenceSeries;
  person: User;
  /** Every occurrence now, in the order of their pattern days (consistent reads). */
  occurrences: StoredAbsence[];
}

/** The series (1 G), its person (1 G) and its occurrences (1 Q gsi3, then a consistent BatchGet); 404 if unknown. */
export async function loadSeries(caller: Caller, id: string): Promise<LoadedSeries> {
  const series = await new AbsenceSeriesRepository(caller.tenant).get(id);
  if (!series) throw new AppError('NOT_FOUND');
  const person = await requirePerson(caller, series.userId);
  const absences = new AbsenceRepository(caller.tenant);
  const listed = await absences.ofSeries(id);
  const occurrences = (await absences.getMany(listed.map((absence) => absence.id)))
    .filter((absence) => absence.seriesId === id)
    .sort((a, b) => (a.seriesDate ?? a.begin).localeCompare(b.seriesDate ?? b.begin));
  return { series, person, occurrences };
}

/** The series' own fields without its version (to write it again). */
export const storedSeries = ({ version: _version, ...series }: StoredAbsenceSeries) => series;

/** The pattern day an occurrence stands for. */
export const dayOf = (absence: Pick<NewAbsence, 'seriesDate' | 'begin'>): string =>
  absence.seriesDate ?? absence.begin;

/** What the rules say about each occurrence, read once for all of them. */
export async function checkOccurrences(
  caller: Caller,
  person: User,
  occurrences: readonly NewAbsence[],
): Promise<{ absence: NewAbsence; check: AbsenceRuleCheck }[]> {
  const reads = sharedRuleReads();
  const checks: { absence: NewAbsence; check: AbsenceRuleCheck }[] = [];
  for (const absence of occurrences)
    checks.push({ absence, check: await checkAbsenceRules(caller, absence, person, reads) });
  return checks;
}

/**
 * Refuses the change when a rule refuses any occurrence (400 `RULE_REFUSED`): the first rule's reason and the
 * days of the occurrences refused (DD.MM.YYYY) in the caller's language; `details.findings` every refusal with
 * its day, `details.occurrences` the days refused.
 */
export function assertSeriesRulesAllow(
  caller: Caller,
  checks: readonly { absence: NewAbsence; check: AbsenceRuleCheck }[],
): void {
  const refused = checks.filter(({ check }) => check.refusals.length > 0);
  const first = refused[0]?.check.refusals[0];
  if (!first) return;
  const language = caller.user.language;
  const findings = refused.flatMap(({ check }) =>
    check.refusals.map((finding) => ({
      ruleId: finding.ruleId,
      ruleType: finding.ruleType,
      ruleName: finding.ruleName,
      messageKey: finding.messageKey,
      message: findingText(finding.messageKey, language, finding.params),
      date: finding.date,
    })),
  );
  const days = refused.map(({ absence }) => absence.begin);
  const reason = messageText('absences.series.refusedOn', language, {
    reason: findings[0]?.message ?? first.ruleName,
    count: days.length,
    dates: datesText(days),
  });
  throw new AppError('RULE_REFUSED', {
    params: { reason },
    details: { reason, messageKey: first.messageKey, findings, occurrences: days },
  });
}

type Warnings = Pick<TAbsenceResult, 'absentWarnings' | 'ruleFindings'>;

/**
 * The warnings and findings of every occurrence, each day once: staffing per unit and day, a rule's finding per
 * day (a message for requests once per rule: it says the same for every occurrence).
 */
export function warningsOf(checks: readonly { check: AbsenceRuleCheck }[]): Warnings {
  const seen = new Set<string>();
  const result: Warnings = { absentWarnings: [], ruleFindings: [] };
  for (const { check } of checks) {
    for (const warning of check.absentWarnings) {
      const key = `${warning.unitId}#${warning.date}`;
      if (!seen.has(key) && seen.add(key)) result.absentWarnings.push(warning);
    }
    for (const finding of check.ruleFindings) {
      const key = `${finding.ruleId}#${finding.messageKey}#${finding.level === 'INFO' ? '' : finding.date}`;
      if (!seen.has(key) && seen.add(key)) result.ruleFindings.push(finding);
    }
  }
  result.absentWarnings.sort((a, b) => a.unitId.localeCompare(b.unitId) || a.date.localeCompare(b.date));
  result.ruleFindings.sort((a, b) => a.date.localeCompare(b.date));
  return result;
}

/** The person's shifts on the days of the occurrences shown (their months read once): a warning, by day. */
export async function seriesShiftConflicts(
  caller: Caller,
  userId: string,
  occurrences: readonly NewAbsence[],
): Promise<TAbsenceResult['shiftConflicts']> {
  const shown = occurrences.filter((absence) => isShown(absence.state));
  const months = [...new Set(shown.flatMap((absence) => monthsOf(absence.begin, absence.end)))];
  const plan = new PlanRepository(caller.tenant);
  const entries = (await Promise.all(months.map((month) => plan.personMonth(userId, month)))).flatMap(
    (items) => items.entries,
  );
  return entries
    .filter(
      (entry) =>
        entry.userId === userId &&
        shown.some((absence) => absence.begin <= entry.date && entry.date <= absence.end),
    )
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({ date: entry.date, unitId: entry.unitId, entryId: entryIdOf(entry) }));
}

/**
 * The notice of a change of the series: the occurrences meant from the first day to the last, how many, a link to
 * the first; `messageKey` one of the `absence.series*` texts.
 */
export async function seriesNotice(
  caller: Caller,
  person: User,
  occurrences: readonly NewAbsence[],
  messageKey: string,
  reason?: string | null,
): Promise<TNotice | undefined> {
  const first = [...occurrences].sort((a, b) => a.begin.localeCompare(b.begin))[0];
  if (!first) return undefined;
  const last = occurrences.reduce((end, absence) => (absence.end > end ? absence.end : end), first.end);
  const notice = await noticeOf(caller, { ...first, end: last }, person, messageKey, reason);
  return { ...notice, params: { ...notice.params, occurrences: occurrences.length } };
}
