import type { setupEn } from './setup.en';

export const setupDe: Record<keyof typeof setupEn, string> = {
  'setup.title': 'Ihre Firma einrichten',
  'setup.intro':
    'Sieben Schritte von der leeren Firma zur ersten veröffentlichten Woche. Jeder Schritt hakt sich selbst ab, sobald Ihre Daten zeigen, dass er erledigt ist.',
  'setup.progress': '{{done}} von {{total}} Schritten erledigt',
  'setup.allDone': 'Alles eingerichtet. Ihre Leute sehen ihre veröffentlichten Dienste.',
  'setup.hide': 'Auf der Startseite ausblenden',
  'setup.show': 'Auf der Startseite zeigen',
  'setup.hidden': 'Die Anleitung bleibt hier unter Verwaltung → Einrichtung.',
  'setup.open': 'Einrichtung öffnen',
  'setup.go': 'Dorthin',
  'setup.stepDone': 'Erledigt',
  'setup.stepOpen': 'Noch offen',
  'setup.confirmAddress':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen bei der Registrierung geschickt haben: Bis dahin verschickt das Programm keine E-Mails, auch keine Einladungen an Ihre Leute.',
  'setup.confirmAddressResend': 'Link erneut senden',
  'setup.confirmAddressSent': 'Gesendet: Schauen Sie in Ihren Posteingang (und in den Spam-Ordner).',

  'setup.step.company.title': 'Firma und Region',
  'setup.step.company.why':
    'Ihr Bundesland oder Kanton bestimmt die Feiertage, mit denen Pläne, Stunden und Urlaub rechnen.',
  'setup.step.company.state': 'Region gewählt',
  'setup.step.areas.title': 'Arbeitsplätze',
  'setup.step.areas.why':
    'Küche, Service, Pflege: Jede Schicht gehört zu einem Arbeitsplatz, und der Kalender ordnet nach ihnen.',
  'setup.step.areas.state_one': '{{count}} Arbeitsplatz',
  'setup.step.areas.state_other': '{{count}} Arbeitsplätze',
  'setup.step.shifts.title': 'Schichten',
  'setup.step.shifts.why': 'Schichtvorlagen mit Zeiten und Pausen: Mit ihnen planen Sie per Klick.',
  'setup.step.shifts.state_one': '{{count}} Schichtvorlage',
  'setup.step.shifts.state_other': '{{count}} Schichtvorlagen',
  'setup.step.people.title': 'Mitarbeiter',
  'setup.step.people.why':
    'Importieren Sie Ihr Team aus einer Tabelle oder legen Sie es einzeln an, dann laden Sie alle auf einmal ein.',
  'setup.step.people.state_one': '{{count}} Person',
  'setup.step.people.state_other': '{{count}} Personen',
  'setup.step.rules.title': 'Sinnvolle Regeln',
  'setup.step.rules.why':
    'Das Arbeitszeitgesetz wird von Anfang an geprüft; eine Mindestbesetzung warnt, bevor ein Tag zu knapp wird.',
  'setup.step.rules.state_one': '{{count}} Regel',
  'setup.step.rules.state_other': '{{count}} Regeln',
  'setup.step.plan.title': 'Der erste Plan',
  'setup.step.plan.why':
    'Planen Sie die nächste Woche: Dienste auf Personen ziehen, eine Wochenvorlage anwenden oder die offenen Dienste automatisch besetzen lassen.',
  'setup.step.plan.state_one': '{{count}} Dienst geplant',
  'setup.step.plan.state_other': '{{count}} Dienste geplant',
  'setup.step.publish.title': 'Veröffentlichen',
  'setup.step.publish.why':
    'Erst veröffentlichte Dienste erreichen Ihre Leute, mit einem Hinweis in ihrer App.',
  'setup.step.publish.state': 'Veröffentlicht',

  'setup.template.title': 'Mit einer Vorlage starten',
  'setup.template.intro':
    'Wählen Sie, wie Ihre Firma arbeitet: Arbeitsplätze, Schichtvorlagen mit Zeiten, Pausen und Farben und eine Mindestbesetzung werden angelegt. Alles lässt sich später ändern oder löschen.',
  'setup.template.type': 'Art der Firma',
  'setup.template.careHome': 'Pflegeheim',
  'setup.template.restaurant': 'Restaurant oder Café',
  'setup.template.retail': 'Einzelhandel',
  'setup.template.production': 'Produktion',
  'setup.template.office': 'Büro oder Servicecenter',
  'setup.template.hint.careHome':
    'Pflege, Nachtwache, Küche; Früh-, Spät-, Zwischen- und Nachtdienst; zwei Wohnbereiche',
  'setup.template.hint.restaurant': 'Service, Küche, Theke; Früh-, Spät-, Mittel- und Tagschicht',
  'setup.template.hint.retail': 'Verkauf, Kasse, Lager; Früh-, Spät-, Mittel- und Tagschicht',
  'setup.template.hint.production': 'Fertigung, Lager, Instandhaltung; drei Schichten werktags',
  'setup.template.hint.office': 'Büro, Empfang, Kundenservice; Früh-, Tag-, Spät- und Mitteldienst',
  'setup.template.sample':
    'Auch einen Musterplan für nächste Woche anlegen (offene Dienste zum Ausprobieren)',
  'setup.template.apply': 'Vorlage übernehmen',
  'setup.template.done':
    '{{areas}} Arbeitsplätze, {{shifts}} Schichtvorlagen und {{rules}} Regel angelegt. Als Nächstes: Ihre Mitarbeiter.',
  'setup.template.appliedWithSample':
    '{{areas}} Arbeitsplätze, {{shifts}} Schichtvorlagen, {{rules}} Regel und {{sample}} offene Dienste für nächste Woche angelegt.',
  'setup.template.used': 'Gestartet mit der Vorlage „{{type}}“.',
  'setup.sample.state_one': 'Der Musterplan hat {{count}} Dienst in der Woche ab {{date}}.',
  'setup.sample.state_other': 'Der Musterplan hat {{count}} Dienste in der Woche ab {{date}}.',
  'setup.sample.delete': 'Musterplan löschen',
  'setup.sample.confirm':
    'Alle Dienste des Musterplans löschen, auch solche, die Sie schon Personen gegeben haben? Das lässt sich nicht rückgängig machen.',
  'setup.sample.deleted_one': '{{count}} Dienst des Musterplans gelöscht.',
  'setup.sample.deleted_other': '{{count}} Dienste des Musterplans gelöscht.',
};
