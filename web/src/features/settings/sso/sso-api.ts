import { queryOptions } from '@tanstack/react-query';
import type { TSsoSettings, TSsoSettingsSave } from '@app/shared/sso/sso';
import { ssoContracts } from '@app/shared/sso/sso.contracts';
import { callApi } from '#lib/api';

export const ssoSettingsQueryKey = ['sso', 'settings'] as const;

/** `GET /api/sso/settings` (administrators): the company's Microsoft sign-in, defaults before the first save. */
export const ssoSettingsQuery = queryOptions({
  queryKey: ssoSettingsQueryKey,
  queryFn: ({ signal }) => callApi(ssoContracts.settings, {}, { signal }),
});

/** `PUT /api/sso/settings`: 402 for an edition without Microsoft sign-in, 409 when someone saved in between. */
export function saveSsoSettings(body: TSsoSettingsSave): Promise<TSsoSettings> {
  return callApi(ssoContracts.saveSettings, { body });
}
