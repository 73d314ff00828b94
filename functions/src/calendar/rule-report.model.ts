/**
 * The rule check report's rows (pure): one per finding with the names resolved and the message and suggestion in
 * the reader's language, in the order of the day, the unit and the person; and the summary's counts per rule and
 * level. The writer only draws them.
 */
import type { Language } from '@app/shared/i18n/languages';
import type { RuleFinding, RuleWorld } from '@app/shared/rules/engine/index';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { messageText } from '../api/messages';

export interface RuleReportRow {
  date: string;
  unitId: string | null;
  unit: string;
  userId: string | null;
  person: string;
  rule: string;
  /** The rule's type (MINOC, ...), LEGAL for the legal profile, DEFAULT for a built-in check. */
  type: string;
  level: 'WRN' | 'ERR';
  message: string;
  suggestion: string;
}

export interface RuleReportSummary {
  rule: string;
  type: string;
  level: 'WRN' | 'ERR';
  count: number;
}

export function ruleReportRows(
  findings: readonly RuleFinding[],
  world: Pick<RuleWorld, 'units' | 'people'>,
  language: Language,
): RuleReportRow[] {
  const rows = findings.map((finding) => ({
    date: finding.date,
    unitId: finding.unitId ?? null,
    userId: finding.userId ?? null,
    unit: finding.unitId ? (world.units.get(finding.unitId)?.name ?? '') : '',
    person: finding.userId ? (world.people.get(finding.userId)?.name ?? '') : '',
    rule: finding.ruleName,
    type: finding.ruleType,
    level: finding.level,
    message: findingText(finding.messageKey, language, finding.params),
    suggestion: finding.solutions
      .map((solution) => messageText('ruleCheckReport.assign', language, { name: solution.name }))
      .join('; '),
  }));
  return rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.unit.localeCompare(b.unit, 'de') ||
      a.person.localeCompare(b.person, 'de') ||
      a.rule.localeCompare(b.rule, 'de'),
  );
}

/** Counts per rule and level, the most frequent first. */
export function ruleReportSummary(rows: readonly RuleReportRow[]): RuleReportSummary[] {
  const counts = new Map<string, RuleReportSummary>();
  for (const row of rows) {
    const key = `${row.type}\u0000${row.rule}\u0000${row.level}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { rule: row.rule, type: row.type, level: row.level, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule, 'de'));
}
