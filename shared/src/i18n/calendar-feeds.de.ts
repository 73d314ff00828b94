import type { calendarFeedsEn } from './calendar-feeds.en';

/** Texte des Kalender-Abonnements (Namensraum `calendar-feeds`, Issue 27): Profil-Abschnitt und der Feed selbst. */
export const calendarFeedsDe = {
  'calendarFeeds.title': 'Kalender abonnieren',
  'calendarFeeds.intro':
    'Ihre veröffentlichten Dienste und Ihre eigenen Abwesenheiten in der Kalender-App auf Handy oder Computer. Die App holt sie selbst ab und zeigt Änderungen bei ihrer nächsten Aktualisierung (meist innerhalb weniger Stunden).',
  'calendarFeeds.none': 'Sie haben noch keinen Kalender-Link.',
  'calendarFeeds.create': 'Kalender-Link erstellen',
  'calendarFeeds.created': 'Ihr Kalender-Link wurde erstellt.',
  'calendarFeeds.renewed': 'Ihr neuer Kalender-Link wurde erstellt. Der alte funktioniert nicht mehr.',
  'calendarFeeds.revoked': 'Ihr Kalender-Link wurde widerrufen.',
  'calendarFeeds.copied': 'Link kopiert.',
  'calendarFeeds.copyFailed': 'Der Link konnte nicht kopiert werden. Markieren und kopieren Sie ihn selbst.',
  'calendarFeeds.activeSince': 'Ihr Kalender-Link ist seit {{date}} aktiv.',
  'calendarFeeds.shownOnce':
    'Zu Ihrer Sicherheit wird der Link nur jetzt angezeigt. Fügen Sie ihn Ihrer Kalender-App hinzu; für eine weitere App erstellen Sie später einen neuen Link.',
  'calendarFeeds.hiddenLink':
    'Der Link wird nicht noch einmal angezeigt (gespeichert ist nur ein Fingerabdruck davon). Für eine weitere Kalender-App erstellen Sie einen neuen Link: Kalender mit dem alten Link werden dann nicht mehr aktualisiert.',
  'calendarFeeds.url': 'Kalender-Link',
  'calendarFeeds.copy': 'Link kopieren',
  'calendarFeeds.openWebcal': 'In Kalender-App öffnen',
  'calendarFeeds.renew': 'Neuen Link erstellen',
  'calendarFeeds.revoke': 'Link widerrufen',
  'calendarFeeds.renewTitle': 'Neuen Kalender-Link erstellen?',
  'calendarFeeds.renewText':
    'Der bisherige Link funktioniert sofort nicht mehr. Kalender, die ihn abonniert haben, werden erst wieder aktualisiert, wenn Sie den neuen Link hinzufügen.',
  'calendarFeeds.revokeTitle': 'Kalender-Link widerrufen?',
  'calendarFeeds.revokeText':
    'Der Link funktioniert sofort nicht mehr. Kalender, die ihn abonniert haben, werden nicht mehr aktualisiert; einen neuen Link können Sie jederzeit erstellen.',
  'calendarFeeds.howTo': 'So fügen Sie ihn hinzu',
  'calendarFeeds.google':
    'Google Kalender: Am Computer calendar.google.com öffnen, „Weitere Kalender“, „+“, „Per URL“, Link einfügen und hinzufügen. Er erscheint dann auch auf dem Handy.',
  'calendarFeeds.apple':
    'Apple Kalender (iPhone): „In Kalender-App öffnen“ tippen und „Abonnieren“ bestätigen; oder Einstellungen, Kalender, Accounts, Account hinzufügen, Andere, Kalenderabo hinzufügen und den Link einfügen.',
  'calendarFeeds.outlook':
    'Outlook: „Kalender hinzufügen“, „Aus dem Internet abonnieren“, Link einfügen und importieren; Outlook am Computer öffnet auch „In Kalender-App öffnen“.',
  'calendarFeeds.feedName': 'Meine Dienste – {{company}}',
  'calendarFeeds.feedDescription': 'Veröffentlichte Dienste und Abwesenheiten von {{name}}',
  'calendarFeeds.break': 'Pause {{begin}}–{{end}}',
  'calendarFeeds.paidBreak': 'Bezahlte Pause {{begin}}–{{end}}',
  'calendarFeeds.unit': 'Bereich: {{name}}',
  'calendarFeeds.resource': 'Arbeitsplatz: {{name}}',
  'calendarFeeds.absence': 'Abwesenheit',
} as const satisfies Record<keyof typeof calendarFeedsEn, string>;
