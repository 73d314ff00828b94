import type { WidgetsKey } from './widgets.en';

export const widgetsDe: Record<WidgetsKey, string> = {
  'widgets.string.showPassword': 'Passwort anzeigen',
  'widgets.string.call': '{{value}} anrufen',
  'widgets.string.mail': 'E-Mail an {{value}} schreiben',

  'widgets.memo.remaining_one': 'Noch {{count}} Zeichen',
  'widgets.memo.remaining_other': 'Noch {{count}} Zeichen',

  'widgets.time.placeholder': 'hh:mm',
  'widgets.time.hint':
    'Geben Sie die Uhrzeit ein, zum Beispiel 7 für 07:00, 730 oder 7:30 für 07:30. Die Pfeiltasten nach oben und unten ändern sie um {{step}} Minuten.',
  'widgets.time.invalid': 'Bitte geben Sie eine Uhrzeit von 0:00 bis 23:59 ein, zum Beispiel 7:30.',

  'widgets.triState.yes': 'Ja',
  'widgets.triState.no': 'Nein',
  'widgets.triState.unset': 'Nicht gesetzt',

  'widgets.combo.showOptions': 'Auswahl anzeigen',
  'widgets.combo.noMatch': 'Kein Treffer',
  'widgets.combo.typeToSearch': 'Zum Suchen tippen',
  'widgets.combo.searching': 'Suche läuft …',
  'widgets.unitCombo.label': 'Bereich',
  'widgets.userCombo.label': 'Mitarbeiter',

  'widgets.objectPicker.search': '{{label}} durchsuchen',
  'widgets.objectPicker.searchPlaceholder': 'Suchen …',
  'widgets.objectPicker.noMatch': 'Nichts gefunden.',
  'widgets.objectPicker.favourite': 'Favorit: {{name}}',
  'widgets.objectPicker.favouriteFailed':
    'Der Favorit konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',

  'widgets.tagPicker.none': 'Keine Kategorien gewählt.',
  'widgets.tagPicker.filter': '{{label}} filtern',
  'widgets.tagPicker.filterPlaceholder': 'Kategorien filtern …',
  'widgets.tagPicker.available': '{{label}} wählen',
  'widgets.tagPicker.noMatch': 'Keine Kategorie passt.',

  'widgets.file.choose': 'Datei auswählen …',
  'widgets.file.replace': 'Andere Datei auswählen …',
  'widgets.file.remove': 'Datei entfernen',
  'widgets.file.dropHint': 'oder hierher ziehen.',
  'widgets.file.limit': 'Höchstens {{max}}.',
  'widgets.file.chosen': '{{name}} ({{size}})',
  'widgets.file.tooLarge': 'Die Datei „{{name}}“ ist {{size}} groß; erlaubt sind höchstens {{max}}.',

  'widgets.dateRange.from': 'Von',
  'widgets.dateRange.to': 'Bis',
  'widgets.dateRange.fromTime': 'Von (Uhrzeit)',
  'widgets.dateRange.toTime': 'Bis (Uhrzeit)',
  'widgets.dateRange.allDay': 'Ganztägig',
  'widgets.dateRange.repeat': 'Wiederholen …',
  'widgets.dateRange.endBeforeStart': 'Das Ende liegt vor dem Anfang.',
  'widgets.dateRange.tooLong_one': 'Der Zeitraum darf höchstens {{count}} Tag lang sein.',
  'widgets.dateRange.tooLong_other': 'Der Zeitraum darf höchstens {{count}} Tage lang sein.',

  'widgets.unitSelector.label': 'Bereich',
  'widgets.unitSelector.none': '– kein Bereich –',
  'widgets.unitSelector.all': 'Alle Bereiche',
  'widgets.unitSelector.withSubUnits': 'Unterbereiche einbeziehen',
  'widgets.unitSelector.disabled': '{{name}} (inaktiv)',
  'widgets.unitSelector.loading': 'Bereiche werden geladen …',

  'widgets.unitsPicker.label': 'Bereiche',
  'widgets.unitsPicker.title': 'Bereiche auswählen',
  'widgets.unitsPicker.choose': 'Auswählen …',
  'widgets.unitsPicker.none': 'Kein Bereich gewählt.',
  'widgets.unitsPicker.chosen_one': '{{count}} Bereich: {{names}}',
  'widgets.unitsPicker.chosen_other': '{{count}} Bereiche: {{names}}',
  'widgets.unitsPicker.search': 'Bereiche suchen',
  'widgets.unitsPicker.name': 'Bereich',
  'widgets.unitsPicker.path': 'Gehört zu',
  'widgets.unitsPicker.noMatch': 'Kein Bereich passt.',
  'widgets.unitsPicker.apply': 'Übernehmen',

  'widgets.userPicker.label': 'Mitarbeiter',
  'widgets.userPicker.labelMany': 'Mitarbeiter',
  'widgets.userPicker.search': 'Mitarbeiter suchen',
  'widgets.userPicker.name': 'Name',
  'widgets.userPicker.username': 'Benutzername',
  'widgets.userPicker.unit': 'Bereich',
  'widgets.userPicker.select': 'Auswählen',
  'widgets.userPicker.inactive': '{{name}} (inaktiv)',
  'widgets.userPicker.current': 'Gewählt: {{name}}',
  'widgets.userPicker.noMatch': 'Niemand passt.',
  'widgets.userPicker.notAllowed':
    'Sie dürfen keine Mitarbeiter auflisten (die Berechtigung „Mitarbeiter anzeigen“ fehlt). Bitte wenden Sie sich an einen Administrator.',

  'widgets.picker.selectAll_one': 'Den {{count}} Treffer auswählen',
  'widgets.picker.selectAll_other': 'Alle {{count}} Treffer auswählen',
  'widgets.picker.selected_one': '{{count}} ausgewählt',
  'widgets.picker.selected_other': '{{count}} ausgewählt',
  'widgets.picker.pagination': 'Seiten',
  'widgets.picker.previous': 'Vorige Seite',
  'widgets.picker.next': 'Nächste Seite',
  'widgets.picker.page': 'Seite {{page}} von {{pages}}',

  'widgets.help.open': 'Hilfe: {{title}}',
  'widgets.help.close': 'Hilfe schließen',
};
