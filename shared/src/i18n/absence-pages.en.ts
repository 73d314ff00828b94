/** Texts of the absence pages (namespace `absence-pages`): my absences, approvals, leave calendar, approval routing. */
export const absencePagesEn = {
  'absencePages.title': 'Absences',
} as const;
