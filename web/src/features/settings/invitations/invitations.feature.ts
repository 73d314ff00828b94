import { defineFeature } from '#app/feature';

export const invitationsFeature = defineFeature({
  path: '/settings/invitations',
  frame: 'shell',
  permission: 'user.edit',
  nav: { section: 'organisation', labelKey: 'nav.invitations' },
  namespaces: ['account'],
  page: () => import('./invitations-page').then((m) => m.InvitationsPage),
});
