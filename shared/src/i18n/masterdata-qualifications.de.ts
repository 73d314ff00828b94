import type { masterdataQualificationsEn } from './masterdata-qualifications.en';

/** Texte der Seite „Qualifikationen“ (Namensraum `masterdata-qualifications`). */
export const masterdataQualificationsDe: Record<keyof typeof masterdataQualificationsEn, string> = {
  'qualifications.title': 'Qualifikationen',
};
