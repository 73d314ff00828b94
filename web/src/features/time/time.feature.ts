import { defineFeature } from '#app/feature';

/** The clock (issue 14), phone first: clock in, pause, resume, clock out; today's time and bookings. */
export const timeClockFeature = defineFeature({
  path: '/time/clock',
  ownOfflineNotice: true,
  frame: 'shell',
  permission: 'time.track',
  nav: { section: 'main', labelKey: 'nav.timeClock' },
  helpKey: 'help.timeClock',
  namespaces: ['time', 'time-offline', 'rule-findings'],
  page: () => import('./clock-page').then((m) => m.ClockPage),
});

/** "My time": the person's bookings of a week, added or corrected in the EditBooking dialog. */
export const timeBookingsFeature = defineFeature({
  path: '/time/bookings',
  frame: 'shell',
  permission: 'time.track',
  nav: { section: 'main', labelKey: 'nav.timeBookings' },
  helpKey: 'help.timeBookings',
  namespaces: ['time', 'rule-findings'],
  page: () => import('./bookings-page').then((m) => m.BookingsPage),
});

/** Target/actual: a person's month of target, actual and balance; approvers check, correct and confirm days. */
export const timeTargetActualFeature = defineFeature({
  path: '/time/target-actual',
  frame: 'shell',
  permission: 'time.track',
  nav: { section: 'main', labelKey: 'nav.timeTargetActual' },
  helpKey: 'help.timeTargetActual',
  namespaces: ['time', 'time-tracking', 'rule-findings'],
  page: () => import('./target-actual/target-actual-page').then((m) => m.TargetActualPage),
});

/**
 * Team target/actual (issue 28): a unit's month for planners, a row per person with target, actual, difference and
 * what is left to do; past days confirmed and waiting bookings approved for the selected people at once.
 */
export const timeTeamFeature = defineFeature({
  path: '/time/team',
  frame: 'shell',
  permission: 'time.approve',
  nav: { section: 'main', labelKey: 'nav.timeTeam' },
  helpKey: 'help.timeTeam',
  namespaces: ['time-tracking'],
  page: () => import('./team/team-timesheet-page').then((m) => m.TeamTimesheetPage),
});

/** Check bookings: an approver's list of missing clock-outs, overlaps, unplanned and unbooked days, requests. */
export const timeCheckFeature = defineFeature({
  path: '/time/check',
  frame: 'shell',
  permission: 'time.approve',
  nav: { section: 'main', labelKey: 'nav.timeCheck' },
  helpKey: 'help.timeCheck',
  namespaces: ['time', 'time-check', 'rule-findings'],
  page: () => import('./check-bookings/check-bookings-page').then((m) => m.CheckBookingsPage),
});

/** Clock terminals (edition feature `clockTerminals`): register, annotate and delete the tenant's terminals. */
export const timeTerminalsFeature = defineFeature({
  path: '/time/terminals',
  frame: 'shell',
  permission: 'settings.manage',
  nav: { section: 'administration', labelKey: 'nav.timeTerminals' },
  helpKey: 'help.timeTerminals',
  namespaces: ['time-terminals'],
  page: () => import('./terminals/terminals-page').then((m) => m.TerminalsPage),
});
