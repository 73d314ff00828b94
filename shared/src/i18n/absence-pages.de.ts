import type { absencePagesEn } from './absence-pages.en';

/** German twin of absence-pages.en.ts. */
export const absencePagesDe = {
  'absencePages.title': 'Abwesenheiten',
} as const satisfies Record<keyof typeof absencePagesEn, string>;
