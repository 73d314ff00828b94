import { defineFeature } from '#app/feature';

/** A forgotten password: Cognito mails a code (locally: the SES viewer the runner prints). */
export const forgotPasswordFeature = defineFeature({
  path: '/account/forgot-password',
  frame: 'public',
  namespaces: ['account'],
  page: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
});
