/** Texts of the absence dialogs (namespace `absence-dialogs`): create, edit, details, notifier, substitute, fast absence. */
export const absenceDialogsEn = {
  'absenceDialog.title.create': 'New absence',
} as const;
