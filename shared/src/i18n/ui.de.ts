import type { CoreUiKey } from './ui.en';

export const uiDe: Record<CoreUiKey, string> = {
  'app.name': 'Shiftplan',
  'app.loading': 'Wird geladen …',
  'app.connection.offline':
    'Keine Internetverbindung. Sie sehen den zuletzt geladenen Stand; Änderungen gehen erst wieder, wenn die Verbindung zurück ist.',
  'app.connection.unreachable':
    'Der Server ist gerade nicht erreichbar. Sie sehen den zuletzt geladenen Stand.',
  'app.connection.retry': 'Erneut versuchen',
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

  'accessDenied.text':
    'Sie haben nicht das Recht, diese Seite zu öffnen. Ihre Administration kann es Ihnen geben.',

  'nav.label': 'Hauptnavigation',
  'nav.open': 'Menü öffnen',
  'nav.close': 'Menü schließen',
  'nav.home': 'Startseite',
  'nav.calendar': 'Kalender',
  'nav.absences': 'Meine Abwesenheiten',
  'nav.absenceApprovals': 'Abwesenheiten freigeben',
  'nav.timeClock': 'Stempeln',
  'nav.timeBookings': 'Meine Zeiten',
  'nav.timeTargetActual': 'Soll/Ist',
  'nav.timeTeam': 'Soll/Ist Team',
  'nav.timeCheck': 'Buchungen prüfen',
  'nav.timeTerminals': 'Zeiterfassungsterminals',
  'nav.yearTables': 'Mein Jahreskonto',
  'nav.yearTablesManage': 'Jahreskonten',
  'nav.payrollExport': 'Lohnexport',

  'userMenu.button': 'Benutzermenü von {{name}}',
  'userMenu.username': 'Benutzername {{username}}',
  'userMenu.signedInAs': 'Angemeldet als',
  'userMenu.customerNo': 'Kundennummer {{customerNo}}',
  'userMenu.signOut': 'Abmelden',
  'userMenu.signOutFailed': 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',

  'toast.region': 'Benachrichtigungen',
  'toast.dismiss': 'Hinweis schließen',
  'dev.missingTranslation': 'Fehlende Übersetzung: {{key}}',

  'home.title': 'Willkommen, {{name}}',
  'home.customer': 'Sie sind mit der Kundennummer {{customerNo}} angemeldet.',
  'home.today': 'Heute ist {{weekday}}, der {{date}}.',

  'login.title': 'Anmelden',
  'login.customerIntro': 'Geben Sie die Kundennummer Ihres Unternehmens ein.',
  'login.customerNo': 'Kundennummer',
  'login.customerNoRequired': 'Bitte geben Sie die Kundennummer ein.',
  'login.customerNoDigits': 'Die Kundennummer besteht nur aus Ziffern.',
  'login.customerNoUnknown': 'Diese Kundennummer ist nicht bekannt. Bitte prüfen Sie Ihre Eingabe.',
  'login.customerNoInvalid': 'Das ist keine gültige Kundennummer. Bitte prüfen Sie sie auf Tippfehler.',
  'login.customerLookupFailed':
    'Die Kundennummer konnte gerade nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  'login.continue': 'Weiter',
  'login.checking': 'Wird geprüft …',
  'login.customerLine': 'Kundennummer {{customerNo}}',
  'login.changeCustomer': 'Kunde wechseln',
  'login.username': 'Benutzername',
  'login.usernameRequired': 'Bitte geben Sie Ihren Benutzernamen ein.',
  'login.password': 'Passwort',
  'login.passwordRequired': 'Bitte geben Sie Ihr Passwort ein.',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmeldung läuft …',
  'login.forgotPassword': 'Passwort vergessen?',
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
  'login.errorUserDeactivated': 'Ihr Zugang wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
  'login.logoutReason.USER_DEACTIVATED':
    'Ihr Zugang wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
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

  'nav.organisation': 'Organisation',
  'nav.masterdata': 'Stammdaten',
  'nav.administration': 'Verwaltung',
  'nav.users': 'Benutzer',
  'nav.userGroups': 'Benutzergruppen',
  'nav.userFields': 'Benutzerfelder',
  dismisschange: 'Ihre Änderungen sind noch nicht gespeichert. Vor dem Schließen speichern?',
  'dismisschange.title': 'Ungespeicherte Änderungen',
  'dismisschange.close': 'Schließen ohne Speichern',
  'nav.invitations': 'Einladungen',
  'userMenu.profile': 'Mein Profil',
  'userMenu.options': 'Optionen',
  'nav.units': 'Bereiche',
  'nav.resources': 'Ressourcen',
  'nav.shiftTemplates': 'Schichtvorlagen',
  'nav.shiftCycles': 'Schichtzyklen',
  'nav.absenceTypes': 'Abwesenheitsarten',
  'nav.countries': 'Länder und Feiertage',
  'nav.tags': 'Schlagwörter',
  'nav.fixedBars': 'Fixleisten',
  'nav.qualifications': 'Qualifikationen',
  'nav.objects': 'Objekte',
  'nav.payrollData': 'Kostenstellen und Zuschläge',
  'nav.roles': 'Rollen und Rechte',
  'nav.subscription': 'Edition',
  'nav.audit': 'Protokoll',
  'nav.payrollSettings': 'Lohnexport-Einstellungen',
  'nav.rules': 'Regeln',
  'nav.ruleProfile': 'Gesetzliches Profil',
  'nav.standby': 'Rufbereitschaft',
  'nav.notifications': 'Benachrichtigungen',
  'nav.notificationsUnread_one': 'Benachrichtigungen, {{count}} ungelesen',
  'nav.notificationsUnread_other': 'Benachrichtigungen, {{count}} ungelesen',

  'language.saveFailed':
    'Die Sprache konnte nicht für Ihr Konto gespeichert werden. Sie gilt nur auf diesem Gerät.',

  'dialog.close': 'Schließen',
  'dialog.cancel': 'Abbrechen',
  'dialog.save': 'Speichern',

  'table.actions': 'Aktionen',
  'table.edit': 'Bearbeiten',
  'table.show': 'Anzeigen',
  'table.delete': 'Löschen',

  'comboBox.showOptions': 'Auswahl anzeigen',
  'comboBox.noMatch': 'Kein Treffer',

  'dateField.weekShort': 'KW',
  'dateField.outOfRange': 'Bitte wählen Sie ein Datum vom {{min}} bis zum {{max}}.',

  'session.loadFailedTitle': 'Ihre Sitzung konnte nicht geladen werden',
  'session.loadFailedText':
    'Der Server hat nicht wie erwartet geantwortet. Bitte versuchen Sie es erneut oder melden Sie sich ab und wieder an.',
  'session.retry': 'Erneut versuchen',

  'keepAlive.error':
    'Die Verbindung zum Server ist gestört. Ihre letzten Änderungen wurden eventuell nicht gespeichert.',
  'keepAlive.updateTitle': 'Update läuft',
  'keepAlive.updateText':
    'Die Anwendung wird gerade aktualisiert. Sie geht von selbst weiter, sobald das Update abgeschlossen ist.',

  'trial.daysLeft_one': 'Testphase: noch {{count}} Tag.',
  'trial.daysLeft_other': 'Testphase: noch {{count}} Tage.',
  'trial.lastDay': 'Testphase: letzter Tag.',
  'trial.endsOn': 'Sie endet am {{date}}.',
  'trial.expiredTitle': 'Ihre Testphase ist abgelaufen.',
  'trial.expiredText': 'Alle Daten sind schreibgeschützt, bis eine Edition gewählt wird.',
  'trial.askAdministrator': 'Bitte wenden Sie sich an Ihre Administration, damit sie eine Edition wählt.',
  'trial.chooseEdition': 'Edition wählen',

  'edition.trial': 'Testphase',
  'edition.free': 'Free Edition',
  'edition.professional': 'Professional Edition',
  'edition.enterprise': 'Enterprise Edition',
  'edition.feature.autoAssign': 'Automatische Zuweisung',
  'edition.feature.payrollExport': 'Lohnexport',
  'edition.feature.microsoftSignIn': 'Anmeldung mit Microsoft',
  'edition.feature.clockTerminals': 'Zeiterfassungsterminals',
  'edition.feature.multipleSites': 'Mehrere Standorte',
  'edition.feature.auditLogExport': 'Export des Protokolls',

  'editionDialog.freeTitle': 'In der Free Edition nicht verfügbar',
  'editionDialog.limitTitle': 'In Ihrer Edition nicht enthalten',
  'editionDialog.freeFeature':
    '{{feature}} ist in der Free Edition nicht verfügbar. Wechseln Sie auf eine höhere Edition, um die Funktion zu nutzen.',
  'editionDialog.featureNeeds':
    '{{feature}} ist in der {{edition}} enthalten. Wechseln Sie die Edition, um die Funktion zu nutzen.',
  'editionDialog.userLimitTitle': 'Grenze von {{limit}} aktiven Benutzern erreicht',
  'editionDialog.userLimit':
    'Die {{edition}} erlaubt höchstens {{limit}} aktive Benutzer. Deaktivieren Sie einen Benutzer, der sich nicht mehr anmelden muss, oder wechseln Sie die Edition.',
  'editionDialog.refused.createUser': 'Der Benutzer wurde nicht angelegt.',
  'editionDialog.refused.activateUser': 'Der Benutzer wurde nicht aktiviert.',
  'editionDialog.trialExpiredTitle': 'Ihre Testphase ist abgelaufen',
  'editionDialog.trialExpiredText':
    'Ihre Daten sind schreibgeschützt, bis eine Edition gewählt wird. Es wurde nichts geändert.',
  'editionDialog.askAdministrator':
    'Bitte wenden Sie sich an Ihre Administration, um die Edition zu wechseln.',
  'editionDialog.upgrade': 'Edition wechseln',
  'editionDialog.chooseEdition': 'Edition wählen',

  'login.noCustomerNo': 'Noch keine Kundennummer?',
  'login.signUp': 'Unternehmen registrieren',

  'signup.usernameHint': '3 bis 50 Zeichen: Buchstaben, Ziffern, Punkt, Bindestrich oder Unterstrich.',
  'signup.error.language': 'Bitte wählen Sie eine Sprache.',
  'signup.error.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'signup.error.username':
    'Bitte geben Sie einen Benutzernamen nach diesen Regeln ein, am Anfang ein Buchstabe oder eine Ziffer.',
  'signup.error.password': 'Das Passwort erfüllt die Anforderungen nicht.',

  'permissionArea.administration': 'Verwaltung',
  'permissionArea.masterdata': 'Stammdaten',
  'permissionArea.users': 'Mitarbeiter',
  'permissionArea.calendar': 'Dienstplan',
  'permissionArea.absences': 'Abwesenheiten',
  'permissionArea.time': 'Zeiterfassung',
  'permissionArea.payroll': 'Lohn',

  'help.home':
    'Die Startseite zeigt, was heute für Sie wichtig ist.\n\nÜber die Navigation links öffnen Sie die Bereiche, auf die Sie Zugriff haben. Welche Bereiche Sie sehen, hängt von Ihren Rollen ab; Ihre Administration kann weitere freigeben.',
  'help.users':
    'Hier verwalten Sie die Personen, die sich im Konto Ihres Unternehmens anmelden.\n\nLegen Sie einen Benutzer mit Benutzernamen, Startpasswort und einer oder mehreren Rollen an. Die Person meldet sich mit Ihrer Kundennummer, dem Benutzernamen und diesem Passwort an und wählt dabei ein eigenes Passwort.\n\nDeaktivieren Sie Personen, die das Unternehmen verlassen: Die Anmeldung ist gesperrt, alle Daten bleiben erhalten. Löschen Sie nur versehentlich angelegte Benutzer. Aktive Benutzer zählen gegen das Limit Ihrer Edition.',
  'help.roles':
    'Eine Rolle ist eine Sammlung von Rechten. Jeder Benutzer hat eine oder mehrere Rollen und darf, was eine davon erlaubt.\n\nDie mitgelieferten Rollen Administrator, Planer und Mitarbeiter passen für die meisten Unternehmen; für alles dazwischen legen Sie eigene Rollen an. Änderungen gelten ab der nächsten Aktion der Person.\n\nMindestens ein aktiver Administrator bleibt immer erhalten.',
  'help.subscription':
    'Ihre Edition bestimmt, welche Funktionen Sie nutzen und wie viele aktive Benutzer Sie haben.\n\nWährend der 30-tägigen Testphase ist alles enthalten. Eine gewählte Edition gilt sofort; der Wechsel in eine kleinere Edition wird abgelehnt, solange Ihre Nutzung deren Grenzen überschreitet, und die Gründe werden genannt.',
  'help.audit':
    'Das Protokoll verzeichnet jede Änderung an Benutzern, Rollen und der Edition: wer was wann getan hat und wie es vorher und nachher war.\n\nFiltern Sie nach Zeitraum, Aktion oder Name. Einträge können weder geändert noch gelöscht werden.\n\nDer Export (Enterprise) schreibt die gefilterten Einträge im Hintergrund in eine Excel-Datei; der Download startet, sobald sie fertig ist.',
  'taskProgress.label': 'Fortschritt von {{name}}',
  'taskProgress.percent': '{{percent}} %',
  'taskProgress.download': 'Herunterladen',
  'taskProgress.failed': 'Die Aufgabe ist fehlgeschlagen.',
};
