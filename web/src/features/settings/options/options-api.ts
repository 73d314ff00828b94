import { queryOptions } from '@tanstack/react-query';
import { selectedTabKey } from '@app/shared/settings/settings-catalogue';
import { settingsContracts, type NoticeName, type TOption } from '@app/shared/settings/settings.contracts';
import { callApi } from '#lib/api';
import { loadNamespaces } from '#lib/i18n';

export const optionsQueryKey = ['settings', 'options'] as const;
/** The options dialog's name under `Layout.SelectedTab.{name}`. */
export const optionsDialogName = 'options';

/** `POST /api/options/request`: the dialog's tabs with the caller's current values. */
export const optionsQuery = queryOptions({
  queryKey: optionsQueryKey,
  queryFn: ({ signal }) => callApi(settingsContracts.options, {}, { signal }),
});

/** The tab the person chose last time ('' while never chosen). */
export const selectedTabQuery = queryOptions({
  queryKey: ['settings', 'user', selectedTabKey(optionsDialogName)],
  queryFn: async ({ signal }) => {
    const setting = await callApi(
      settingsContracts.getMine,
      { params: { key: selectedTabKey(optionsDialogName) } },
      { signal },
    );
    return typeof setting.value === 'string' ? setting.value : '';
  },
});

/** The dialog's texts load with it, not with the app. */
export const settingsTextsQuery = queryOptions({
  queryKey: ['i18n', 'settings-area'],
  queryFn: async () => {
    await loadNamespaces(['settings-area']);
    return true;
  },
  staleTime: Infinity,
});

export function rememberTab(tab: string) {
  return callApi(settingsContracts.saveMine, {
    params: { key: selectedTabKey(optionsDialogName) },
    body: { value: tab },
  });
}

export function setOption(key: string, value: TOption['value']) {
  return callApi(settingsContracts.executeOption, {
    body: { module: 'options', command: key, value },
  });
}

export function noticeQuery(name: NoticeName) {
  return queryOptions({
    queryKey: ['settings', 'notice', name],
    queryFn: ({ signal }) => callApi(settingsContracts.notice, { params: { name } }, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}

export function hideNotice(name: NoticeName, hidden: boolean) {
  return callApi(settingsContracts.hideNotice, { params: { name }, body: { hidden } });
}
