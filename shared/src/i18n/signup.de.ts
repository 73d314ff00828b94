import type { SignupKey } from './signup.en';

export const signupDe: Record<SignupKey, string> = {
  'country.DE': 'Deutschland',
  'country.AT': 'Österreich',
  'country.CH': 'Schweiz',

  'signup.title': 'Unternehmen registrieren',
  'signup.intro':
    'Testen Sie 30 Tage kostenlos mit allen Funktionen. Sie erhalten eine Kundennummer, mit der sich Ihr Team anmeldet.',
  'signup.companySection': 'Unternehmen',
  'signup.companyName': 'Name des Unternehmens',
  'signup.country': 'Land',
  'signup.region': 'Bundesland oder Kanton (Feiertage)',
  'signup.regionNone': 'Keine (nur landesweite Feiertage)',
  'signup.timeZone': 'Zeitzone',
  'signup.language': 'Sprache',
  'signup.adminSection': 'Administrator',
  'signup.adminName': 'Ihr Name',
  'signup.email': 'E-Mail',
  'signup.username': 'Benutzername',
  'signup.password': 'Passwort',
  'signup.passwordRepeat': 'Passwort wiederholen',
  'signup.trialNote':
    'Die Testphase endet nach 30 Tagen von selbst; es entstehen keine Kosten. Danach wählen Sie die Free Edition oder eine kostenpflichtige Edition.',
  'signup.acceptTerms':
    'Ich akzeptiere die Nutzungsbedingungen (Version {{termsVersion}}) und habe den Datenschutzhinweis (Version {{privacyVersion}}) gelesen.',
  'signup.confirmMailSent': 'Wir haben Ihnen eine E-Mail zur Bestätigung Ihrer E-Mail-Adresse gesendet.',
  'signup.submit': 'Registrieren',
  'signup.submitting': 'Wird registriert …',
  'signup.haveAccount': 'Sie haben schon eine Kundennummer?',
  'signup.toLogin': 'Anmelden',
  'signup.tooManyRequests':
    'Zu viele Registrierungen aus diesem Netzwerk. Bitte versuchen Sie es später erneut (in etwa {{minutes}} Min.).',
  'signup.error.companyName': 'Bitte geben Sie den Namen des Unternehmens ein (2 bis 100 Zeichen).',
  'signup.error.country': 'Bitte wählen Sie ein Land.',
  'signup.error.region': 'Bitte wählen Sie ein Bundesland oder einen Kanton aus der Liste.',
  'signup.error.timeZone': 'Bitte wählen Sie eine Zeitzone aus der Liste.',
  'signup.error.adminName': 'Bitte geben Sie Ihren Namen ein.',
  'signup.error.passwordRepeat': 'Die Passwörter stimmen nicht überein.',
  'signup.doneDocumentTitle': 'Registriert',
  'signup.doneTitle': 'Willkommen, {{companyName}}!',
  'signup.doneIntro': 'Ihr Unternehmen ist registriert. Das ist Ihre Kundennummer:',
  'signup.customerNo': 'Kundennummer',
  'signup.copy': 'Kopieren',
  'signup.copied': 'Kopiert.',
  'signup.copyFailed': 'Kopieren nicht möglich. Bitte notieren Sie die Nummer.',
  'signup.doneUsername': 'Sie melden sich mit dem Benutzernamen {{username}} und Ihrem Passwort an.',
  'signup.doneTrial': 'Ihre Testphase mit allen Funktionen endet am {{date}}.',
  'signup.doneKeep':
    'Bewahren Sie die Kundennummer auf: Alle in Ihrem Unternehmen brauchen sie zur Anmeldung.',
  'signup.signInNow': 'Jetzt anmelden',
  'signup.start': 'Jetzt loslegen',
  'signup.startFailed':
    'Die Anmeldung hat nicht geklappt. Melden Sie sich bitte über „Jetzt anmelden“ an; Ihre Firma ist angelegt.',
};
