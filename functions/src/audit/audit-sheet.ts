/**
 * The audit log as a person reads it in a spreadsheet: column names and action labels in the reader's language,
 * times on the tenant's wall clock, people and roles by name instead of ids, and of each change only the fields
 * that changed. Pure: the export job feeds it entries and names.
 */
import type { TAuditEntry } from '@app/shared/tenants/audit';
import type { Language } from '@app/shared/i18n/languages';
import { auditEn, type AuditKey } from '@app/shared/i18n/audit.en';
import { auditDe } from '@app/shared/i18n/audit.de';
import { uiEn } from '@app/shared/i18n/ui.en';
import { uiDe } from '@app/shared/i18n/ui.de';
import { permissionDefinitions, type PermissionName } from '@app/shared/security/permissions';
import { editions, type Edition } from '@app/shared/tenants/editions';
import { formatInstant, localTimeOf, plainDateOf } from '@app/shared/time/tenant-time';

/** Names the sheet shows instead of ids: the tenant's users and roles as they are now. */
export interface AuditNames {
  users: ReadonlyMap<string, string>;
  roles: ReadonlyMap<string, string>;
}

export interface AuditRow {
  /** The moment on the tenant's wall clock, as a zone-less date (how spreadsheets keep date and time). */
  at: Date;
  actor: string;
  action: string;
  target: string;
  changes: string;
}

const auditTexts: Record<Language, Record<AuditKey, string>> = { en: auditEn, de: auditDe };
const editionTexts = {
  en: (edition: Edition) => uiEn[`edition.${edition}`],
  de: (edition: Edition) => uiDe[`edition.${edition}`],
};

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const fieldKeys: Record<string, AuditKey> = {
  edition: 'audit.field.edition',
  trialEndsAt: 'audit.field.trialEndsAt',
  companyName: 'audit.field.companyName',
  displayName: 'audit.field.displayName',
  email: 'audit.field.email',
  roleIds: 'audit.field.roleIds',
  active: 'audit.field.active',
  name: 'audit.field.name',
  permissions: 'audit.field.permissions',
  language: 'audit.field.language',
};

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const isEdition = (value: unknown): value is Edition =>
  typeof value === 'string' && (editions as readonly string[]).includes(value);

const isPermission = (value: string): value is PermissionName => Object.hasOwn(permissionDefinitions, value);

/** The column names, in the reader's language. */
export function auditColumns(language: Language): string[] {
  const text = auditTexts[language];
  return [
    text['audit.time'],
    text['audit.actor'],
    text['audit.action'],
    text['audit.target'],
    text['audit.changes'],
  ];
}

/** The sheet's name: the page's title in the reader's language. */
export function auditSheetName(language: Language): string {
  return auditTexts[language]['audit.title'];
}

/** The wall-clock time of `instant` in `timeZone`, as a date whose UTC fields are that wall clock. */
export function wallClockDate(instant: Date, timeZone: string): Date {
  const [year, month, day] = plainDateOf(instant, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [hours, minutes] = localTimeOf(instant, timeZone).split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, instant.getUTCSeconds()));
}

/** Builds the rows of one reader (language) of one tenant (time zone, names). */
export function auditRowFormatter(language: Language, timeZone: string, names: AuditNames) {
  const text = auditTexts[language];

  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined) return '–';
    if (typeof raw === 'boolean') return raw ? text['audit.yes'] : text['audit.no'];
    if (field === 'edition' && isEdition(raw)) return editionTexts[language](raw);
    if (typeof raw === 'string' && isoDateTime.test(raw)) {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? raw : formatInstant(date, timeZone, language, 'dateTime');
    }
    if (Array.isArray(raw)) {
      if (raw.length === 0) return '–';
      return raw
        .map((item) => {
          if (typeof item !== 'string') return JSON.stringify(item);
          if (field === 'roleIds') return names.roles.get(item) ?? text['audit.unknownRole'];
          if (field === 'permissions' && isPermission(item)) return permissionDefinitions[item][language];
          return item;
        })
        .join(', ');
    }
    if (typeof raw === 'string') return raw;
    if (typeof raw === 'number') return String(raw);
    return JSON.stringify(raw) ?? '–';
  };

  const changes = (before: unknown, after: unknown): string => {
    const was = asRecord(before);
    const is = asRecord(after);
    const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return fields
      .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
      .map((field) => {
        const key = fieldKeys[field];
        const label = key ? text[key] : field;
        const parts = [
          before === null || before === undefined ? null : value(field, was[field]),
          after === null || after === undefined ? null : value(field, is[field]),
        ].filter((part): part is string => part !== null);
        return `${label}: ${parts.join(' → ')}`;
      })
      .join('\n');
  };

  const targetName = (entry: TAuditEntry): string => {
    if (entry.targetId !== null) {
      const current =
        entry.targetType === 'user'
          ? names.users.get(entry.targetId)
          : entry.targetType === 'role'
            ? names.roles.get(entry.targetId)
            : undefined;
      if (current) return current;
    }
    return entry.targetName ?? '–';
  };

  return (entry: TAuditEntry): AuditRow => ({
    at: wallClockDate(new Date(entry.at), timeZone),
    actor: (entry.actorId !== null ? names.users.get(entry.actorId) : undefined) ?? entry.actorName,
    action: text[`audit.action.${entry.action}`],
    target: targetName(entry),
    changes: changes(entry.before, entry.after),
  });
}
