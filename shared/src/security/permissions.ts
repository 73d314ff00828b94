/**
 * The permission names of the security table (spec 1 section 6), with their German and English labels.
 * `access.administrator` grants every other permission. Documented in docs/permissions.md.
 */
export const permissionAreas = [
  'administration',
  'masterdata',
  'users',
  'calendar',
  'absences',
  'time',
  'payroll',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];

interface PermissionDefinition {
  area: PermissionArea;
  de: string;
  en: string;
}

export const permissionDefinitions = {
  'access.administrator': {
    area: 'administration',
    de: 'Administrator (alle Rechte)',
    en: 'Administrator (all permissions)',
  },
  'roles.manage': {
    area: 'administration',
    de: 'Rollen und Rechte verwalten',
    en: 'Manage roles and permissions',
  },
  'subscription.manage': {
    area: 'administration',
    de: 'Edition und Abonnement verwalten',
    en: 'Manage edition and subscription',
  },
  'audit.view': { area: 'administration', de: 'Protokoll einsehen', en: 'View the audit log' },
  'settings.manage': { area: 'administration', de: 'Einstellungen verwalten', en: 'Manage settings' },
  'group.edit': { area: 'masterdata', de: 'Bereiche bearbeiten', en: 'Edit units' },
  'group.delete': { area: 'masterdata', de: 'Bereiche löschen', en: 'Delete units' },
  'masterdata.edit': {
    area: 'masterdata',
    de: 'Stammdaten bearbeiten (Schichtvorlagen, Arbeitsplätze, Abwesenheitsarten)',
    en: 'Edit master data (shift templates, work areas, absence types)',
  },
  'user.show': { area: 'users', de: 'Mitarbeiter anzeigen', en: 'Show employees' },
  'user.edit': { area: 'users', de: 'Mitarbeiter bearbeiten', en: 'Edit employees' },
  'user.delete': { area: 'users', de: 'Mitarbeiter löschen', en: 'Delete employees' },
  'yeartable.edit': { area: 'users', de: 'Jahreskonten bearbeiten', en: 'Edit year accounts' },
  'calendar.view': { area: 'calendar', de: 'Dienstplan ansehen', en: 'View the shift plan' },
  'calendar.plan': { area: 'calendar', de: 'Dienstplan planen', en: 'Plan shifts' },
  'calendar.publish': { area: 'calendar', de: 'Dienstplan veröffentlichen', en: 'Publish the shift plan' },
  'absences.request': { area: 'absences', de: 'Abwesenheiten beantragen', en: 'Request absences' },
  'absences.approve': { area: 'absences', de: 'Abwesenheiten genehmigen', en: 'Approve absences' },
  'time.track': { area: 'time', de: 'Zeiten erfassen', en: 'Track time' },
  'time.approve': { area: 'time', de: 'Zeiten prüfen und bestätigen', en: 'Check and confirm time' },
  'payroll.export': { area: 'payroll', de: 'Lohnexport ausführen', en: 'Run payroll exports' },
} as const satisfies Record<string, PermissionDefinition>;

export type PermissionName = keyof typeof permissionDefinitions;
export const permissionNames = Object.keys(permissionDefinitions) as PermissionName[];

export const administratorPermission: PermissionName = 'access.administrator';

/** Whether a set of granted permissions includes `permission` (administrators have all). */
export function grants(granted: ReadonlySet<string>, permission: PermissionName): boolean {
  return granted.has(administratorPermission) || granted.has(permission);
}

/** The default roles every tenant starts with. */
export const defaultRoles = [
  { key: 'administrator', permissions: ['access.administrator'] },
  {
    key: 'planner',
    permissions: [
      'group.edit',
      'masterdata.edit',
      'user.show',
      'user.edit',
      'yeartable.edit',
      'calendar.view',
      'calendar.plan',
      'calendar.publish',
      'absences.request',
      'absences.approve',
      'time.track',
      'time.approve',
    ],
  },
  { key: 'employee', permissions: ['calendar.view', 'absences.request', 'time.track'] },
] as const satisfies readonly { key: string; permissions: readonly PermissionName[] }[];

/** i18n entries `permission.<name>` for the resources of one language. */
export function permissionLabels(language: 'de' | 'en'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(permissionDefinitions).map(([name, definition]) => [
      `permission.${name}`,
      definition[language],
    ]),
  );
}
