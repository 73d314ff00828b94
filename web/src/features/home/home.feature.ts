import { defineFeature } from '#app/feature';

export const homeFeature = defineFeature({
  path: '/',
  frame: 'shell',
  nav: { section: 'main', labelKey: 'nav.home', end: true },
  helpKey: 'help.home',
  page: () => import('./home-page').then((m) => m.HomePage),
});
