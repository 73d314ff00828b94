import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import type { PermissionArea } from '@app/shared/security/permissions';

/**
 * Labels of permissions (`permission.<name>`, merged into the i18n resources from shared's permission table)
 * and of their areas. Unknown names show as they are.
 */
export function usePermissionLabels() {
  const { t, i18n } = useTranslation();
  return {
    permission: (name: string): string => {
      const key = `permission.${name}`;
      // The permission keys come from a Record<string, string> and are not part of the typed key set.
      return i18n.exists(key) ? t(key as UiKey) : name;
    },
    area: (area: PermissionArea): string => t(`permissionArea.${area}`),
  };
}
