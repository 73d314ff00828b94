import { defineFeature } from '#app/feature';

/** "My absences" (issue 11): everyone who requests their own leave. */
export const myAbsencesFeature = defineFeature({
  path: '/absences',
  frame: 'shell',
  permission: 'absences.request',
  // `end`: the approvals below /absences light up their own entry only.
  nav: { section: 'main', labelKey: 'nav.absences', end: true },
  helpKey: 'help.myAbsences',
  namespaces: ['absence-pages', 'absences', 'absence-dialogs'],
  page: () => import('./pages/my-absences-page').then((m) => m.MyAbsencesPage),
});

/** The approval inbox: approvers see the requests waiting for their decision. */
export const absenceApprovalsFeature = defineFeature({
  path: '/absences/approvals',
  frame: 'shell',
  permission: 'absences.approve',
  nav: { section: 'main', labelKey: 'nav.absenceApprovals' },
  helpKey: 'help.absenceApprovals',
  namespaces: ['absence-pages', 'absences', 'absence-dialogs'],
  page: () => import('./pages/approvals-page').then((m) => m.ApprovalsPage),
});
