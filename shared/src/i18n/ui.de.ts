import type { UiKey } from './ui.en';

export const uiDe: Record<UiKey, string> = {
  'app.name': 'Shiftplan',
  'app.loading': 'Wird geladen …',
  'app.skipToContent': 'Zum Inhalt springen',
  'app.reload': 'Seite neu laden',

  'boot.failedTitle': 'Die Anwendung konnte nicht gestartet werden',
  'boot.failedText':
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',

  'errorBoundary.title': 'Etwas ist schiefgelaufen',
  'errorBoundary.text':
    'Ein unerwarteter Fehler ist aufgetreten. Meist hilft es, die Seite neu zu laden. Wenn der Fehler bleibt, wenden Sie sich bitte an den Support.',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Diese Adresse gibt es in der Anwendung nicht.',
  'notFound.home': 'Zur Startseite',

  'api.networkError': 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  'api.invalidResponse': 'Der Server hat eine unerwartete Antwort geschickt.',
  'api.unexpectedError': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',

  'language.label': 'Sprache',
  'language.de': 'Deutsch',
  'language.en': 'English',

  'nav.label': 'Hauptnavigation',
  'nav.open': 'Menü öffnen',
  'nav.close': 'Menü schließen',
  'nav.home': 'Startseite',

  'userMenu.button': 'Benutzermenü von {{username}}',
  'userMenu.signedInAs': 'Angemeldet als',
  'userMenu.customerNo': 'Kundennummer {{customerNo}}',
  'userMenu.signOut': 'Abmelden',
  'userMenu.signOutFailed': 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',

  'toast.region': 'Benachrichtigungen',
  'toast.dismiss': 'Hinweis schließen',

  'home.title': 'Willkommen, {{username}}',
  'home.customer': 'Sie sind mit der Kundennummer {{customerNo}} angemeldet.',
  'home.today': 'Heute ist {{weekday}}, der {{date}}.',

  'login.title': 'Anmelden',
  'login.customerIntro': 'Geben Sie die Kundennummer Ihres Unternehmens ein.',
  'login.customerNo': 'Kundennummer',
  'login.customerNoRequired': 'Bitte geben Sie die Kundennummer ein.',
  'login.customerNoDigits': 'Die Kundennummer besteht nur aus Ziffern.',
  'login.customerNoUnknown': 'Diese Kundennummer ist nicht bekannt. Bitte prüfen Sie Ihre Eingabe.',
  'login.customerLookupFailed':
    'Die Kundennummer konnte gerade nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  'login.continue': 'Weiter',
  'login.checking': 'Wird geprüft …',
  'login.signInTo': 'Anmelden bei {{displayName}}',
  'login.customerLine': 'Kundennummer {{customerNo}}',
  'login.changeCustomer': 'Kunde wechseln',
  'login.username': 'Benutzername',
  'login.usernameRequired': 'Bitte geben Sie Ihren Benutzernamen ein.',
  'login.password': 'Passwort',
  'login.passwordRequired': 'Bitte geben Sie Ihr Passwort ein.',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmeldung läuft …',
  'login.errorWrongCredentials': 'Benutzername oder Passwort ist falsch.',
  'login.errorTooManyAttempts':
    'Zu viele Fehlversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'login.errorPasswordResetRequired':
    'Ihr Passwort muss zurückgesetzt werden. Bitte wenden Sie sich an Ihre Administration.',
  'login.errorNotConfirmed':
    'Ihr Zugang ist noch nicht freigeschaltet. Bitte wenden Sie sich an Ihre Administration.',
  'login.errorUnsupportedStep':
    'Dieser Anmeldeschritt wird nicht unterstützt. Bitte wenden Sie sich an Ihre Administration.',
  'login.errorSessionExpired': 'Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.',
  'login.errorNetwork': 'Der Anmeldedienst ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  'login.errorGeneric': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  'login.logoutReason.SESSION_TIMED_OUT': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'login.logoutReason.MAINTENANCE':
    'Sie wurden abgemeldet, weil die Anwendung gewartet wird. Bitte melden Sie sich später erneut an.',

  'login.newPasswordTitle': 'Neues Passwort festlegen',
  'login.newPasswordIntro': 'Sie müssen Ihr Passwort ändern, bevor Sie fortfahren können.',
  'login.newPassword': 'Neues Passwort',
  'login.newPasswordRepeat': 'Neues Passwort wiederholen',
  'login.newPasswordRequired': 'Bitte geben Sie ein neues Passwort ein.',
  'login.newPasswordInvalid': 'Das Passwort erfüllt die Anforderungen nicht.',
  'login.newPasswordMismatch': 'Die Passwörter stimmen nicht überein.',
  'login.newPasswordRules': 'Das Passwort braucht',
  'login.newPasswordRule.minLength': 'mindestens {{min}} Zeichen',
  'login.newPasswordRule.lowercase': 'einen Kleinbuchstaben',
  'login.newPasswordRule.uppercase': 'einen Großbuchstaben',
  'login.newPasswordRule.digit': 'eine Ziffer',
  'login.newPasswordSubmit': 'Passwort speichern und anmelden',
};
