import type { masterdataTagsEn } from './masterdata-tags.en';

/** Texte der Seite „Schlagwörter und Kategorien“ (Namensraum `masterdata-tags`). */
export const masterdataTagsDe: Record<keyof typeof masterdataTagsEn, string> = {
  'tagAdmin.title': 'Schlagwörter und Kategorien',
};
