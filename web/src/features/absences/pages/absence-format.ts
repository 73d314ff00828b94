import type { TFunction } from 'i18next';
import type { TAbsence, TAbsenceState } from '@app/shared/absences/absence';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { BadgeProps } from '#ui/badge';
import { formatDate } from '#lib/format';
import { currentLanguage } from '#lib/i18n';

/** The colour of a state's badge: requested needs attention, approved is settled. */
export const stateTone: Record<TAbsenceState, NonNullable<BadgeProps['tone']>> = {
  0: 'neutral',
  1: 'warning',
  2: 'primary',
  3: 'success',
  4: 'neutral',
  5: 'neutral',
};

/** "21.12.2026 – 08.01.2027", a half first or last day marked; one day alone once. */
export function absenceDates(
  absence: Pick<TAbsence, 'begin' | 'end' | 'beginState' | 'endState'>,
  t: TFunction,
): string {
  const half = ` (${t('absencePages.halfDay')})`;
  const from = formatDate(absence.begin) + (absence.beginState === 'half' ? half : '');
  if (absence.begin === absence.end) return from;
  const to = formatDate(absence.end) + (absence.endState === 'half' ? half : '');
  return t('absencePages.dates', { from, to });
}

/** The name of an absence's type in the reader's language (the list keeps disabled types). */
export function typeNameOf(types: readonly TAbsenceType[] | undefined, typeId: string): string {
  const type = types?.find((candidate) => candidate.id === typeId);
  if (!type) return '';
  return currentLanguage() === 'en' ? type.caption.en : type.caption.de;
}

export function typeColorOf(types: readonly TAbsenceType[] | undefined, typeId: string): string {
  return types?.find((candidate) => candidate.id === typeId)?.backColor ?? 'transparent';
}
