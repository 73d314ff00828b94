import type { masterdataGridEn } from './masterdata-grid.en';

/** Texte der Stammdaten-Tabellen (Namensraum `masterdata-grid`). */
export const masterdataGridDe: Record<keyof typeof masterdataGridEn, string> = {
  'mdGrid.search': 'Suchen',
  'mdGrid.showDisabled': 'Deaktivierte anzeigen',
  'mdGrid.noMatch': 'Nichts passt zu Ihrer Suche.',
  'mdGrid.empty': 'Es gibt noch keine Einträge.',
  'mdGrid.count_one': '{{count}} Eintrag',
  'mdGrid.count_other': '{{count}} Einträge',
  'mdGrid.page': 'Seite {{page}} von {{pages}}',
  'mdGrid.previous': 'Vorherige Seite',
  'mdGrid.next': 'Nächste Seite',
  'mdGrid.pagination': 'Seiten',
  'mdGrid.enabled': 'Aktiv',
  'mdGrid.disabled': 'Inaktiv',
  'mdGrid.status': 'Status',
  'mdGrid.readOnly': 'Sie können diese Einträge ansehen, aber nicht ändern.',
  'mdGrid.conflict':
    'Jemand anderes hat diesen Eintrag inzwischen geändert. Die Liste zeigt den aktuellen Stand; bitte versuchen Sie es erneut.',
  'mdGrid.deleteTitle': '„{{name}}“ löschen?',
  'mdGrid.deleteText': 'Das lässt sich nicht rückgängig machen.',
  'mdGrid.deleted': '„{{name}}“ gelöscht.',
  'mdGrid.saved': '„{{name}}“ gespeichert.',
  'mdGrid.created': '„{{name}}“ angelegt.',
  'mdGrid.copy': 'Kopieren',
  'mdGrid.activate': 'Aktivieren',
  'mdGrid.deactivate': 'Deaktivieren',
  'mdGrid.editAria': '„{{name}}“ bearbeiten',
  'mdGrid.copyAria': '„{{name}}“ kopieren',
  'mdGrid.deleteAria': '„{{name}}“ löschen',
  'mdGrid.activateAria': '„{{name}}“ aktivieren',
  'mdGrid.deactivateAria': '„{{name}}“ deaktivieren',
};
