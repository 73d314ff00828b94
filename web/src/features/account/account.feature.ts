import { defineFeature } from '#app/feature';

/** The sign-in page; its texts are part of the core namespace (everyone needs them first). */
export const loginFeature = defineFeature({
  path: '/account/login',
  frame: 'public',
  page: () => import('./login-page').then((m) => m.LoginPage),
});
