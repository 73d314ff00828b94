import type { autoPlanEn } from './auto-plan.en';

/** German twin of auto-plan.en.ts. */
export const autoPlanDe = {
  'autoPlan.button': 'Automatisch planen',
  'autoPlan.proposalMark': 'Vorschlag',

  'autoPlan.dialog.title': 'Automatisch planen',
  'autoPlan.dialog.intro':
    'Besetzt die offenen Dienste der gewählten Bereiche (mit Unterbereichen) und Arbeitsplätze mit Personen, die verfügbar und qualifiziert sind und ihre Stunden und Ruhezeiten einhalten. Das Ergebnis ist ein Vorschlag: Nichts ändert sich, bevor Sie ihn übernehmen.',
  'autoPlan.dialog.units': 'Bereiche',
  'autoPlan.dialog.unitsTitle': 'Zu planende Bereiche',
  'autoPlan.dialog.resources': 'Arbeitsplätze',
  'autoPlan.dialog.noResources': 'Der Kalender zeigt keine Arbeitsplätze.',
  'autoPlan.dialog.from': 'Von',
  'autoPlan.dialog.to': 'Bis',
  'autoPlan.dialog.forcedSlots': 'Auch mit Warnungen füllen',
  'autoPlan.dialog.forcedSlotsHint':
    'Eine Regel der Stufe Warnung verhindert keine Zuweisung (eine der Stufe Fehler immer).',
  'autoPlan.dialog.requestsOnly': 'Nur Bewerbungen berücksichtigen',
  'autoPlan.dialog.requestsOnlyHint': 'Nur Personen einplanen, die sich auf den Dienst beworben haben.',
  'autoPlan.dialog.downloadLog': 'Begründungen als Datei',
  'autoPlan.dialog.downloadLogHint':
    'Für jeden offen gebliebenen Dienst: wer ihn hätte übernehmen können und welche Regel es verhindert hat.',
  'autoPlan.dialog.advanced': 'Erweitert',
  'autoPlan.dialog.timeLimit': 'Zeitlimit (Sekunden)',
  'autoPlan.dialog.calculationDate': 'Stundenkonten zum',
  'autoPlan.dialog.calculationDateHint':
    'Überstunden an diesem Tag verringern, was jemand im Zeitraum bekommt. Leer: der Tag vor dem Zeitraum.',
  'autoPlan.dialog.start': 'Planung starten',
  'autoPlan.dialog.chooseWhom': 'Wählen Sie mindestens einen Bereich oder einen Arbeitsplatz.',
  'autoPlan.dialog.chooseRange': 'Wählen Sie den ersten und den letzten Tag.',
  'autoPlan.dialog.rangeOrder': 'Der letzte Tag darf nicht vor dem ersten liegen.',
  'autoPlan.dialog.rangeTooLong': 'Höchstens {{days}} Tage auf einmal.',
  'autoPlan.dialog.timeLimitRange': 'Zwischen {{min}} und {{max}} Sekunden.',
  'autoPlan.dialog.log': 'Protokoll',
  'autoPlan.dialog.done': 'Der Vorschlag ist fertig und im Kalender zu sehen.',

  'autoPlan.panel.title': 'Vorschlag der automatischen Planung',
  'autoPlan.panel.range': '{{from}} bis {{to}}, gestartet von {{name}}',
  'autoPlan.panel.summary': '{{filled}} von {{slots}} offenen Diensten besetzt, {{open}} offen geblieben.',
  'autoPlan.panel.withWarnings': '{{count}} Zuweisungen haben Warnungen.',
  'autoPlan.panel.addsShift': 'ergänzt für die Mindestbesetzung',
  'autoPlan.panel.minimum':
    '{{added}} Dienste für die Mindestbesetzung ergänzt ({{missing}} Personen fehlten).',
  'autoPlan.panel.proposals': 'Vorgeschlagene Zuweisungen',
  'autoPlan.panel.select': 'Auswählen',
  'autoPlan.panel.selectAll': 'Alle auswählen',
  'autoPlan.panel.date': 'Datum',
  'autoPlan.panel.shift': 'Dienst',
  'autoPlan.panel.person': 'Person',
  'autoPlan.panel.warnings': 'Warnungen',
  'autoPlan.panel.open': 'Offen geblieben',
  'autoPlan.panel.noneOpen': 'Alle offenen Dienste sind besetzt.',
  'autoPlan.panel.noReason': 'Niemand war verfügbar.',
  'autoPlan.panel.acceptAll': 'Alle übernehmen',
  'autoPlan.panel.nothingOpen':
    'Im Zeitraum gab es keine offenen Dienste. Die automatische Planung besetzt offene Dienste: Sie entstehen mit einer Wochenvorlage, mit dem Musterplan der Einrichtung oder mit „Neuer Eintrag“ ohne Person.',
  'autoPlan.panel.nothingProposed':
    'Für keinen offenen Dienst fand sich eine passende Person. Warum, steht unten bei jedem offen gebliebenen Dienst.',
  'autoPlan.panel.acceptSelected': 'Auswahl übernehmen ({{count}})',
  'autoPlan.panel.reject': 'Verwerfen',
  'autoPlan.panel.rejectTitle': 'Vorschlag verwerfen',
  'autoPlan.panel.rejectConfirm': 'Den ganzen Vorschlag verwerfen? Die offenen Dienste bleiben offen.',
  'autoPlan.panel.log': 'Begründungen herunterladen',
  'autoPlan.panel.hide': 'Ausblenden',
  'autoPlan.panel.show': 'Vorschlag anzeigen',
  'autoPlan.panel.accepted': '{{accepted}} Zuweisungen übernommen, {{discarded}} verworfen.',
  'autoPlan.panel.skipped':
    '{{count}} ließen sich nicht mehr übernehmen (der Plan hat sich inzwischen geändert).',
  'autoPlan.panel.rejected': 'Der Vorschlag wurde verworfen.',
  'autoPlan.panel.stop.optimal': 'In {{seconds}} s geplant: nachweislich der bestmögliche Vorschlag.',
  'autoPlan.panel.stop.withinGap':
    'In {{seconds}} s geplant: nachweislich höchstens {{gap}} % vom bestmöglichen Vorschlag entfernt.',
  'autoPlan.panel.gap': 'Nachweislich höchstens {{gap}} % vom bestmöglichen Vorschlag entfernt.',
  'autoPlan.panel.stop.noImprovement':
    'In {{seconds}} s geplant: danach ist der Vorschlag nicht mehr besser geworden.',
  'autoPlan.panel.stop.timeLimit':
    'Nach {{seconds}} s beim Zeitlimit beendet: mit mehr Zeit wäre vielleicht ein besserer Vorschlag möglich.',
  'autoPlan.panel.othersTitle': 'Auswahl übernehmen',
  'autoPlan.panel.othersQuestion_one':
    '{{count}} weiterer Vorschlag ist nicht ausgewählt. Was soll mit ihm geschehen?',
  'autoPlan.panel.othersQuestion_other':
    '{{count}} weitere Vorschläge sind nicht ausgewählt. Was soll mit ihnen geschehen?',
  'autoPlan.panel.keepOthers': 'Als Vorschläge behalten, um später zu entscheiden',
  'autoPlan.panel.discardOthers': 'Verwerfen (ihre Dienste bleiben offen)',
  'autoPlan.panel.acceptChosen': 'Übernehmen',
  'autoPlan.panel.acceptedOnly_one': '{{count}} Zuweisung übernommen.',
  'autoPlan.panel.acceptedOnly_other': '{{count}} Zuweisungen übernommen.',
  'autoPlan.panel.kept_one': '{{count}} Vorschlag bleibt stehen, um später zu entscheiden.',
  'autoPlan.panel.kept_other': '{{count}} Vorschläge bleiben stehen, um später zu entscheiden.',

  'autoPlan.notify.title': 'Betroffene benachrichtigen',
  'autoPlan.notify.intro': 'Diese Personen haben durch den übernommenen Vorschlag neue Dienste.',
  'autoPlan.notify.person': 'Person',
  'autoPlan.notify.shifts': 'Dienste',
  'autoPlan.notify.period': 'Zeitraum',
  'autoPlan.notify.noEmail': 'keine E-Mail-Adresse',
  'autoPlan.notify.note': 'Notiz',
  'autoPlan.notify.email': 'Auch per E-Mail senden',
  'autoPlan.notify.send': 'Benachrichtigen',
  'autoPlan.notify.nobody': 'Niemand ist betroffen.',
  'autoPlan.notify.chooseSomeone': 'Wählen Sie mindestens eine Person.',
  'autoPlan.notify.done_one': '{{count}} Person benachrichtigt ({{emailed}} per E-Mail).',
  'autoPlan.notify.done_other': '{{count}} Personen benachrichtigt ({{emailed}} per E-Mail).',
} satisfies Record<keyof typeof autoPlanEn, string>;
