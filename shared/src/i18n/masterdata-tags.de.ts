import type { masterdataTagsEn } from './masterdata-tags.en';

/** Texte der Seite „Schlagwörter“ und des Favoritensterns (Namensraum `masterdata-tags`). */
export const masterdataTagsDe: Record<keyof typeof masterdataTagsEn, string> = {
  'tagAdmin.title': 'Schlagwörter',
  'tagAdmin.intro':
    'Farbige Schlagwörter je Kategorie: Termine, feste Leisten, Dienste und Personen werden damit gekennzeichnet.',
  'tagAdmin.category': 'Kategorie',
  'tagAdmin.empty':
    'Noch keine Schlagwörter in dieser Kategorie. Mit ihnen kennzeichnen Sie Einträge farbig, damit man sie auf einen Blick erkennt.',
  'tagAdmin.category.APPOINTMENT': 'Termine',
  'tagAdmin.category.FIXEDBAR': 'Feste Leisten',
  'tagAdmin.category.SHIFT': 'Dienste',
  'tagAdmin.category.USER': 'Personen',
  'tagAdmin.name': 'Name',
  'tagAdmin.color': 'Farbe',
  'tagAdmin.favorite': 'Favorit',
  'tagAdmin.newName': 'Neues Schlagwort',
  'tagAdmin.newColor': 'Farbe des neuen Schlagworts',
  'tagAdmin.add': 'Hinzufügen',
  'tagAdmin.added': 'Schlagwort „{{name}}“ hinzugefügt.',
  'tagAdmin.save': 'Speichern',
  'tagAdmin.cancel': 'Abbrechen',
  'tagAdmin.editAria': 'Schlagwort {{name}} bearbeiten',
  'tagAdmin.deleteAria': 'Schlagwort {{name}} löschen',
  'tagAdmin.nameAria': 'Name des Schlagworts {{name}}',
  'tagAdmin.colorAria': 'Farbe des Schlagworts {{name}}',
  'tagAdmin.nameRequired': 'Geben Sie einen Namen ein.',
  'tagAdmin.nameTooLong': 'Höchstens 50 Zeichen.',
  'favorite.add': '{{name}} als Favorit markieren',
  'favorite.remove': '{{name}} aus den Favoriten entfernen',
  'favorite.failed': 'Der Favorit konnte nicht gespeichert werden.',
};
