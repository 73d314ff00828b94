import { defineFeature } from '#app/feature';

/** The sign-in page; its texts are part of the core namespace (everyone needs them first). */
export const loginFeature = defineFeature({
  path: '/account/login',
  frame: 'public',
  page: () => import('./login-page').then((m) => m.LoginPage),
});

/** Where Microsoft sends the browser back after "Sign in with Microsoft" (issue 31): finishes that sign-in. */
export const ssoCallbackFeature = defineFeature({
  path: '/account/sso-callback',
  frame: 'public',
  namespaces: ['account'],
  page: () => import('./sso-callback-page').then((m) => m.SsoCallbackPage),
});
