import { defineFeature } from '#app/feature';

export const subscriptionFeature = defineFeature({
  path: '/settings/subscription',
  frame: 'shell',
  permission: 'subscription.manage',
  nav: { section: 'administration', labelKey: 'nav.subscription' },
  namespaces: ['subscription'],
  helpKey: 'help.subscription',
  page: () => import('./subscription-page').then((m) => m.SubscriptionPage),
});
