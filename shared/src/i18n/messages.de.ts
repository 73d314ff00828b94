import type { MessageKey } from './messages.en';

export const messagesDe: Record<MessageKey, string> = {
  'error.BAD_REQUEST': 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.',
  'error.VALIDATION': 'Einige Felder sind ungültig.',
  'error.UNAUTHORIZED': 'Bitte melden Sie sich an.',
  'error.FORBIDDEN': 'Dafür fehlt Ihnen die Berechtigung.',
  'error.NOT_FOUND': 'Dieser Eintrag existiert nicht oder wurde gelöscht.',
  'error.ROUTE_NOT_FOUND': 'Diese Adresse gibt es nicht.',
  'error.CONFLICT':
    'Jemand anderes hat dies zwischenzeitlich geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
  'error.EDITION_LIMIT':
    'Diese Funktion ist in der Free Edition nicht verfügbar. Führen Sie ein Upgrade durch, um sie zu nutzen.',
  'error.EDITION_LIMIT_PAID':
    'Diese Funktion ist in Ihrer Edition nicht enthalten. Führen Sie ein Upgrade durch, um sie zu nutzen.',
  'error.TOO_MANY_REQUESTS': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.TOO_MANY_CALLS': 'Zu viele Versuche. Bitte laden Sie die Seite neu.',
  'error.INTERNAL_SERVER_ERROR': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'error.TRIAL_EXPIRED':
    'Ihr Testzeitraum ist abgelaufen. Ihre Daten sind schreibgeschützt, bis ein Administrator eine Edition wählt.',
  'error.DOWNGRADE_BLOCKED': 'Diese Edition passt nicht zu Ihrer aktuellen Nutzung.',
  'error.ROLE_IN_USE': 'Diese Rolle ist noch Benutzern zugewiesen und kann nicht gelöscht werden.',
  'error.LAST_ADMINISTRATOR': 'Mindestens ein aktiver Administrator muss erhalten bleiben.',
  'error.USERNAME_TAKEN': 'Dieser Benutzername ist bereits vergeben.',
  'error.UNKNOWN_CUSTOMER': 'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie sie.',
  'error.TASK_NOT_FINISHED': 'Die Aufgabe ist noch nicht abgeschlossen.',
  'error.TASK_HAS_NO_DOWNLOAD': 'Diese Aufgabe hat keine Datei zum Herunterladen.',
  'error.PAYLOAD_TOO_LARGE': 'Die Anfrage ist zu groß.',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Der Inhalt der Anfrage muss JSON sein.',
  'password.minLength': 'Das Passwort braucht mindestens 10 Zeichen.',
  'password.lowercase': 'Das Passwort braucht einen Kleinbuchstaben.',
  'password.uppercase': 'Das Passwort braucht einen Großbuchstaben.',
  'password.digit': 'Das Passwort braucht eine Ziffer.',
  'region.unknown': 'Diese Region gehört nicht zum gewählten Land.',
  'timeZone.invalid': 'Diese Zeitzone ist nicht bekannt.',
  'date.invalid': 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  'time.invalid': 'Bitte geben Sie eine Uhrzeit von 00:00 bis 23:59 ein.',
  'access-deny': 'Zugriff verweigert.',
  'noaccess-msg1': 'Sie haben keinen Zugriff auf diesen Dialog.',
  'error-msg2': 'Der Dialog konnte nicht geladen werden.',
  'error-msg3': 'Der angeforderte Eintrag wurde nicht gefunden.',
  'task.failed': 'Die Aufgabe ist fehlgeschlagen: {{reason}}',
};
