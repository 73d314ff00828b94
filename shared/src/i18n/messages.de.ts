import type { messagesEn } from './messages.en';

export const messagesDe: Record<keyof typeof messagesEn, string> = {
  'error.BAD_REQUEST': 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.',
  'error.VALIDATION': 'Einige Felder sind ungültig.',
  'error.UNAUTHORIZED': 'Bitte melden Sie sich an.',
  'error.FORBIDDEN': 'Dafür fehlt Ihnen die Berechtigung.',
  'error.NOT_RESPONSIBLE':
    'Sie sind für den Bereich „{{unit}}“ nicht zuständig. Ein Administrator kann Ihre Zuständigkeiten in Ihren Benutzereinstellungen erweitern.',
  'error.OWN_DECISION':
    'Über Ihre eigenen Zeiten oder Abwesenheiten entscheiden Sie nicht selbst. Das übernimmt ein anderer für Ihren Bereich zuständiger Planer oder ein Administrator.',
  'error.RESPONSIBILITY_OWN': 'Ihre eigenen Zuständigkeiten ändert ein Administrator, nicht Sie selbst.',
  'error.RESPONSIBILITY_ALL':
    '„Alle Bereiche“ vergibt oder entzieht nur, wer selbst für alle Bereiche zuständig ist.',
  'error.NOT_FOUND': 'Dieser Eintrag existiert nicht oder wurde gelöscht.',
  'error.ROUTE_NOT_FOUND': 'Diese Adresse gibt es nicht.',
  'error.CONFLICT':
    'Jemand anderes hat dies zwischenzeitlich geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
  'copyPlan.tooMany':
    'Das wären mehr als 600 Dienste auf einmal. Wählen Sie weniger Wochen oder eine Person.',
  'copyPlan.inactive': 'Die Person ist deaktiviert.',
  'copyPlan.tooEarly': 'Wählen Sie einen Tag ab dem Jahr 2000.',
  'calendar.history.changedSince':
    'Nicht rückgängig gemacht: Dieser Dienst wurde seitdem geändert (von Ihnen oder jemand anderem). Rückgängig würde diese Änderung überschreiben.',
  'calendar.history.hasRequests':
    'Nicht rückgängig gemacht: Für diesen Dienst gibt es inzwischen eine Tausch- oder Übernahmeanfrage. Beantworten Sie diese zuerst.',
  'calendar.history.moved':
    'Ihre Liste der Änderungen hat sich inzwischen geändert (ein anderes Fenster?). Die Schaltflächen zeigen jetzt den aktuellen Stand.',
  'setup.template.applied':
    'Eine Firmenvorlage wurde schon übernommen. Ändern Sie Arbeitsplätze und Schichten jetzt direkt in den Stammdaten.',
  'setup.template.noSite':
    'Ihre Firma hat keinen aktiven Standort. Legen Sie unter Bereiche zuerst einen an.',
  'error.EDITION_LIMIT':
    'Diese Funktion ist in der Free Edition nicht verfügbar. Führen Sie ein Upgrade durch, um sie zu nutzen.',
  'error.EDITION_LIMIT_PAID':
    'Diese Funktion ist in Ihrer Edition nicht enthalten. Führen Sie ein Upgrade durch, um sie zu nutzen.',
  'error.TOO_MANY_REQUESTS': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.TOO_MANY_CALLS': 'Zu viele Versuche. Bitte laden Sie die Seite neu.',
  'error.TOO_MANY_TASKS':
    'Ihre Firma hat bereits {{max}} laufende Aufgaben; warten Sie, bis eine davon beendet ist.',
  'error.INTERNAL_SERVER_ERROR': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'error.TRIAL_EXPIRED':
    'Ihr Testzeitraum ist abgelaufen. Ihre Daten sind schreibgeschützt, bis ein Administrator eine Edition wählt.',
  'error.DOWNGRADE_BLOCKED': 'Diese Edition passt nicht zu Ihrer aktuellen Nutzung.',
  'error.ROLE_IN_USE': 'Diese Rolle ist noch Benutzern zugewiesen und kann nicht gelöscht werden.',
  'error.LAST_ADMINISTRATOR': 'Mindestens ein aktiver Administrator muss erhalten bleiben.',
  'error.USERNAME_TAKEN': 'Dieser Benutzername ist bereits vergeben.',
  'error.UNKNOWN_CUSTOMER': 'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie sie.',
  'error.USER_DEACTIVATED': 'Ihr Zugang wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
  'error.IDEMPOTENCY_KEY_REUSED':
    'Diese Registrierung wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu und registrieren Sie sich erneut.',
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
  'customerNo.invalid': 'Das ist keine gültige Kundennummer. Bitte prüfen Sie sie auf Tippfehler.',
  'date.invalid': 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  'date.outOfRange': 'Bitte geben Sie ein Datum vom 01.01.1900 bis zum 31.12.2199 ein.',
  'json.outOfRange': 'Dieser Wert ist zu groß oder zu tief verschachtelt.',
  'time.invalid': 'Bitte geben Sie eine Uhrzeit von 00:00 bis 23:59 ein.',
  'access-deny': 'Zugriff verweigert.',
  'task.name.userImport': 'Benutzerimport',
  'userImport.fileType': 'Bitte wählen Sie eine Excel- (.xlsx) oder CSV-Datei.',
  'userImport.fileSize': 'Die Datei darf höchstens 2 MB groß sein.',
  'userImport.unpackedTooLarge':
    'Die Arbeitsmappe ist entpackt zu groß (mehr als {{max}} MB oder {{entries}} Teile). Speichern Sie nur das Blatt mit den Personen, oder verwenden Sie CSV.',
  'userImport.fileUnreadable':
    'Die Datei konnte nicht gelesen werden. Bitte speichern Sie sie als .xlsx oder als CSV (UTF-8).',
  'userImport.fileGone':
    'Die hochgeladene Datei ist nicht mehr da (sie wird 7 Tage aufbewahrt). Bitte laden Sie sie noch einmal hoch.',
  'userImport.headerMissing': 'Die erste Zeile muss die Spalten benennen; es fehlen: {{columns}}.',
  'userImport.noRows': 'Die Datei enthält keine Personen.',
  'userImport.tooManyRows': 'Eine Datei darf höchstens {{max}} Personen enthalten.',
  'userImport.checking': 'Zeilen werden geprüft',
  'userImport.writing': 'Import läuft',
  'userImport.checked_one': '1 Zeile geprüft, keine abgelehnt.',
  'userImport.checked_other': '{{count}} Zeilen geprüft, keine abgelehnt.',
  'userImport.refused.username':
    'Zeile {{row}}: Der Benutzername braucht 3 bis 50 Zeichen (Buchstaben, Ziffern, . _ -).',
  'userImport.refused.usernameTwice': 'Zeile {{row}}: Dieser Benutzername steht zweimal in der Datei.',
  'userImport.refused.usernameTaken': 'Zeile {{row}}: Dieser Benutzername ist schon vergeben.',
  'userImport.refused.displayName': 'Zeile {{row}}: Der Name fehlt oder ist länger als 100 Zeichen.',
  'userImport.refused.email': 'Zeile {{row}}: Das ist keine gültige E-Mail-Adresse.',
  'userImport.refused.language': 'Zeile {{row}}: Die Sprache muss de oder en sein.',
  'userImport.refused.role': 'Zeile {{row}}: Eine Rolle dieses Namens gibt es nicht.',
  'userImport.refused.roleNotAllowed':
    'Zeile {{row}}: Diese Rolle dürfen Sie nicht vergeben (sie hat Rechte, die Ihnen fehlen).',
  'userImport.editionLimit':
    'Mit diesen Personen hätte das Unternehmen mehr als {{limit}} aktive Benutzer, die Grenze seiner Edition.',
  'userImport.nothingImported':
    'Es wurde nichts importiert: {{refused}} Zeilen wurden abgelehnt. Korrigieren Sie die Datei und importieren Sie sie erneut.',
  'userImport.imported': 'Zeile {{row}}: {{username}} importiert.',
  'userImport.done_one': '1 Person in {{unit}} importiert. Laden Sie sie ein, damit sie sich anmelden kann.',
  'userImport.done_other':
    '{{count}} Personen in {{unit}} importiert. Laden Sie sie ein, damit sie sich anmelden können.',
  invalidmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (höchstens 100 Zeichen).',
  'sso.directoryIdInvalid':
    'Bitte geben Sie die Verzeichnis-ID (Mandanten-ID) als GUID ein, z. B. 6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f.',
  'sso.directoryIdRequired': 'Für die Microsoft-Anmeldung braucht es die Verzeichnis-ID Ihres Unternehmens.',
  'sso.createPlaceRequired':
    'Wählen Sie Bereich und Rolle für Personen, die bei ihrer ersten Anmeldung angelegt werden.',
  'error.SSO_INVITATION_NOT_AVAILABLE':
    'Einladungen mit Microsoft-Anmeldung gibt es noch nicht: Laden Sie die Person ohne Anbieter ein. Mit dem Passwort aus der Einladung und, wo Ihr Unternehmen es eingerichtet hat, über „Mit Microsoft anmelden“ kann sie sich anmelden.',
  'error.SSO_NOT_AVAILABLE': 'Diese Person hat keine Microsoft-Verknüpfung, die entfernt werden könnte.',
  'error.SSO_STATE_INVALID':
    'Diese Anmeldung ist abgelaufen oder wurde schon verwendet. Bitte melden Sie sich erneut mit Microsoft an.',
  'error.SSO_CODE_REFUSED':
    'Microsoft hat die Anmeldung nicht bestätigt (der Code war schon verwendet oder abgelaufen). Bitte melden Sie sich erneut an.',
  'error.SSO_TOKEN_INVALID':
    'Die Antwort von Microsoft konnte nicht geprüft werden. Bitte melden Sie sich erneut an.',
  'error.SSO_WRONG_DIRECTORY':
    'Dieses Microsoft-Konto gehört nicht zum Verzeichnis Ihres Unternehmens. Melden Sie sich mit Ihrem Firmenkonto an.',
  'error.SSO_USER_UNKNOWN':
    'Zu diesem Microsoft-Konto gibt es in Ihrem Unternehmen keine Person. Bitten Sie Ihren Administrator, Sie anzulegen oder Ihr Konto zu verknüpfen.',
  'error.SSO_LAST_LOGIN':
    'Das ist die letzte Möglichkeit dieser Person, sich anzumelden: Die Verknüpfung bleibt, bis sie ein Passwort hat oder das Unternehmen Passwörter erlaubt.',
  'error.SSO_PASSWORD_NOT_ALLOWED':
    'Ihr Unternehmen meldet Sie über Microsoft an: Bitte wählen Sie „Mit Microsoft anmelden“.',
  'error.SSO_DIRECTORY_UNAVAILABLE':
    'Microsoft ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  'error.USER_INACTIVE': 'Dieser Benutzer ist deaktiviert. Aktivieren Sie ihn zuerst.',
  'error.CONFIRMATION_INVALID': 'Dieser Bestätigungslink ist nicht (mehr) gültig.',
  'error.EMAIL_NOT_CONFIRMED':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Folgen Sie dem Link in der E-Mail, die Shiftplan bei der Registrierung an den Administrator geschickt hat. Bis dahin verschickt Shiftplan keine E-Mails an andere Personen.',
  'error.MAIL_LIMIT_REACHED':
    'Ihr Unternehmen hat sein Tageslimit von {{limit}} E-Mails erreicht, deshalb wurde nichts versendet. Das Limit wird am {{resetsOn}} um 00:00 Uhr ({{timeZone}}) zurückgesetzt.',
  'account.consentRequired': 'Bitte stimmen Sie den Nutzungsbedingungen und dem Datenschutzhinweis zu.',
  'noaccess-msg1': 'Sie haben keinen Zugriff auf diesen Dialog.',
  'error-msg2': 'Der Dialog konnte nicht geladen werden.',
  'error-msg3': 'Der angeforderte Eintrag wurde nicht gefunden.',
  'unit-choose2': 'Bitte wählen Sie einen Bereich aus.',
  'task.failed':
    'Die Aufgabe konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut; wenn der Fehler bleibt, wenden Sie sich an den Support.',
  'task.queueFailed': 'Die Aufgabe konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  'task.unknownType': 'Diese Art von Aufgabe gibt es in dieser Version nicht.',
  'task.invalidInput': 'Die Aufgabe wurde mit ungültigen Einstellungen gestartet.',
  'task.attemptFailed': 'Versuch {{attempt}} ist fehlgeschlagen; die Aufgabe wird erneut versucht.',
  'task.finished': 'Abgeschlossen',
  'task.abandoned':
    'Die Aufgabe konnte nicht abgeschlossen werden und wurde nach mehreren Versuchen beendet.',
  'task.holidaysImported_one': '1 Feiertag importiert ({{years}})',
  'task.holidaysImported_other': '{{count}} Feiertage importiert ({{years}})',
  'task.name.holidayImport': 'Feiertage',
  'task.name.report': 'Bericht',
  'task.row': 'Zeile {{row}}',
  'task.rowsWritten_one': '1 Zeile geschrieben',
  'task.rowsWritten_other': '{{count}} Zeilen geschrieben',
  'range.endBeforeStart': 'Das Ende liegt vor dem Anfang.',
  'range.tooLong': 'Der Zeitraum ist zu lang: höchstens {{max}} Tage.',
  'error.ROLE_NAME_TAKEN': 'Eine Rolle mit diesem Namen gibt es bereits.',
  'task.name.auditExport': 'Export des Protokolls',
  'task.auditExported_one': '1 Eintrag exportiert',
  'task.auditExported_other': '{{count}} Einträge exportiert',
  'error.COST_UNIT_CODE_TAKEN': 'Eine Kostenstelle mit diesem Code gibt es bereits.',
  'error.PERSONNEL_NUMBER_TAKEN': 'Eine andere Person des Unternehmens hat diese Personalnummer bereits.',
  'payroll.consultantRequired': 'Bitte Beraternummer eingeben',
  'payroll.clientRequired': 'Bitte Mandantennummer eingeben',
  'payroll.lohnart': 'Eine Lohnart hat höchstens 4 Ziffern.',
  'payroll.key': 'Höchstens 10 Buchstaben und Ziffern.',
  'payroll.lugFieldOrder': 'Jedes Feld genau einmal.',
  'payroll.personnelNumberRange': 'DATEV nimmt Personalnummern von 1 bis 99999.',
  'payroll.duplicateRow': 'Diese Zeile gibt es doppelt.',
  'payroll.reasonCode': 'Ein Fehlzeitengrund ist eine Zahl mit höchstens 4 Ziffern.',
  'payroll.wageTypeNotExported': 'Diese Lohnart wird nicht exportiert und braucht keine Zuordnung.',
  'error.PAYROLL_SETTINGS_MISSING':
    'Bitte zuerst Berater- und Mandantennummer in den Lohnexport-Einstellungen eingeben.',
  'error.PAYROLL_NUMBER_INVALID':
    'Eine Nummer der Lohnexport-Einstellungen liegt außerhalb des DATEV-Bereichs.',
  'payroll.export.consultantMissing':
    'Die Beraternummer dieses Lohnsystems fehlt. Bitte zuerst in den Lohnexport-Einstellungen eingeben.',
  'payroll.export.clientMissing':
    'Die Mandantennummer dieses Lohnsystems fehlt. Bitte zuerst in den Lohnexport-Einstellungen eingeben.',
  'payroll.export.consultantInvalid':
    'Die Beraternummer {{value}} ist für DATEV ungültig: erlaubt sind Ziffern von {{min}} bis {{max}}.',
  'payroll.export.clientInvalid':
    'Die Mandantennummer {{value}} ist für DATEV ungültig: erlaubt sind Ziffern von {{min}} bis {{max}}.',
  'payroll.export.whom': 'Bitte entweder einen Bereich oder eine Person wählen.',
  'payroll.export.rangeOneMonth': 'Der Zeitraum muss im Monat des Berechnungsdatums liegen.',
  'date.rangeOrder': 'Das Ende darf nicht vor dem Beginn liegen.',
  'payroll.run.filesExpired':
    'Die Dateien dieses Exports wurden bis {{until}} aufbewahrt und sind inzwischen gelöscht.',
  'task.name.payrollExport': '{{system}} {{subject}} {{month}}',
  'task.payrollExportWritten':
    'Geschrieben: Dateien {{files}}, Personen {{people}}, Zeilen {{lines}}, Warnungen {{warnings}}.',
  'task.payrollUnitGone': 'Den Bereich dieses Lohnexports gibt es nicht mehr.',
  'task.payrollPersonGone': 'Die Person dieses Lohnexports gibt es nicht mehr.',
  'payroll.warning.unconfirmedDays_one':
    '{{name}}: 1 erfasster, noch nicht bestätigter Tag wird nicht exportiert ({{dates}}).',
  'payroll.warning.unconfirmedDays_other':
    '{{name}}: {{count}} erfasste, noch nicht bestätigte Tage werden nicht exportiert ({{dates}}).',
  'payroll.warning.noPersonnelNumber': '{{name}} hat keine Personalnummer und wird nicht exportiert.',
  'payroll.warning.duplicatePersonnelNumber':
    'Die Personalnummer {{number}} haben {{names}}: keine dieser Personen wird exportiert.',
  'payroll.warning.noLohnart': '{{name}}: „{{caption}}“ hat keine Lohnart und wird ausgelassen.',
  'payroll.warning.noAbsenceKey':
    '„{{caption}}“ hat für dieses Lohnsystem keinen Schlüssel: seine Tage gehen nicht als Abwesenheit in die Datei (Personen {{people}}, Tage {{days}}).',
  'payroll.warning.wageTypeNotExported':
    '„{{caption}}“ zählt etwas, das die Zeitdaten nicht liefern, und wird nicht exportiert (siehe Lohnexport-Einstellungen).',
  'payroll.warning.costCentreTooLong':
    '{{name}}: die Kostenstelle {{costCentre}} wurde auf 8 Zeichen gekürzt.',
  'payroll.warning.charactersReplaced_one':
    '1 Zeichen, das die Zeichenkodierung der Datei nicht kennt, wurde ersetzt (z. B. durch den Grundbuchstaben).',
  'payroll.warning.charactersReplaced_other':
    '{{count}} Zeichen, die die Zeichenkodierung der Datei nicht kennt, wurden ersetzt (z. B. durch den Grundbuchstaben).',
  'payroll.warning.more_one': '… und 1 weitere Warnung.',
  'payroll.warning.more_other': '… und {{count}} weitere Warnungen.',
  'error.OBJECT_NAME_TAKEN': 'In diesem Container gibt es bereits ein Objekt mit diesem Namen.',
  'error.OBJECT_CONTAINER_NOT_EMPTY': 'Dieser Container enthält noch Objekte: Löschen Sie diese zuerst.',
  'error.ABSENCE_CHANGE_REFUSED':
    'Diese Änderung ist für die Abwesenheit in ihrem jetzigen Zustand nicht möglich.',
  'error.RULE_REFUSED': '{{reason}}',
  'absences.series.refusedOn_one': '{{reason}} (1 Termin der Serie: {{dates}})',
  'absences.series.refusedOn_other': '{{reason}} ({{count}} Termine der Serie: {{dates}})',
  'error.ABSENCE_TYPE_IN_USE':
    'Diese Abwesenheitsart wird von Abwesenheiten verwendet: Deaktivieren Sie sie, statt sie zu löschen.',
  'error.KEY_CARD_TAKEN': 'Diese Stempelkarte gehört bereits einer anderen Person.',
  'error.UNIT_NOT_EMPTY':
    'Dieser Bereich hat noch Unterbereiche oder Mitarbeiter und kann nicht gelöscht werden.',
  'error.UNIT_CYCLE':
    'Ein Bereich kann nicht unter sich selbst oder einen seiner Unterbereiche verschoben werden.',
  'error.UNIT_TOO_DEEP': 'Der Bereichsbaum kann höchstens 10 Ebenen tief sein.',
  'user-save-err2': 'Bitte wählen Sie mindestens einen Bereich aus.',
  'manning.targetBelowMinimum': 'Der Sollwert darf nicht unter dem Minimum liegen.',
  'resources.duplicate': 'Ein Arbeitsplatz ist doppelt aufgeführt.',
  'color.invalid': 'Bitte wählen Sie eine Farbe (#rrggbb).',
  'shifts.timeRequired': 'Bitte geben Sie eine Uhrzeit ein.',
  'shifts.pauseTimeRequired': 'Eine Pause braucht Beginn und Ende.',
  'shifts.pauseOutside': 'Die Pause muss innerhalb der Schicht liegen.',
  'shifts.pausesOverlap': 'Die beiden Pausen überschneiden sich.',
  'shifts.qualificationTwice': 'Eine Qualifikation ist doppelt gewählt.',
  'shifts.qualificationUnknown': 'Diese Qualifikation gibt es nicht (mehr).',
  'shifts.resourceUnknown': 'Diesen Arbeitsplatz gibt es nicht (mehr).',
  'shifts.unitUnknown': 'Diesen Bereich gibt es nicht (mehr).',
  'cycles.lengthTooLong': 'Ein Zyklus dauert höchstens 366 Tage oder 52 Wochen.',
  'cycles.dayOutside': 'Dieser Tag liegt außerhalb des Zyklus.',
  'cycles.dayTwice': 'Dieser Tag ist doppelt angegeben.',
  'cycles.templateUnknown': 'Diese Schichtvorlage gibt es nicht (mehr).',
  'planTools.cycles.endRequired': 'Geben Sie entweder ein Enddatum oder eine Anzahl Wiederholungen an.',
  'planTools.cycles.endBeforeStart': 'Das Ende liegt vor dem Beginn.',
  'resourceRules.error.range': 'Das Ende liegt vor dem Beginn.',
  'resourceRules.error.version': 'Diese Regel wurde inzwischen geändert: Schließen und neu öffnen.',
  'responsibility.mode.0': 'Meine Bereiche',
  'responsibility.mode.-1': 'Bereiche, für die ich verantwortlich bin',
  'responsibility.mode.-2': 'Eigene Auswahl',
  'country-choose': 'Bitte wählen Sie zuerst ein Land.',
  'region-choose': 'Bitte wählen Sie zuerst eine Region.',
  'task.name.countryImport': 'Import der Länderdaten',
  'holidays.import.start': 'Import {{country}} für {{years}}: {{regions}} Regionen',
  'holidays.import.virtual': 'Probelauf: Der Import berechnet und protokolliert, schreibt aber nichts.',
  'holidays.import.region': '{{region}}: {{holidays}} Feiertage, {{schoolHolidays}} Schulferien',
  'holidays.import.removed_one': '{{region}}: 1 Eintrag entfernt, der nicht mehr in den Daten steht',
  'holidays.import.removed_other':
    '{{region}}: {{count}} Einträge entfernt, die nicht mehr in den Daten stehen',
  'holidays.import.flagged_one':
    '{{region}}: 1 Schulferieneintrag ist vorläufig oder umstritten; bitte prüfen',
  'holidays.import.flagged_other':
    '{{region}}: {{count}} Schulferien sind vorläufig oder umstritten; bitte prüfen',
  'holidays.import.schoolGap': '{{region}}: Die Daten enthalten keine Schulferien nach dem {{until}}',
  'holidays.import.unknownRegion':
    'Die Region {{region}} ist für dieses Land nicht bekannt und wurde übersprungen',
  'holidays.import.done': '{{holidays}} Feiertage und {{schoolHolidays}} Schulferien importiert ({{years}})',
  'holidays.import.doneVirtual':
    'Probelauf beendet: {{holidays}} Feiertage und {{schoolHolidays}} Schulferien würden importiert ({{years}})',
  'holidays.import.attribution': 'Schulferien: {{attribution}}',
  'serial.duration.range': 'Die Dauer muss eine ganze Zahl von 1 bis 5000 sein.',
  'serial.durationType.invalid': 'Bitte wählen Sie Minuten, Stunden oder Tage als Einheit der Dauer.',
  'serial.days.range': 'Alle x Tage: Bitte geben Sie eine ganze Zahl von 1 bis 356 ein.',
  'serial.weeks.range': 'Alle x Wochen: Bitte geben Sie eine ganze Zahl von 1 bis 52 ein.',
  'serial.monthDay.range': 'Der Tag des Monats muss zwischen 1 und 31 liegen.',
  'serial.months.range': 'Alle x Monate: Bitte geben Sie eine ganze Zahl von 1 bis 31 ein.',
  'serial.years.range': 'Alle x Jahre: Bitte geben Sie eine ganze Zahl von 1 bis 10 ein.',
  'serial.yearDay.range': 'Der Tag muss zwischen 1 und 31 liegen.',
  'serial.yearMonth.range': 'Der Monat muss zwischen 1 und 12 liegen.',
  'serial.yearDay.invalid': 'Diesen Tag gibt es in diesem Monat nicht.',
  'serial.count.range': 'Die Anzahl der Termine muss eine ganze Zahl von 1 bis 1000 sein.',
  'serial.weekday.invalid': 'Bitte wählen Sie jeden Wochentag höchstens einmal.',
  'serial.weekdays.required': 'Bitte wählen Sie mindestens einen Wochentag.',
  'serial.position.invalid': 'Bitte wählen Sie ersten, zweiten, dritten oder letzten.',
  'serial.end.beforeBegin': 'Die Serie kann nicht vor ihrem Beginn enden.',
  'serial.xml.invalid': 'Das Serienmuster kann nicht gelesen werden.',
  'serial.empty': 'Diese Serie hat keinen Termin. Bitte prüfen Sie ihre Tage und ihr Ende.',
  'serial-msg2': 'Dieses Datum ist (nicht mehr) ein Termin der Serie.',
  ITEM_NOT_EXISTS: 'Dieser Eintrag existiert nicht (mehr).',
  'caption-error1': 'Bitte geben Sie einen Betreff ein (höchstens 200 Zeichen).',
  userchoose2: 'Bitte wählen Sie einen Benutzer.',
  somefailed: 'Einige Abwesenheiten konnten nicht angelegt werden:',
  'absences.error.noUsers': 'Bitte wählen Sie mindestens einen Mitarbeiter.',
  'task.name.leaveCalendar': 'Urlaubskalender {{unit}} {{year}}',
  'task.leaveCalendarWritten':
    'Urlaubskalender erstellt (Personen: {{people}}, abwesende Arbeitstage: {{days}})',
  'task.leaveCalendarUnitGone': 'Den Bereich dieses Urlaubskalenders gibt es nicht mehr.',
  'leaveCalendarReport.sheet': 'Urlaubskalender',
  'leaveCalendarReport.title': 'Urlaubskalender {{unit}} {{year}}',
  'leaveCalendarReport.person': 'Person',
  'leaveCalendarReport.total': 'Summe',
  'leaveCalendarReport.legend': 'Legende',
  'leaveCalendarReport.weekend': 'Wochenende',
  'leaveCalendarReport.holiday': 'Feiertag',
  'leaveCalendarReport.halfDay': 'Halber Tag',
  'leaveCalendarReport.tentative': 'Beantragt oder geplant, noch nicht genehmigt (kursiv)',
  'leaveCalendarReport.pending': 'Beantragt',
  'leaveCalendarReport.sums':
    'Die Summen zählen genehmigte Arbeitstage (Montag bis Freitag ohne Feiertage), ein halber Tag 0,5; „Beantragt“ zählt die noch nicht genehmigten.',
  'leaveCalendarReport.holidays': 'Feiertage',
  'planTools.applyNote.openSlot': 'Offener Dienst',
  'planTools.applyNote.person': 'die Person ist unbekannt oder deaktiviert',
  'planTools.applyNote.absent': 'an diesem Tag abwesend',
  'planTools.applyNote.holiday': 'Feiertag (Feiertage auslassen)',
  'planTools.applyNote.gone': 'die Schichtvorlage oder ihren Arbeitsplatz gibt es nicht mehr',
  'planTools.applyNote.resourceRule': 'eine Regel des Arbeitsplatzes lässt an diesem Tag keine Dienste zu',
  'planTools.applyNote.collision': 'an diesem Tag schon ein Dienst zur selben Zeit',
  'task.name.printCalendar': 'Druck {{units}} {{from}} bis {{to}}',
  'task.printCalendarWritten': 'PDF erstellt (Personen: {{people}}, Seiten: {{pages}})',
  'task.printCalendarGone': 'Was dieser Druck zeigte, gibt es nicht mehr.',
  'task.name.targetActual': 'Soll/Ist {{name}} {{month}}',
  'task.targetActualWritten': 'Bericht geschrieben (Personen: {{people}})',
  'task.targetActualGone': 'Wer diesen Bericht angefordert hat, darf ihn nicht mehr lesen.',
  'task.targetActualPersonGone':
    'Eine Person fehlt im Bericht: nicht mehr vorhanden oder nicht mehr sichtbar.',
  'targetActualReport.error.whom': 'Bitte Personen oder einen Bereich wählen.',
  'targetActualReport.error.tooMany': 'Der Bereich hat zu viele Mitglieder für einen Bericht.',
  'printCalendarReport.title': 'Dienstplan: {{units}}',
  'printCalendarReport.range': '{{from}} bis {{to}}',
  'printCalendarReport.printedAt': 'Gedruckt am {{at}}',
  'printCalendarReport.person': 'Person',
  'printCalendarReport.holidays': 'Feiertage',
  'printCalendarReport.legend': 'Legende',
  'printCalendarReport.page': 'Seite {{page}} von {{pages}}',
  'printCalendarReport.more': '+{{count}} weitere',
  'fixedbar-choose': 'Bitte wählen Sie eine Fixleiste.',
  'fixedbar-range':
    'Bitte geben Sie einen gültigen Zeitraum ein: das Ende darf nicht vor dem Beginn liegen, Uhrzeiten brauchen Beginn und Ende.',
  'fixedbar.wholeCompany': 'Gesamtes Unternehmen',
  'task.name.absenceProjection': 'Abwesenheiten von {{person}} in den neuen Bereichen',
  'task.absenceProjectionWritten': '{{absences}} Abwesenheiten in {{units}} Bereichen eingetragen',
  'task.name.bulkTool.copy_one': '1 Dienst kopieren',
  'task.name.bulkTool.copy_other': '{{count}} Dienste kopieren',
  'task.name.bulkTool.move_one': '1 Dienst verschieben',
  'task.name.bulkTool.move_other': '{{count}} Dienste verschieben',
  'task.name.bulkTool.batchedit_one': '1 Dienst bearbeiten',
  'task.name.bulkTool.batchedit_other': '{{count}} Dienste bearbeiten',
  'task.name.bulkTool.delete_one': '1 Dienst löschen',
  'task.name.bulkTool.delete_other': '{{count}} Dienste löschen',
  'bulkTool.log.notFound': '{{date}}: Den Dienst gibt es nicht mehr.',
  'bulkTool.log.changed':
    '{{date}} {{shift}} {{person}}: zwischenzeitlich von jemand anderem geändert, unverändert gelassen.',
  'bulkTool.log.absent': '{{date}} {{shift}} {{person}}: übersprungen, die Person ist abwesend. {{reason}}',
  'bulkTool.log.rules': '{{date}} {{shift}} {{person}}: übersprungen wegen der Regeln. {{reason}}',
  'bulkTool.log.overlap':
    '{{date}} {{shift}} {{person}}: übersprungen, überschneidet sich mit einem anderen Dienst. {{reason}}',
  'bulkTool.log.invalid': '{{date}} {{shift}} {{person}}: übersprungen, die Änderung wäre ungültig.',
  'bulkTool.log.more_one': '… und 1 weiterer übersprungen.',
  'bulkTool.log.more_other': '… und {{count}} weitere übersprungen.',
  'bulkTool.log.done': 'Dienste erledigt: {{done}}, übersprungen: {{skipped}}.',
  'task.name.ruleCheck': 'Regelprüfung {{unit}} {{from}} bis {{to}}',
  'task.ruleCheckWritten':
    'Regelprüfung erstellt: {{findings}} Verstöße ({{errors}} Fehler, {{warnings}} Warnungen).',
  'task.name.workTimeRecord': 'Arbeitszeitnachweis {{unit}} {{from}} bis {{to}}',
  'task.workTimeRecordWritten': 'Arbeitszeitnachweis geschrieben. Tage: {{days}}, Personen: {{people}}.',
  'task.workTimeRecordPersonGone':
    'Eine Person des Nachweises ({{userId}}) gibt es nicht mehr; sie wurde ausgelassen.',
  'workTimeRecord.sheet': 'Nachweis',
  'workTimeRecord.summarySheet': 'Zusammenfassung',
  'workTimeRecord.title': 'Arbeitszeitnachweis nach § 16 Abs. 2 ArbZG: {{unit}}, {{from}} bis {{to}}',
  'workTimeRecord.note':
    'Arbeitszeit über 8 Stunden an Werktagen und jede Arbeit an Sonn- und Feiertagen, der vergangenen Tage. Mindestens zwei Jahre aufzubewahren.',
  'workTimeRecord.person': 'Person',
  'workTimeRecord.date': 'Datum',
  'workTimeRecord.weekday': 'Wochentag',
  'workTimeRecord.day': 'Tag',
  'workTimeRecord.day.weekday': 'Werktag',
  'workTimeRecord.day.sunday': 'Sonntag',
  'workTimeRecord.day.holiday': 'Feiertag: {{name}}',
  'workTimeRecord.worked': 'Gearbeitet (Std.:Min.)',
  'workTimeRecord.beyond': 'Über 8 Std. hinaus (Std.:Min.)',
  'workTimeRecord.source': 'Quelle',
  'workTimeRecord.source.time': 'Zeiterfassung',
  'workTimeRecord.source.plan': 'Dienstplan',
  'workTimeRecord.days': 'Tage',
  'workTimeRecord.total': 'Summe',
  'workTimeRecord.none':
    'Keine Arbeitszeit über 8 Stunden und keine Arbeit an Sonn- oder Feiertagen in diesem Zeitraum.',
  'workTimeRecord.error.notMember': 'Diese Person gehört nicht zum Bereich.',
  'workTimeRecord.error.tooMany': 'Der Bereich hat zu viele Mitglieder für einen Nachweis.',
  'task.ruleCheckUnitGone': 'Den Bereich dieser Regelprüfung gibt es nicht mehr.',
  'ruleCheckReport.sheet': 'Verstöße',
  'ruleCheckReport.summarySheet': 'Zusammenfassung',
  'ruleCheckReport.title': 'Regelprüfung {{unit}} {{from}} bis {{to}}',
  'ruleCheckReport.date': 'Datum',
  'ruleCheckReport.weekday': 'Wochentag',
  'ruleCheckReport.unit': 'Bereich',
  'ruleCheckReport.person': 'Person',
  'ruleCheckReport.rule': 'Regel',
  'ruleCheckReport.type': 'Typ',
  'ruleCheckReport.level': 'Stufe',
  'ruleCheckReport.message': 'Meldung',
  'ruleCheckReport.suggestion': 'Vorschlag',
  'ruleCheckReport.count': 'Verstöße',
  'ruleCheckReport.total': 'Summe',
  'ruleCheckReport.none': 'Keine Verstöße: der Plan hält alle Regeln ein.',
  'ruleCheckReport.level.ERR': 'Fehler',
  'ruleCheckReport.level.WRN': 'Warnung',
  'ruleCheckReport.assign': '{{name}} einplanen',
  'rules.error.scopeIds':
    'Bitte wählen Sie mindestens einen Eintrag für diesen Geltungsbereich (keinen für das ganze Unternehmen).',
  'rules.error.range': 'Das Ende darf nicht vor dem Beginn liegen.',
  'rules.error.window': 'Bitte geben Sie beide Zeiten des Zeitfensters an oder keine.',
  'rules.error.maxAbsLimit': 'Bitte geben Sie eine Anzahl Personen oder einen Prozentsatz an.',
  'rules.error.nameRequired': 'Bitte geben Sie einen Namen ein.',
  'rules.error.unknownUnit': 'Diesen Bereich gibt es nicht (mehr).',
  'rules.error.unknownResource': 'Diesen Arbeitsplatz gibt es nicht (mehr).',
  'rules.error.unknownTemplate': 'Diese Schichtvorlage gibt es nicht (mehr).',
  'rules.error.unknownUserGroup': 'Diese Benutzergruppe gibt es nicht (mehr).',
  'rules.error.unknownQualification': 'Diese Qualifikation gibt es nicht (mehr).',
  'rules.error.unknownUser': 'Diese Person gibt es nicht (mehr).',
  'rules.error.unknownRate': 'Diesen Stundensatz gibt es nicht (mehr).',
  'rules.error.versionRequired': 'Eine Änderung braucht die gelesene Version.',
  'rules.error.tooMany':
    'Ein Unternehmen kann höchstens {{max}} Regeln haben. Bitte löschen Sie Regeln, die Sie nicht mehr brauchen.',
  'rules.copyOf': 'Kopie von {{name}}',
  'standby.error.range': 'Das Ende des Dienstes muss nach seinem Beginn liegen.',
  'standby.error.nameRequired': 'Bitte geben Sie einen Namen ein.',
  'time.clock.stepInFuture':
    'Die Uhrzeit dieser Stempelung liegt in der Zukunft. Bitte prüfen Sie die Uhr Ihres Geräts.',
  'time.clock.stepTooOld':
    'Diese Stempelung ist älter als {{hours}} Stunden und kann nicht mehr gesendet werden. Bitte lassen Sie sie von Ihrer Planung nachtragen.',
  'time.clock.transitionRefused':
    'Ihre Stempeluhr hat sich inzwischen geändert oder lässt das jetzt nicht zu. Bitte neu laden.',
  'yearTables.error.exists': 'Dieses Jahr gibt es für diese Person bereits.',
  'yearTables.error.closed': 'Dieses Jahr ist abgeschlossen: Öffnen Sie es wieder, um es zu ändern.',
  'yearTables.error.yearRange': 'Bitte wählen Sie ein Jahr von 2000 bis 2100.',
  'yearTables.error.confirmation': 'Bitte geben Sie zur Bestätigung des Löschens das Jahr ein.',
  'yearTables.error.tooManySpecials': 'Ein Jahr kann höchstens {{max}} Sonderbuchungen haben.',
  'terminals.error.tooManyUploads':
    'Zu viele Terminal-Uploads für diese Firma: höchstens {{limit}} pro Minute. Das Terminal versucht es später erneut.',
  'terminals.error.tooManyFromAddress':
    'Zu viele Terminal-Uploads von dieser Adresse: höchstens {{limit}} pro Minute. Das Terminal versucht es später erneut.',
  'time.dayConfirmed':
    'Dieser Tag ist bestätigt: seine Buchungen können nicht mehr geändert werden. Bitten Sie einen Planer, die Bestätigung aufzuheben.',
  'task.name.yearTables.create': 'Jahreskonten {{year}}: für alle anlegen',
  'task.name.yearTables.open': 'Jahreskonten {{year}}: öffnen',
  'task.name.yearTables.close': 'Jahreskonten {{year}}: abschließen',
  'task.name.yearTables.recalculate': 'Jahreskonten {{year}}: neu berechnen',
  'task.name.yearTables.delete': 'Jahreskonten {{year}}: löschen',
  'task.name.yearTables.check': 'Jahreskonten {{year}}: prüfen',
  'task.yearTablesDone':
    '{{done}} von {{total}} Jahreskonten geändert, {{skipped}} übersprungen (abgeschlossen oder zwischenzeitlich geändert).',
  'task.yearTablesChecked': '{{total}} Jahreskonten geprüft: {{findings}} Befunde.',
  'task.yearCheck.missing': '{{person}}: kein Jahreskonto.',
  'task.yearCheck.stale': '{{person}}: Die Summen stimmen nicht mehr (neu berechnen).',
  'task.yearCheck.carryOver': '{{person}}: Der Übertrag weicht vom Resturlaub des Vorjahres ab.',
  'task.yearCheck.opening': '{{person}}: Der Anfangssaldo weicht vom Endsaldo des Vorjahres ab.',
  'time.booking.changeRefused': 'Diese Änderung ist für die Buchung in ihrem jetzigen Zustand nicht möglich.',
  'time.booking.editedByOwner': 'Von der Person selbst geändert: wartet auf Freigabe.',
  'time.booking.rangeTooLong': 'Bitte wählen Sie höchstens {{max}} Tage.',
  'time.check.peopleOrUnit': 'Bitte wählen Sie entweder Personen oder einen Bereich.',
  'time.booking.pauseOutside': 'Eine Pause muss innerhalb der Buchung liegen.',
  'time.booking.unknownCostUnit': 'Diese Kostenstelle gibt es nicht (mehr).',
  'time.tracking.splitTooLarge': 'Die Aufteilung auf Kostenstellen ist größer als die Ist-Zeit des Tages.',
  'time.tracking.bookingsOverlap': 'Die Buchungen eines Tages dürfen sich nicht überschneiden.',
  'time.confirm.notOver':
    'Die Tage vom {{from}} bis {{to}} sind noch nicht vorbei und bleiben offen: Ein Tag kann erst bestätigt werden, wenn er vergangen ist.',
  'time.confirm.notOverDay':
    'Der {{date}} ist noch nicht vorbei und bleibt offen: Ein Tag kann erst bestätigt werden, wenn er vergangen ist.',
  'time.team.notMember': 'Diese Person ist kein aktives Mitglied des Bereichs.',
  'time.team.confirmed': 'Bestätigte Tage: {{days}}, Personen: {{people}}.',
  'time.team.refused.openBooking': '{{person}}, {{date}}: nicht bestätigt, eine Buchung hat kein Gehen.',
  'time.team.refused.requestedBooking':
    '{{person}}, {{date}}: nicht bestätigt, eine Buchung wartet auf Genehmigung.',
  'time.team.refused.overtimeWaiting':
    '{{person}}, {{date}}: nicht bestätigt, Überstunden warten auf eine Entscheidung.',
  'time.team.refused.other': '{{person}}, {{date}}: nicht bestätigt, der Tag muss erst geprüft werden.',
  'time.team.skippedOwn':
    '{{person}}: Ihre eigenen Tage bleiben unverändert; sie bestätigt eine andere Planerin oder ein anderer Planer.',
  'time.team.approved': 'Genehmigte Buchungen: {{count}}.',
  'time.team.approveRefused.ownDecision':
    '{{person}}, {{date}}: nicht genehmigt, niemand genehmigt eigene Buchungen.',
  'time.team.approveRefused.open': '{{person}}, {{date}}: nicht genehmigt, die Buchung hat noch kein Gehen.',
  'time.team.approveRefused.changed':
    '{{person}}, {{date}}: nicht genehmigt, die Buchung wurde inzwischen geändert. Bitte neu laden.',
  'time.team.approveRefused.state':
    '{{person}}, {{date}}: nicht genehmigt, die Buchung kann in ihrem jetzigen Zustand nicht genehmigt werden.',
  'autoPlan.whom': 'Bitte wählen Sie mindestens einen Bereich oder Arbeitsplatz.',
  'autoPlan.rangeTooLong': 'Die automatische Planung umfasst höchstens 62 Tage.',
  'autoPlan.notConcerned':
    'Nur Personen mit übernommenen Diensten dieses Laufs können benachrichtigt werden.',
  'task.name.autoPlan': 'Automatische Planung {{start}} bis {{end}}',
  'task.autoPlanGone': 'Den Lauf oder einen seiner Bereiche oder Arbeitsplätze gibt es nicht mehr.',
  'task.autoPlan.reading': 'Plan wird gelesen',
  'task.autoPlan.solving': '{{slots}} offene Dienste werden mit {{people}} Personen geplant',
  'task.autoPlan.solvingGap':
    '{{slots}} offene Dienste werden mit {{people}} Personen geplant: bisher höchstens {{gap}} % vom bestmöglichen Plan entfernt',
  'task.autoPlan.checking': 'Vorschlag wird gegen die Regeln geprüft',
  'task.autoPlan.done': '{{filled}} von {{slots}} offenen Diensten besetzt, {{open}} bleiben offen.',
  'task.autoPlan.minimumDone':
    '{{added}} Dienste für die Mindestbesetzung ergänzt ({{missing}} Personen fehlten).',
  'task.autoPlan.noTemplate':
    'Mindestbesetzung „{{rule}}“ am {{date}}: {{missing}} Personen fehlen, aber der Bereich hat keine Schichtvorlage zum Ergänzen.',
  'task.autoPlan.noTemplateWindow':
    'Mindestbesetzung „{{rule}}“ am {{date}}: {{missing}} Personen fehlen, aber keine Schichtvorlage des Bereichs überschneidet {{from}}–{{to}}.',
  'task.autoPlan.stop.optimal':
    'Die Planung hat aufgehört, weil ihr Vorschlag nachweislich der bestmögliche ist.',
  'task.autoPlan.stop.withinGap':
    'Die Planung hat aufgehört, weil ihr Vorschlag nachweislich höchstens 1 % vom bestmöglichen entfernt ist.',
  'task.autoPlan.gap': 'Der Vorschlag ist nachweislich höchstens {{gap}} % vom bestmöglichen entfernt.',
  'task.autoPlan.stop.noImprovement':
    'Die Planung hat aufgehört, weil sich ihr Vorschlag nicht mehr verbessert hat.',
  'task.autoPlan.stop.timeLimit':
    'Die Planung hat beim Zeitlimit aufgehört; mit mehr Zeit fände sie vielleicht einen besseren Vorschlag.',
  'autoPlan.reason.absent': 'abwesend',
  'autoPlan.reason.busy': 'arbeitet an dem Tag schon',
  'autoPlan.reason.qualification': 'nicht qualifiziert (oder nicht Mitglied des Bereichs)',
  'autoPlan.reason.noRequest': 'hat sich nicht beworben (nur Bewerbungen)',
  'autoPlan.reason.rule': 'eine Regel spricht dagegen: {{text}}',
  'autoPlan.reason.rest': 'die Ruhezeit von {{hours}} Stunden würde unterschritten',
  'autoPlan.reason.hours': 'Stunden ausgeschöpft ({{hours}} Stunden im Zeitraum)',
  'autoPlan.reason.hoursOvertime':
    'Stunden ausgeschöpft ({{hours}} Stunden im Zeitraum nach {{overtime}} Überstunden auf dem Zeitkonto)',
  'autoPlan.reason.available': 'wäre möglich gewesen; die Planung hat fairer verteilt',
  'autoPlan.reason.nobody': 'niemand im Bereich konnte ihn übernehmen',
  'autoPlan.reason.minimum':
    'ein Dienst für die Mindestbesetzung „{{rule}}“: {{filled}} von {{minimum}} Personen geplant',
  'autoPlan.reason.minimumQualified':
    'ein Dienst für die Mindestbesetzung „{{rule}}“: {{filled}} von {{minimum}} Personen mit {{qualification}} geplant',
  'autoPlan.reason.noTemplate':
    'keine Schichtvorlage des Bereichs zum Ergänzen: {{missing}} Personen fehlen, nicht automatisch geplant',
  'autoPlan.reason.noTemplateWindow':
    'keine Schichtvorlage des Bereichs überschneidet {{from}}–{{to}}: {{missing}} Personen fehlen, nicht automatisch geplant',
  'autoPlan.mail.subject': 'Ihre neuen Dienste vom {{first}} bis {{last}}',
  'autoPlan.mail.greeting': 'Hallo {{name}},',
  'autoPlan.mail.intro_one': '{{actor}} hat 1 neuen Dienst für Sie eingeplant:',
  'autoPlan.mail.intro_other': '{{actor}} hat {{count}} neue Dienste für Sie eingeplant:',
  'autoPlan.mail.action': 'Kalender öffnen',
  'autoPlan.mail.footer': 'Sie erhalten diese E-Mail, weil Sie bei {{company}} arbeiten.',
  'invitations.bulk.nobody': 'Niemand wurde eingeladen.',
  'invitations.bulk.one': '1 Person eingeladen.',
  'invitations.bulk.oneSkipped': '1 Person eingeladen, {{skipped}} übersprungen.',
  'invitations.bulk.many': '{{count}} Personen eingeladen.',
  'invitations.bulk.manySkipped': '{{count}} Personen eingeladen, {{skipped}} übersprungen.',
  'invitations.skipped.notFound': 'Diese Person gibt es nicht mehr.',
  'invitations.skipped.inactive': '{{name}} ist deaktiviert.',
  'invitations.skipped.noEmail': '{{name}} hat keine gültige E-Mail-Adresse; tragen Sie zuerst eine ein.',
  'invitations.skipped.notAllowed':
    '{{name}} hat Rechte, die Sie nicht haben; eine Administratorin oder ein Administrator kann die Person einladen.',
  'invitations.skipped.signedIn': '{{name}} hat sich schon angemeldet.',
  'invitations.skipped.alreadyInvited':
    '{{name}} wurde schon am {{date}} eingeladen; mit „Erneut senden“ geht eine neue Einladung hinaus.',
  'invitations.skipped.changed': '{{name}} wurde gerade geändert; bitte versuchen Sie es noch einmal.',
  'invitations.skipped.failed':
    'Die Einladung an {{name}} konnte nicht gesendet werden; bitte versuchen Sie es später noch einmal.',
};
