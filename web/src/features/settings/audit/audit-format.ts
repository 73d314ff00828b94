import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { editions, type Edition } from '@app/shared/tenants/editions';
import type { AuditAction } from '@app/shared/tenants/audit';
import { useEditionLabels } from '#app/editions';
import { usePermissionLabels } from '#app/permission-labels';
import { formatDateTime } from '#lib/format';

/** One changed field of an entry: its label and its value before and after (null where there is none). */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (editions as readonly string[]).includes(value);
}

const fieldKeys: Record<string, UiKey> = {
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

/**
 * Formats audit entries for people: action labels, and the before/after snapshots reduced to the fields that
 * changed, with editions, permissions and role ids in words.
 */
export function useAuditFormat(roleNames: ReadonlyMap<string, string>) {
  const { t } = useTranslation();
  const editionLabels = useEditionLabels();
  const permissionLabels = usePermissionLabels();

  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined) return '–';
    if (typeof raw === 'boolean') return raw ? t('audit.yes') : t('audit.no');
    if (field === 'edition' && isEdition(raw)) return editionLabels.edition(raw);
    if (typeof raw === 'string' && isoDateTime.test(raw)) {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? raw : formatDateTime(date);
    }
    if (Array.isArray(raw)) {
      if (raw.length === 0) return '–';
      return raw
        .map((item) => {
          if (typeof item !== 'string') return JSON.stringify(item);
          if (field === 'roleIds') return roleNames.get(item) ?? t('audit.unknownRole');
          if (field === 'permissions') return permissionLabels.permission(item);
          return item;
        })
        .join(', ');
    }
    if (typeof raw === 'string') return raw;
    if (typeof raw === 'number') return String(raw);
    return JSON.stringify(raw) ?? '–';
  };

  return {
    action: (action: AuditAction): string => t(`audit.action.${action}`),
    changes: (before: unknown, after: unknown): AuditChange[] => {
      const was = asRecord(before);
      const is = asRecord(after);
      const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
      return fields
        .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
        .map((field) => {
          const key = fieldKeys[field];
          return {
            field,
            label: key ? t(key) : field,
            before: before === null || before === undefined ? null : value(field, was[field]),
            after: after === null || after === undefined ? null : value(field, is[field]),
          };
        });
    },
  };
}
