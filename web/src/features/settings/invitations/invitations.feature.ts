import { defineFeature } from '#app/feature';

export const invitationsFeature = defineFeature({
  path: '/settings/invitations',
  frame: 'shell',
  permission: 'user.edit',
  nav: { section: 'organisation', labelKey: 'nav.invitations' },
  helpKey: 'help.invitations',
  namespaces: ['account'],
  page: () => import('./invitations-page').then((m) => m.InvitationsPage),
});
