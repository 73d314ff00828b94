import type { absencesEn } from './absences.en';

export const absencesDe = {
  'absences.state.0': 'Keiner',
  'absences.state.1': 'Beantragt',
  'absences.state.2': 'Geplant',
  'absences.state.3': 'Genehmigt',
  'absences.state.4': 'Abgelehnt',
  'absences.state.5': 'Storniert',
  'absences.target.Request': 'Beantragen',
  'absences.target.Approve': 'Genehmigen',
  'absences.target.Deny': 'Ablehnen',
  'absences.target.Cancel': 'Stornieren',
  'absences.error.reasonRequired': 'Bitte geben Sie einen Grund an.',
  'absences.error.endBeforeBegin': 'Das Ende darf nicht vor dem Beginn liegen.',
  'absences.error.tooLong': 'Eine Abwesenheit dauert höchstens 385 Tage.',
  'absences.error.timesRequired': 'Diese Abwesenheitsart braucht eine Beginn- und eine Endzeit.',
  'absences.error.timesNotAllowed': 'Nur Abwesenheiten der Klasse Überstundenabbau haben Uhrzeiten.',
  'absences.error.halfDayOneDay': 'Eine eintägige Abwesenheit ist ein ganzer oder ein halber Tag.',
  'absences.error.typeUnknown': 'Diese Abwesenheitsart gibt es nicht oder sie ist deaktiviert.',
  'absences.error.personUnknown': 'Diese Person gibt es nicht.',
  'absences.error.substituteSelf': 'Niemand kann sich selbst vertreten.',
  'absences.error.stateNotAllowed': 'In diesem Zustand können Sie die Abwesenheit nicht anlegen.',
  'absences.error.tooManyUnits':
    'Die Abwesenheit betrifft zu viele Bereiche und Monate, um sie auf einmal zu speichern: kürzen Sie sie oder speichern Sie sie in zwei Teilen.',
  'absences.error.substituteUnknown': 'Eine Vertretung existiert nicht oder ist deaktiviert.',
  'absences.error.substituteAnswer': 'Eine Vertretung stimmt zu (Approve) oder lehnt ab (Deny).',
  'absences.error.notRecipient':
    'Nur die für diese Änderung vorgeschlagenen Personen können benachrichtigt werden.',
  'absences.error.seriesWeekly': 'Eine Abwesenheitsserie wiederholt sich wöchentlich.',
  'absences.error.seriesEndless': 'Eine Abwesenheitsserie braucht ein Ende: ein Datum oder eine Anzahl.',
  'absences.error.seriesTooMany': 'Eine Serie hat höchstens 1000 Termine: lassen Sie sie früher enden.',
  'absences.error.seriesOverlap':
    'Die Termine würden sich überschneiden: jede Abwesenheit der Serie muss vor der nächsten enden.',
  'absences.error.seriesBeginBeforeFrom':
    'Die geänderten Termine können nicht vor dem gewählten Termin beginnen.',
  'absences.error.seriesSubstitutes':
    'Eine Serie hat keine Vertretungen: benennen Sie sie bei einem einzelnen Termin.',
  'absences.redacted': 'Abwesend',
} as const satisfies Record<keyof typeof absencesEn, string>;
