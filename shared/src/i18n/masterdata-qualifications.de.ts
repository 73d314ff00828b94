import type { masterdataQualificationsEn } from './masterdata-qualifications.en';

/** Texte der Seite „Qualifikationen“ (Namensraum `masterdata-qualifications`). */
export const masterdataQualificationsDe: Record<keyof typeof masterdataQualificationsEn, string> = {
  'qualifications.title': 'Qualifikationen',
  'qualifications.intro':
    'Wofür Ihre Mitarbeiter qualifiziert sind; Dienste und Regeln können sie voraussetzen.',
  'qualifications.new': 'Neue Qualifikation',
  'qualifications.empty':
    'Noch keine Qualifikationen. Tragen Sie sie bei Ihren Leuten ein und verlangen Sie sie in Schichtvorlagen: Der Kalender warnt dann, wenn jemand ohne die nötige Qualifikation eingeplant wird.',
  'qualifications.createTitle': 'Neue Qualifikation',
  'qualifications.editTitle': 'Qualifikation „{{name}}“ bearbeiten',
  'qualifications.name': 'Bezeichnung',
  'qualifications.shortName': 'Kürzel',
  'qualifications.comment': 'Bemerkung',
  'qualifications.enabled': 'Aktiv (beim Bearbeiten von Mitarbeitern und Diensten angeboten)',
  'qualifications.favorite': 'Favorit',
  'qualifications.error.name': 'Geben Sie eine Bezeichnung mit 1 bis 50 Zeichen ein.',
  'qualifications.error.shortName': 'Höchstens 5 Zeichen.',
  'qualifications.editAria': '{{name}} bearbeiten',
  'qualifications.deleteAria': '{{name}} löschen',
};
