import type { RolesKey } from './roles.en';

export const rolesDe: Record<RolesKey, string> = {
  'roles.title': 'Rollen und Rechte',
  'roles.intro': 'Eine Rolle bündelt Rechte; Benutzer erhalten eine oder mehrere Rollen.',
  'roles.new': 'Neue Rolle',
  'roles.name': 'Name',
  'roles.nameInvalid': 'Bitte geben Sie einen Namen ein (höchstens 50 Zeichen).',
  'roles.permissionCount': 'Rechte',
  'roles.userCount': 'Benutzer',
  'roles.builtIn': 'Standard',
  'roles.allPermissions': 'Alle',
  'roles.editAria': 'Rolle {{name}} bearbeiten',
  'roles.deleteAria': 'Rolle {{name}} löschen',
  'roles.createTitle': 'Neue Rolle',
  'roles.editTitle': 'Rolle {{name}} bearbeiten',
  'roles.permissions': 'Rechte',
  'roles.administratorHint': 'Gewährt alle Rechte, auch später hinzukommende.',
  'roles.administratorFixed': 'Die Rolle Administrator hat immer alle Rechte.',
  'roles.create': 'Rolle anlegen',
  'roles.created': 'Rolle {{name}} angelegt.',
  'roles.saved': 'Rolle {{name}} gespeichert.',
  'roles.conflictTitle': 'Zwischenzeitlich geändert',
  'roles.conflictText':
    'Jemand anderes hat diese Rolle geändert, während Sie sie bearbeitet haben. Laden Sie den aktuellen Stand und nehmen Sie Ihre Änderungen erneut vor.',
  'roles.conflictReload': 'Aktuellen Stand laden',
  'roles.deleteTitle': 'Rolle löschen',
  'roles.deleteConfirm': 'Die Rolle {{name}} löschen? Das kann nicht rückgängig gemacht werden.',
  'roles.deleted': 'Rolle {{name}} gelöscht.',
  'roles.cannotDeleteAdministrator': 'Die Rolle Administrator kann nicht gelöscht werden.',
  'roles.cannotDeleteAssigned_one':
    'Diese Rolle ist {{count}} Benutzer zugewiesen und kann nicht gelöscht werden. Entfernen Sie sie zuerst dort.',
  'roles.cannotDeleteAssigned_other':
    'Diese Rolle ist {{count}} Benutzern zugewiesen und kann nicht gelöscht werden. Entfernen Sie sie zuerst dort.',
};
