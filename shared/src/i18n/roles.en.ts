/** Texts of the roles area (i18n namespace `roles`, loaded with its page). German twin: roles.de.ts. */
export const rolesEn = {
  'roles.title': 'Roles and permissions',
  'roles.intro': 'A role bundles permissions; users get one or more roles.',
  'roles.new': 'New role',
  'roles.name': 'Name',
  'roles.nameInvalid': 'Please enter a name (up to 50 characters).',
  'roles.permissionCount': 'Permissions',
  'roles.userCount': 'Users',
  'roles.builtIn': 'Built-in',
  'roles.allPermissions': 'All',
  'roles.editAria': 'Edit role {{name}}',
  'roles.deleteAria': 'Delete role {{name}}',
  'roles.createTitle': 'New role',
  'roles.editTitle': 'Edit role {{name}}',
  'roles.permissions': 'Permissions',
  'roles.administratorHint': 'Grants all permissions, including those added later.',
  'roles.administratorFixed': 'The Administrator role always has all permissions.',
  'roles.create': 'Create role',
  'roles.created': 'Role {{name}} created.',
  'roles.saved': 'Role {{name}} saved.',
  'roles.conflictTitle': 'Changed in the meantime',
  'roles.conflictText':
    'Someone else changed this role while you were editing. Load the current version and make your changes again.',
  'roles.conflictReload': 'Load the current version',
  'roles.deleteTitle': 'Delete role',
  'roles.deleteConfirm': 'Delete the role {{name}}? This cannot be undone.',
  'roles.deleted': 'Role {{name}} deleted.',
  'roles.cannotDeleteAdministrator': 'The Administrator role cannot be deleted.',
  'roles.cannotDeleteAssigned_one':
    'This role is assigned to {{count}} user and cannot be deleted. Remove it from that user first.',
  'roles.cannotDeleteAssigned_other':
    'This role is assigned to {{count}} users and cannot be deleted. Remove it from those users first.',
} as const;

export type RolesKey = keyof typeof rolesEn;
