import type { absenceDialogsEn } from './absence-dialogs.en';

/** German twin of absence-dialogs.en.ts. */
export const absenceDialogsDe = {
  'absenceDialog.title.create': 'Neue Abwesenheit',
} as const satisfies Record<keyof typeof absenceDialogsEn, string>;
