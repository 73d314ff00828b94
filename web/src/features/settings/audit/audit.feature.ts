import { defineFeature } from '#app/feature';

export const auditFeature = defineFeature({
  path: '/settings/audit',
  frame: 'shell',
  permission: 'audit.view',
  nav: { section: 'administration', labelKey: 'nav.audit' },
  namespaces: ['audit'],
  helpKey: 'help.audit',
  page: () => import('./audit-page').then((m) => m.AuditPage),
});
