/**
 * Texts of the calendar subscription (namespace `calendar-feeds`, issue 27): the profile's section and what the
 * feed itself says (its name and an event's description), in the person's language.
 */
export const calendarFeedsEn = {
  'calendarFeeds.title': 'Subscribe to your calendar',
  'calendarFeeds.intro':
    'Your published shifts and your own absences in the calendar app on your phone or computer. The app fetches them itself and shows changes at its next refresh (usually within a few hours).',
  'calendarFeeds.none': 'You have no calendar link yet.',
  'calendarFeeds.create': 'Create calendar link',
  'calendarFeeds.created': 'Your calendar link was created.',
  'calendarFeeds.renewed': 'Your new calendar link was created. The old one no longer works.',
  'calendarFeeds.revoked': 'Your calendar link was revoked.',
  'calendarFeeds.copied': 'Link copied.',
  'calendarFeeds.copyFailed': 'The link could not be copied. Select it and copy it yourself.',
  'calendarFeeds.activeSince': 'Your calendar link is active since {{date}}.',
  'calendarFeeds.shownOnce':
    'For your safety the link is shown only now. Add it to your calendar app; to add it to another app later, create a new link.',
  'calendarFeeds.hiddenLink':
    'The link is not shown again (only a fingerprint of it is stored). To add your calendar to another app, create a new link: the calendars that use the old one then stop updating.',
  'calendarFeeds.url': 'Calendar link',
  'calendarFeeds.copy': 'Copy link',
  'calendarFeeds.openWebcal': 'Open in calendar app',
  'calendarFeeds.renew': 'Create new link',
  'calendarFeeds.revoke': 'Revoke link',
  'calendarFeeds.renewTitle': 'Create a new calendar link?',
  'calendarFeeds.renewText':
    'The current link stops working at once. Calendars that subscribed to it stop updating until you add the new link.',
  'calendarFeeds.revokeTitle': 'Revoke the calendar link?',
  'calendarFeeds.revokeText':
    'The link stops working at once. Calendars that subscribed to it stop updating; you can create a new link at any time.',
  'calendarFeeds.howTo': 'How to add it',
  'calendarFeeds.google':
    'Google Calendar: on a computer open calendar.google.com, “Other calendars”, “+”, “From URL”, paste the link and add it. It then appears on your phone too.',
  'calendarFeeds.apple':
    'Apple Calendar (iPhone): tap “Open in calendar app” and confirm “Subscribe”; or Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar, and paste the link.',
  'calendarFeeds.outlook':
    'Outlook: “Add calendar”, “Subscribe from web”, paste the link and import it; Outlook on the desktop also opens “Open in calendar app”.',
  // In the feed itself.
  'calendarFeeds.feedName': 'My shifts – {{company}}',
  'calendarFeeds.feedDescription': 'Published shifts and absences of {{name}}',
  'calendarFeeds.break': 'Break {{begin}}–{{end}}',
  'calendarFeeds.paidBreak': 'Paid break {{begin}}–{{end}}',
  'calendarFeeds.unit': 'Unit: {{name}}',
  'calendarFeeds.resource': 'Work area: {{name}}',
  'calendarFeeds.absence': 'Absence',
} as const;
