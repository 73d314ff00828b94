import type { notificationsEn } from './notifications.en';

/** Texte der Benachrichtigungsglocke und -liste (Namensraum `notifications`). */
export const notificationsDe: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Benachrichtigungen',
  'notifications.unread_one': '{{count}} ungelesene Benachrichtigung',
  'notifications.unread_other': '{{count}} ungelesene Benachrichtigungen',
  'notifications.empty': 'Keine Benachrichtigungen.',
  'notifications.more': 'Alle Benachrichtigungen anzeigen',
  'notifications.markAllRead': 'Alle als gelesen markieren',
  'notifications.loadMore': 'Weitere laden',
  'notifications.unreadMark': 'Ungelesen',
  'notification.message.received': 'Nachricht von {{from}}: {{subject}}',
  'notification.absence.requested': '{{actor}} beantragt {{absence}} vom {{begin}} bis {{end}}.',
  'notification.absence.approved':
    '{{actor}} hat Ihre Abwesenheit ({{absence}}) vom {{begin}} bis {{end}} genehmigt.',
  'notification.absence.denied':
    '{{actor}} hat Ihre Abwesenheit ({{absence}}) vom {{begin}} bis {{end}} abgelehnt: {{reason}}',
  'notification.absence.canceled':
    '{{actor}} hat Ihre Abwesenheit ({{absence}}) vom {{begin}} bis {{end}} storniert.',
  'notification.absence.planned':
    '{{actor}} hat Ihre Abwesenheit ({{absence}}) vom {{begin}} bis {{end}} eingeplant.',
  'notification.absence.approvedFirstStage':
    '{{actor}} hat Ihre Abwesenheit ({{absence}}) vom {{begin}} bis {{end}} genehmigt; eine zweite Genehmigung folgt.',
  'notification.absence.awaitsSecondStage':
    '{{actor}} hat die Abwesenheit von {{person}} ({{absence}}) vom {{begin}} bis {{end}} genehmigt; Ihre Genehmigung steht aus.',
  'notification.absence.substituteAsked':
    '{{person}} nennt Sie als Vertretung während {{absence}} vom {{begin}} bis {{end}}. Bitte stimmen Sie zu oder lehnen Sie ab.',
  'notification.absence.substituteAgreed':
    '{{actor}} übernimmt die Vertretung während der Abwesenheit von {{person}} ({{absence}}) vom {{begin}} bis {{end}}.',
  'notification.absence.substituteDeclined':
    '{{actor}} lehnt die Vertretung während der Abwesenheit von {{person}} ({{absence}}) vom {{begin}} bis {{end}} ab: {{reason}}',
  'notification.absence.substituteApproved':
    'Die Abwesenheit von {{person}} ({{absence}}) vom {{begin}} bis {{end}} ist genehmigt; Sie sind als Vertretung genannt.',
  'notification.absence.substituteReleased':
    'Die Abwesenheit von {{person}} ({{absence}}) vom {{begin}} bis {{end}} findet nicht statt; Ihre Vertretung entfällt.',
  'notification.absence.seriesRequested':
    '{{actor}} beantragt {{absence}} als Serie vom {{begin}} bis {{end}} ({{occurrences}} Termine).',
  'notification.absence.seriesApproved':
    '{{actor}} hat Ihre Serie ({{absence}}) vom {{begin}} bis {{end}} genehmigt ({{occurrences}} Termine).',
  'notification.absence.seriesDenied':
    '{{actor}} hat Ihre Serie ({{absence}}) vom {{begin}} bis {{end}} abgelehnt ({{occurrences}} Termine): {{reason}}',
  'notification.absence.seriesCanceled':
    '{{actor}} hat Ihre Serie ({{absence}}) vom {{begin}} bis {{end}} storniert ({{occurrences}} Termine).',
  'notification.absence.seriesPlanned':
    '{{actor}} hat Ihre Serie ({{absence}}) vom {{begin}} bis {{end}} eingeplant ({{occurrences}} Termine).',
  'notification.absence.seriesApprovedFirstStage':
    '{{actor}} hat Ihre Serie ({{absence}}) vom {{begin}} bis {{end}} genehmigt ({{occurrences}} Termine); eine zweite Genehmigung folgt.',
  'notification.absence.seriesAwaitsSecondStage':
    '{{actor}} hat die Serie von {{person}} ({{absence}}) vom {{begin}} bis {{end}} genehmigt ({{occurrences}} Termine); Ihre Genehmigung steht aus.',
  'notification.plan.autoAssigned':
    '{{actor}} hat {{count}} neue Dienste für Sie zwischen {{first}} und {{last}} eingeplant. {{note}}',
  'notification.plan.published': '{{actor}} hat den Dienstplan von {{unit}} bis {{to}} veröffentlicht.',
  'notification.shift.assigned': '{{actor}} hat Sie am {{date}} für {{shift}} eingeplant.',
  'notification.shift.swapRequested':
    '{{actor}} bietet an, {{shift}} am {{date}} gegen Ihren Dienst {{otherShift}} am {{otherDate}} zu tauschen.',
  'notification.shift.swapWithdrawn': '{{actor}} hat den Tausch von {{shift}} am {{date}} zurückgezogen.',
  'notification.shift.swapAccepted': 'Tausch erledigt: Sie arbeiten jetzt {{shift}} am {{date}}.',
  'notification.shift.swapAgreed':
    '{{actor}} ist mit dem Tausch von {{shift}} am {{date}} einverstanden; die Planung muss ihn freigeben.',
  'notification.shift.swapDenied': '{{actor}} hat den Tausch von {{shift}} am {{date}} abgelehnt.',
  'notification.shift.applied': '{{actor}} bewirbt sich für {{shift}} am {{date}}.',
  'notification.shift.applyWithdrawn': '{{actor}} hat die Bewerbung für {{shift}} am {{date}} zurückgezogen.',
  'notification.shift.applyDenied': 'Ihre Bewerbung für {{shift}} am {{date}} wurde abgelehnt.',
  'notification.shift.shared': '{{actor}} bietet {{shift}} am {{date}} zur Übernahme an.',
  'notification.shift.shareTaken': '{{actor}} hat Ihren Dienst {{shift}} am {{date}} übernommen.',
  'notification.shift.shareAgreed':
    '{{actor}} übernimmt {{shift}} am {{date}}; die Planung muss es freigeben.',
  'notification.shift.shareDeclined': '{{actor}} möchte {{shift}} am {{date}} nicht übernehmen.',
  'notification.shift.shareWithdrawn': '{{actor}} hat das Angebot von {{shift}} am {{date}} zurückgezogen.',
  'notification.shift.slotRequested': '{{actor}} fragt {{shift}} am {{date}} an.',
  'userMessage.title': 'Neue Nachricht an {{name}}',
  'userMessage.open': 'Neue Nachricht',
  'userMessage.subject': 'Betreff',
  'userMessage.text': 'Nachricht',
  'userMessage.send': 'Senden',
  'userMessage.cancel': 'Abbrechen',
  'userMessage.sent': 'Nachricht an {{name}} gesendet.',
  'userMessage.sentNoMail': 'Nachricht an {{name}} gesendet (nur in der App: keine E-Mail-Adresse).',
  'userMessage.required': 'Bitte ausfüllen.',
  'userMessage.tooLong': 'Höchstens {{max}} Zeichen.',
  'userMessage.hint': '{{name}} sieht sie in der App und erhält sie per E-Mail.',
};
