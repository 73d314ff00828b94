import { defineFeature } from '#app/feature';

/** The clock (issue 14), phone first: clock in, pause, resume, clock out; today's time and bookings. */
export const timeClockFeature = defineFeature({
  path: '/time/clock',
  frame: 'shell',
  permission: 'time.track',
  nav: { section: 'main', labelKey: 'nav.timeClock' },
  namespaces: ['time', 'rule-findings'],
  page: () => import('./clock-page').then((m) => m.ClockPage),
});

/** "My time": the person's bookings of a week, added or corrected in the EditBooking dialog. */
export const timeBookingsFeature = defineFeature({
  path: '/time/bookings',
  frame: 'shell',
  permission: 'time.track',
  nav: { section: 'main', labelKey: 'nav.timeBookings' },
  namespaces: ['time', 'rule-findings'],
  page: () => import('./bookings-page').then((m) => m.BookingsPage),
});
