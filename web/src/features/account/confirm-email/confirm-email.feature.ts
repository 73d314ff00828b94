import { defineFeature } from '#app/feature';

/** The link of the sign-up's confirmation mail. */
export const confirmEmailFeature = defineFeature({
  path: '/account/confirm-email',
  frame: 'public',
  namespaces: ['account'],
  page: () => import('./confirm-email-page').then((m) => m.ConfirmEmailPage),
});
