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
  'nav.yearTablesManage': 'Jahreskonten verwalten',
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
  'nav.resources': 'Arbeitsplätze',
  'nav.shiftTemplates': 'Schichtvorlagen',
  'nav.shiftCycles': 'Schichtzyklen',
  'nav.absenceTypes': 'Abwesenheitsarten',
  'nav.countries': 'Länder und Feiertage',
  'nav.tags': 'Schlagwörter',
  'nav.fixedBars': 'Fixleisten',
  'nav.qualifications': 'Qualifikationen',
  'nav.objects': 'Objekte',
  'nav.payrollData': 'Kostenstellen, Zuschläge und Lohnarten',
  'nav.roles': 'Rollen und Rechte',
  'nav.subscription': 'Edition und Abonnement',
  'nav.sso': 'Microsoft-Anmeldung',
  'nav.audit': 'Protokoll',
  'nav.setup': 'Einrichtung',
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
  'login.microsoft': 'Mit Microsoft anmelden',
  'login.microsoftStarting': 'Weiter zu Microsoft …',
  'login.or': 'oder',

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
    'Die Startseite zeigt, was heute wichtig ist: wer arbeitet, wer fehlt, offene Dienste und Anträge, die auf Sie warten, oder für Mitarbeiter ihre nächsten Dienste und Anträge. Folgen Sie einem Link dorthin, wo etwas zu tun ist; alles Weitere finden Sie im Menü links.',
  'help.setup':
    'Die Einrichtung führt in sieben Schritten von der leeren Firma zur ersten veröffentlichten Woche. Jeder Schritt zeigt seinen Stand aus Ihren Daten und führt mit einem Klick dorthin, wo er erledigt wird.',
  'help.users':
    'Alle, die in Ihrem Unternehmen arbeiten und sich anmelden, mit Bereichen, Rollen, Arbeitszeit und Qualifikationen. Legen Sie hier Personen an, bearbeiten Sie ihre Daten und deaktivieren Sie, wer das Unternehmen verlässt.',
  'help.roles':
    'Eine Rolle ist eine Sammlung von Rechten, etwa Administrator, Planer oder Mitarbeiter; jeder Benutzer hat eine oder mehrere Rollen und darf, was eine davon erlaubt. Legen Sie hier Rollen an, bearbeiten Sie sie und haken Sie an, was jede darf.',
  'help.subscription':
    'Ihre Edition bestimmt, welche Funktionen Sie nutzen und wie viele aktive Benutzer Sie haben; in der 30-tägigen Testphase ist alles enthalten. Wählen oder wechseln Sie hier Ihre Edition; eine kleinere wird abgelehnt, solange Ihre Nutzung deren Grenzen überschreitet.',
  'help.sso':
    'Mit der Microsoft-Anmeldung melden sich Ihre Mitarbeitenden mit dem Microsoft-Konto Ihres Unternehmens an, ohne eigenes Passwort für Shiftplan. Tragen Sie hier die Verzeichnis-ID Ihres Microsoft Entra-Verzeichnisses ein und legen Sie fest, wer sich so anmeldet und ob Passwörter daneben erlaubt bleiben.',
  'help.audit':
    'Das Protokoll verzeichnet, wer wann was geändert hat, mit den Werten vorher und nachher; Einträge lassen sich weder ändern noch löschen. Filtern Sie nach Zeitraum, Aktion oder Name und exportieren Sie die Einträge nach Excel (Enterprise).',
  'help.calendar':
    'Der Kalender ist der Dienstplan der gewählten Bereiche: Dienste, offene Dienste und Abwesenheiten nach Monat, Woche, Person, Arbeitsplatz oder als Zeitleiste. Klicken Sie auf einen Tag, um einen Dienst oder eine Abwesenheit zu planen, ziehen Sie Dienste, um sie zu verschieben, und veröffentlichen Sie den Plan über die Werkzeuge, wenn Ihre Mitarbeiter ihn sehen sollen.',
  'help.bulkTool':
    'Diese Seite ändert viele Dienste auf einmal: kopieren, verschieben, bearbeiten oder löschen. Filtern Sie links die Dienste, nehmen Sie einzelne in der Liste heraus und führen Sie rechts eine Aktion aus.',
  'help.myAbsences':
    'Ihre eigenen Abwesenheiten des Jahres mit ihrem Stand und Ihr verbleibender Urlaub. Hier beantragen Sie Urlaub, melden sich krank oder ziehen einen noch nicht entschiedenen Antrag zurück.',
  'help.absenceApprovals':
    'Abwesenheitsanträge der Personen, für die Sie freigeben, und Vertretungen, um die Sie gebeten wurden. Öffnen Sie einen Antrag, um ihn zu genehmigen oder abzulehnen, und stimmen Sie jeder Vertretung zu oder lehnen Sie sie ab.',
  'help.timeClock':
    'Hier stempeln Sie Ihre Arbeitszeit: Einstempeln zu Beginn, Pause bei einer Unterbrechung, Ausstempeln zum Feierabend. Darunter sehen Sie die heutigen Buchungen und die bisher gearbeitete Zeit.',
  'help.timeBookings':
    'Ihre Zeitbuchungen Woche für Woche mit ihrem Stand. Tragen Sie eine vergessene Buchung nach oder korrigieren Sie eine falsche; eine Änderung wartet auf die Freigabe durch die Planung.',
  'help.timeTargetActual':
    'Soll/Ist vergleicht die Sollstunden einer Person Tag für Tag mit den gearbeiteten Stunden eines Monats, samt dem Saldo für das Zeitkonto. Öffnen Sie einen Tag, um seine Buchungen zu sehen oder ihn zu korrigieren, bestätigen Sie abgeschlossene Tage oder laden Sie den Monat als Bericht herunter.',
  'help.timeTeam':
    'Soll/Ist Team zeigt einen Monat eines Bereichs, für den Sie zuständig sind, mit einer Zeile je Person: Soll, Ist, Differenz und was noch zu tun ist. Wählen Sie Personen aus, um ihre vergangenen Tage zu bestätigen oder ihre wartenden Buchungen auf einmal freizugeben.',
  'help.timeCheck':
    'Buchungen prüfen listet, was in den Zeitbuchungen eines Bereichs oder ausgewählter Personen zu klären ist: fehlendes Ausstempeln, Überschneidungen, Arbeit ohne geplanten Dienst, Dienste ohne Buchung und Änderungen, die auf Freigabe warten. Wählen Sie, wen und welche Tage, starten Sie die Prüfung und korrigieren Sie jeden Befund oder geben Sie ihn direkt frei.',
  'help.yearTables':
    'Ihr Jahreskonto: Urlaubsanspruch, genommener und verbleibender Urlaub und das Zeitkonto mit den Überstunden jedes Monats. Wechseln Sie hier zwischen den Jahren; die Planung öffnet auch die Jahreskonten anderer Personen, bearbeitet sie und trägt Sonderbuchungen ein.',
  'help.payrollExport':
    'Der Lohnexport schreibt die bestätigten Stunden, Zuschläge und Abwesenheiten eines Abrechnungsmonats in die Datei, die Ihr Lohnbüro einliest. Starten Sie einen Export für einen Bereich oder eine Person und laden Sie die Datei herunter, sobald sie fertig ist; noch nicht bestätigte Tage fehlen und werden als Warnung genannt.',
  'help.units':
    'Bereiche bilden Ihr Unternehmen als Baum ab: Standorte oben, Teams und Ordner darunter; Personen, Pläne und Regeln gehören zu Bereichen. Wählen Sie einen Bereich im Baum, um ihn mit seinen Arbeitsplätzen, Besetzungsstärken und Einstellungen zu bearbeiten oder einen Bereich darunter anzulegen.',
  'help.resources':
    'Arbeitsplätze sind die Orte der Arbeit, etwa Küche, Service oder Pflege; jede Schichtvorlage und jeder Dienst gehört zu einem. Legen Sie hier jeden Arbeitsplatz mit Farbe und Reihenfolge an und geben Sie auf der Seite Bereiche jedem Bereich die Arbeitsplätze, die er nutzt.',
  'help.shiftTemplates':
    'Schichtvorlagen sind die Schichten, mit denen Sie planen, etwa Früh von 06:00 bis 14:00 in der Küche, jede mit Arbeitsplatz, Zeiten, Pausen, Art und Farbe. Legen Sie hier für jede wiederkehrende Schicht eine an; Kalender, Wochenvorlagen und Schichtzyklen verwenden sie.',
  'help.shiftCycles':
    'Ein Schichtzyklus ist eine wiederkehrende Folge von Schichtvorlagen über Tage oder Wochen, etwa zwei Wochen Frühdienst und danach zwei Wochen Spätdienst. Legen Sie den Zyklus hier an und fügen Sie ihn dann mit den Werkzeugen des Kalenders für ausgewählte Personen ein.',
  'help.absenceTypes':
    'Abwesenheitsarten sind die Arten von Abwesenheit, die Ihre Mitarbeiter haben können, etwa Urlaub, Krankheit oder Sonderurlaub, jede mit Farbe und Anrechnung. Legen Sie sie hier an und bearbeiten Sie sie; Anträge, Kalender und Lohnexport verwenden sie.',
  'help.tags':
    'Schlagwörter sind farbige Markierungen, nach Kategorien geordnet, für Termine, Fixleisten, Dienste und Personen. Legen Sie hier die Kategorien und ihre Schlagwörter an und wählen Sie sie dann in diesen Dialogen aus.',
  'help.fixedBars':
    'Eine Fixleiste ist eine Zeile über dem Kalender für unternehmens- oder bereichsweite Ereignisse, etwa einen Inventurtag oder eine Messe. Legen Sie hier eine Leiste an und tragen Sie dann unter Einträge die Termine und die Bereiche ein, die sie sehen.',
  'help.fixedBarManage':
    'Die Einträge einer Fixleiste, etwa jeder Inventurtag, mit Zeitraum und den Bereichen, die sie sehen. Legen Sie hier Einträge an, bearbeiten oder löschen Sie sie; ein wiederkehrender Eintrag wiederholt sich nach seinem Muster.',
  'help.standby':
    'Die Rufbereitschaft legt fest, wer für welchen Bereich oder Arbeitsplatz erreichbar sein muss und was der Dienst einbringt. Legen Sie hier für jede Bereitschaft eine Regel an; ein Dienst, der die Ruhezeit danach verletzt, wird im Plan markiert.',
  'help.qualifications':
    'Qualifikationen sind das, wofür Ihre Mitarbeiter ausgebildet sind, etwa Erste Hilfe oder ein Staplerschein. Legen Sie sie hier an, geben Sie sie den Personen auf der Seite Benutzer und verlangen Sie sie in Schichtvorlagen und Regeln.',
  'help.objects':
    'Objekte sind Dinge, die Ihre Mitarbeiter in Dialogen auswählen, etwa Fahrzeuge, Räume oder Maschinen, geordnet in Containern mit eigenen Feldern. Legen Sie hier einen Container an, geben Sie ihm Felder und tragen Sie seine Objekte ein.',
  'help.payrollData':
    'Worauf der Lohnexport Stunden bucht: Kostenstellen, Zuschläge und Lohnarten. Legen Sie sie hier an und bearbeiten Sie sie; Personen, Zeitbuchungen und die Lohnexport-Einstellungen verweisen darauf.',
  'help.countries':
    'Die Feiertage und Schulferien, die der Kalender zeigt, je Land und Region. Importieren Sie sie hier für Ihr Land oder tragen Sie eigene ein.',
  'help.userGroups':
    'Benutzergruppen fassen Personen über Bereiche hinweg zusammen, etwa für den Lohnexport. Legen Sie die Gruppen hier an und benennen Sie sie; die Gruppen einer Person stellen Sie auf der Seite Benutzer ein.',
  'help.userFields':
    'Benutzerfelder sind eigene Felder, etwa eine Spindnummer oder eine Kleidergröße, die das Formular jeder Person zeigt. Legen Sie sie hier an und füllen Sie sie auf der Seite Benutzer für jede Person aus.',
  'help.yearTablesManage':
    'Bearbeiten Sie die Jahreskonten aller Personen auf einmal: ein neues Jahr anlegen, neu berechnen, prüfen, abschließen oder löschen. Wählen Sie Jahr und Aktion; die Arbeit läuft im Hintergrund und meldet sich, wenn sie fertig ist.',
  'help.invitations':
    'Angelegte Personen melden sich erst nach einer Einladung an: einer E-Mail mit vorläufigem Passwort und Anmeldelink. Laden Sie hier Personen ein, importieren Sie eine Liste von Personen aus einer Datei oder setzen Sie das Passwort zurück, wenn jemand es verloren hat.',
  'help.profile':
    'Ihr eigenes Konto: Name, E-Mail-Adresse, Sprache, Passwort, Ihre Anmeldemethoden und der Kalenderlink für Ihr Telefon. Ändern Sie sie hier; Ihr Benutzername bleibt, wie er ist.',
  'help.rules':
    'Regeln legen fest, wie Ihr Unternehmen besetzt sein muss und welche Arbeitszeit erlaubt ist, etwa Mindestbesetzung, Höchststunden oder Ruhezeiten; jede Planänderung, jeder Antrag und jede Buchung wird gegen sie geprüft. Legen Sie hier Regeln an und bearbeiten Sie sie, jeweils für das ganze Unternehmen, einen Bereich oder einen Arbeitsplatz.',
  'help.ruleProfile':
    'Die gesetzlichen Arbeitszeitgrenzen, gegen die jeder Plan geprüft wird, etwa tägliche Arbeitszeit, Ruhezeit zwischen Arbeitstagen und Wochenstunden. Wählen Sie das Profil Ihres Gesetzes, passen Sie seine Grenzen an und legen Sie fest, wie streng jede eingebaute Prüfung des Kalenders gilt.',
  'help.timeTerminals':
    'Zeiterfassungsterminals sind die Kartenleser, an denen Ihre Mitarbeiter stempeln; sie laden die gesammelten Buchungen hoch. Registrieren Sie hier jedes Terminal; die Stempelkarten auf der Seite Benutzer sagen, wem eine Karte gehört.',
  'help.payrollSettings':
    'Wie die Lohndateien für Ihr Lohnsystem geschrieben werden: seine Nummern und Zuordnungen und die Personalnummern Ihrer Mitarbeiter. Wählen Sie Ihr Lohnsystem und tragen Sie ein, was abweicht; leere Felder nutzen den grau angezeigten Standard.',
  'help.notifications':
    'Was Ihnen Kolleginnen, Kollegen und die Planung mitteilen: neue Nachrichten, Änderungen Ihrer Dienste und Antworten auf Ihre Anträge. Öffnen Sie eine Benachrichtigung, um zu ihrem Anlass zu gelangen, oder markieren Sie alle als gelesen.',
  'page.bulkTool': 'Dienste im Block bearbeiten',
  'taskProgress.label': 'Fortschritt von {{name}}',
  'taskProgress.percent': '{{percent}} %',
  'taskProgress.download': 'Herunterladen',
  'taskProgress.failed': 'Die Aufgabe ist fehlgeschlagen.',
};
