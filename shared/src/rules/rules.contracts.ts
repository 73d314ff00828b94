import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZLegalProfile, ZRuleDefaults } from './legal-profile';
import { ZRule, ZRuleSave, ZRuleType, ruleSaveRoutes, ruleTypes } from './rule';
import { ZStandbyRule, ZStandbyRuleSave } from './standby';

const exampleId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
export const ZRuleParams = z.strictObject({ id: z.uuid() });
export const ZRuleListQuery = z.strictObject({ ruleType: ZRuleType.optional() });
export const ZRuleVersionQuery = z.strictObject({ version: z.coerce.number().int().positive() });
export const ZRuleNameQuery = z.strictObject({ ruleType: ZRuleType });
export const ZRuleActiveBody = z.strictObject({ active: z.boolean(), version: z.number().int().positive() });

/** The legal profile and the built-in checks' severities: one item, read and saved as a whole. */
export const ZRuleProfile = z.object({
  legal: ZLegalProfile,
  defaults: ZRuleDefaults,
  /** 0 while never saved (the defaults apply). */
  version: z.number().int(),
});
export const ZRuleProfileSave = z.strictObject({
  legal: ZLegalProfile,
  defaults: ZRuleDefaults,
  version: z.number().int().min(0),
});

const exampleRule = {
  ruleType: 'MINOC',
  name: 'Wochenende Küche',
  scope: { kind: 'unit', ids: [exampleId] },
  validity: { weekdays: [6, 7] },
  severity: { level: 'WRN', allowForce: true },
  settings: { minimum: 3 },
};

/**
 * Rules (issue 13): one list, editor and save for the ten types (the type is the body's `ruleType`; each type's
 * editor of the spec is one of `specForms`). Reading needs a signed-in person (the calendar shows findings to
 * everyone), changing `masterdata.edit`, the legal profile `settings.manage`.
 */
export const rulesContracts = defineContracts('rules', {
  listRules: {
    method: 'GET',
    path: '/api/rules',
    auth: 'user',
    summary: 'The rules of the company, of one type or all, by type and name',
    specCalls: [],
    request: { query: ZRuleListQuery },
    examples: { query: { ruleType: 'MINOC' } },
    response: z.array(ZRule),
  },
  getRule: {
    method: 'GET',
    path: '/api/rules/{id}',
    auth: 'user',
    summary: 'One rule (the editor loads it)',
    specCalls: [],
    specForms: ruleTypes.map((type) => `/Rules/Edit/{id}?ruleType=${type}`),
    request: { params: ZRuleParams },
    response: ZRule,
  },
  saveRule: {
    method: 'POST',
    path: '/api/rules',
    auth: 'user',
    summary: `Create a rule, or change one (id and the version read; stale: 409). The spec's save routes: ${Object.values(ruleSaveRoutes).join(', ')}`,
    specCalls: [],
    specForms: ruleTypes.map((type) => `/Rules/Edit/{id}?ruleType=${type}`),
    permission: 'masterdata.edit',
    request: { body: ZRuleSave },
    examples: { body: exampleRule },
    response: ZRule,
  },
  copyRule: {
    method: 'POST',
    path: '/api/rules/{id}/copy',
    auth: 'user',
    summary: 'Copy a rule: the copy is inactive and named "Copy of ..." until edited',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { params: ZRuleParams },
    response: ZRule,
  },
  setRuleActive: {
    method: 'POST',
    path: '/api/rules/{id}/active',
    auth: 'user',
    summary: 'Activate or deactivate a rule (the version read; stale: 409)',
    specCalls: [],
    permission: 'masterdata.edit',
    request: { params: ZRuleParams, body: ZRuleActiveBody },
    examples: { body: { active: false, version: 1 } },
    response: ZRule,
  },
  deleteRule: {
    method: 'DELETE',
    path: '/api/rules/{id}',
    auth: 'user',
    summary: 'Delete a rule (the version read; stale: 409)',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZRuleParams, query: ZRuleVersionQuery },
    examples: { query: { version: '1' } },
  },
  ruleName: {
    method: 'GET',
    path: '/api/rules/{id}/name',
    auth: 'user',
    summary: 'The display name of a rule of the given type',
    specCalls: ['GET /Rules/GetName/{id}?ruleType'],
    request: { params: ZRuleParams, query: ZRuleNameQuery },
    examples: { query: { ruleType: 'MINOC' } },
    response: z.object({ id: z.uuid(), name: z.string() }),
  },
  ruleProfile: {
    method: 'GET',
    path: '/api/rules/profile',
    auth: 'user',
    summary: 'The legal working-time profile and the severities of the built-in checks',
    specCalls: [],
    request: {},
    response: ZRuleProfile,
  },
  saveRuleProfile: {
    method: 'PUT',
    path: '/api/rules/profile',
    auth: 'user',
    summary: 'Save the legal profile and the built-in checks (the version read; 0 when never saved)',
    specCalls: [],
    permission: 'settings.manage',
    request: { body: ZRuleProfileSave },
    examples: { body: { legal: { profile: 'DE_ARBZG' }, defaults: {}, version: 0 } },
    response: ZRuleProfile,
  },
  standbyRules: {
    method: 'GET',
    path: '/api/standby/rules',
    auth: 'user',
    summary: 'The standby (on-call) rules, by name',
    specCalls: ['GET standby/rules'],
    request: {},
    response: z.array(ZStandbyRule),
  },
  standbyRule: {
    method: 'GET',
    path: '/api/standby/rules/{id}',
    auth: 'user',
    summary: 'One standby rule with its duties',
    specCalls: ['GET standby/rules/{id}'],
    request: { params: ZRuleParams },
    response: ZStandbyRule,
  },
  saveStandbyRule: {
    method: 'POST',
    path: '/api/standby/rules',
    auth: 'user',
    summary: 'Create or change a standby rule (id and the version read; stale: 409)',
    specCalls: ['POST standby/rules'],
    permission: 'calendar.plan',
    request: { body: ZStandbyRuleSave },
    examples: { body: { name: 'Rufbereitschaft', unitId: exampleId, duties: [] } },
    response: ZStandbyRule,
  },
  deleteStandbyRule: {
    method: 'DELETE',
    path: '/api/standby/rules/{id}',
    auth: 'user',
    summary: 'Delete a standby rule',
    specCalls: ['DELETE standby/rules/{id}'],
    permission: 'calendar.plan',
    successStatus: 204,
    request: { params: ZRuleParams },
  },
});
