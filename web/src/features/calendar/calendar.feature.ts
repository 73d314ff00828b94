import { defineFeature } from '#app/feature';

/** The planning calendar (issue 10): everyone with `calendar.view`; planning needs `calendar.plan` on the server. */
export const calendarFeature = defineFeature({
  path: '/calendar',
  frame: 'shell',
  permission: 'calendar.view',
  nav: { section: 'main', labelKey: 'nav.calendar' },
  helpKey: 'help.calendar',
  namespaces: ['calendar', 'units', 'absence-pages', 'plan-tools', 'auto-plan'],
  page: () => import('./calendar-page').then((m) => m.CalendarPage),
});
