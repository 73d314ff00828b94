import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TRule, TRuleSave } from '@app/shared/rules/rule';
import type { TStandbyRule, TStandbyRuleSave } from '@app/shared/rules/standby';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type * as z from 'zod';
import type { ZRuleProfile, ZRuleProfileSave } from '@app/shared/rules/rules.contracts';
import { callApi } from '#lib/api';

export type TRuleProfile = z.output<typeof ZRuleProfile>;
export type TRuleProfileSave = z.input<typeof ZRuleProfileSave>;

export const rulesQueryKey = ['rules'] as const;
const standbyQueryKey = ['standby-rules'] as const;

/**
 * Every rule of every type in one call: the page's side list counts them per type, and the list of a type is a
 * filter of it (at most `maxRules`, so reading them whole is cheap).
 */
export const rulesQuery = queryOptions({
  queryKey: [...rulesQueryKey, 'all'],
  queryFn: ({ signal }) => callApi(rulesContracts.listRules, { query: {} }, { signal }),
});

export const ruleProfileQuery = queryOptions({
  queryKey: [...rulesQueryKey, 'profile'],
  queryFn: ({ signal }) => callApi(rulesContracts.ruleProfile, {}, { signal }),
});

export const standbyRulesQuery = queryOptions({
  queryKey: standbyQueryKey,
  queryFn: ({ signal }) => callApi(rulesContracts.standbyRules, {}, { signal }),
});

export function refreshRules(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: rulesQueryKey });
}

export function refreshStandbyRules(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: standbyQueryKey });
}

export function saveRule(body: TRuleSave): Promise<TRule> {
  return callApi(rulesContracts.saveRule, { body });
}

export function copyRule(rule: Pick<TRule, 'id'>): Promise<TRule> {
  return callApi(rulesContracts.copyRule, { params: { id: rule.id } });
}

export function setRuleActive(rule: Pick<TRule, 'id' | 'version'>, active: boolean): Promise<TRule> {
  return callApi(rulesContracts.setRuleActive, {
    params: { id: rule.id },
    body: { active, version: rule.version },
  });
}

export function deleteRule(rule: Pick<TRule, 'id' | 'version'>): Promise<void> {
  return callApi(rulesContracts.deleteRule, { params: { id: rule.id }, query: { version: rule.version } });
}

export function saveRuleProfile(body: TRuleProfileSave): Promise<TRuleProfile> {
  return callApi(rulesContracts.saveRuleProfile, { body });
}

export function saveStandbyRule(body: TStandbyRuleSave): Promise<TStandbyRule> {
  return callApi(rulesContracts.saveStandbyRule, { body });
}

export function deleteStandbyRule(rule: Pick<TStandbyRule, 'id'>): Promise<void> {
  return callApi(rulesContracts.deleteStandbyRule, { params: { id: rule.id } });
}
