import { defineFeature } from '#app/feature';

/**
 * `/rules` (issue 13): the rules of the ten types, kept by those who keep master data. Everyone signed in reads
 * rules through the API (the calendar shows their findings), but only this page lists them.
 */
export const rulesFeature = defineFeature({
  path: '/rules',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'administration', labelKey: 'nav.rules' },
  helpKey: 'help.rules',
  namespaces: ['rules', 'masterdata-grid'],
  page: () => import('./rules-page').then((m) => m.RulesPage),
});

/** `/rules/profile`: the legal working-time profile and the built-in checks' severities (settings.manage). */
export const ruleProfileFeature = defineFeature({
  path: '/rules/profile',
  frame: 'shell',
  permission: 'settings.manage',
  nav: { section: 'administration', labelKey: 'nav.ruleProfile' },
  helpKey: 'help.ruleProfile',
  namespaces: ['rules'],
  page: () => import('./rule-profile-page').then((m) => m.RuleProfilePage),
});

/** `/standby`: standby (on-call) rules with their duties, kept by planners. */
export const standbyFeature = defineFeature({
  path: '/standby',
  frame: 'shell',
  permission: 'calendar.plan',
  nav: { section: 'masterdata', labelKey: 'nav.standby' },
  helpKey: 'help.standby',
  namespaces: ['rules', 'masterdata-grid'],
  page: () => import('./standby-page').then((m) => m.StandbyPage),
});
