import type { TFunction } from 'i18next';
import type { TAbsenceSeriesSummary } from '@app/shared/absences/absence-repeat';
import type { TAbsenceSeriesDetails } from '@app/shared/absences/absence-series';
import { daysBetween } from '@app/shared/time/tenant-time';
import { serialWeekdays, type TSerialPattern } from '@app/shared/serial/serial-pattern';
import { formatDate, weekdayNames } from '#lib/format';
import { currentLanguage } from '#lib/i18n';

/** "Weekly on Tuesday", "Every 2 weeks on Monday, Thursday" (the absence series are weekly). */
export function seriesPatternText(pattern: TSerialPattern, t: TFunction): string {
  if (pattern.rule.type !== 'weekly') return '';
  const names = weekdayNames(currentLanguage(), 'long');
  const days = pattern.rule.weekdays.map((day) => names[serialWeekdays.indexOf(day)] ?? day).join(', ');
  return pattern.rule.every === 1
    ? t('absenceDialog.series.weekly', { days })
    : t('absenceDialog.series.everyWeeks', { every: pattern.rule.every, days });
}

/** "Weekly on Tuesday, 01.09.2026 to 13.07.2027" with the days it holds ("45 days"). */
export function seriesSummaryText(
  summary: TAbsenceSeriesSummary,
  t: TFunction,
): { range: string; days: string } {
  const pattern = seriesPatternText(summary.pattern, t);
  return {
    range:
      summary.first && summary.last
        ? t('absenceDialog.series.range', {
            pattern,
            from: formatDate(summary.first),
            to: formatDate(summary.last),
          })
        : pattern,
    days: t('absenceDialog.series.days', { count: summary.days }),
  };
}

/** What a series holds now, from its occurrences still shown (requested, planned, approved). */
export function seriesDays(details: TAbsenceSeriesDetails): TAbsenceSeriesSummary {
  const shown = details.occurrences.filter((absence) => absence.state !== 4 && absence.state !== 5);
  const days = shown.reduce((sum, absence) => {
    if (absence.begin === absence.end) return sum + (absence.beginState === 'half' ? 0.5 : 1);
    const halves = (absence.beginState === 'half' ? 0.5 : 0) + (absence.endState === 'half' ? 0.5 : 0);
    return sum + daysBetween(absence.begin, absence.end) + 1 - halves;
  }, 0);
  return {
    id: details.series.id,
    pattern: details.series.pattern,
    occurrences: shown.length,
    days,
    first: shown[0]?.begin ?? null,
    last: shown.at(-1)?.end ?? null,
  };
}
