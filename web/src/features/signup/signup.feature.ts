import { defineFeature } from '#app/feature';

export const signupFeature = defineFeature({
  path: '/account/signup',
  frame: 'public',
  namespaces: ['signup'],
  page: () => import('./signup-page').then((m) => m.SignupPage),
});
