import { rulesContracts as contracts } from '@app/shared/rules/rules.contracts';
import { implement } from '../api/operation';
import {
  copyRule,
  deleteRule,
  getRule,
  getRuleProfile,
  listRules,
  ruleName,
  saveRule,
  saveRuleProfile,
  setRuleActive,
} from './rule.service';
import { deleteStandbyRule, getStandbyRule, listStandbyRules, saveStandbyRule } from './standby.service';

export const ruleOperations = [
  implement(contracts.listRules, { handler: ({ caller, query }) => listRules(caller, query.ruleType) }),
  implement(contracts.getRule, { handler: ({ caller, params }) => getRule(caller, params.id) }),
  implement(contracts.saveRule, {
    handler: ({ caller, body, language }) => saveRule(caller, body, language),
  }),
  implement(contracts.copyRule, {
    handler: ({ caller, params, language }) => copyRule(caller, params.id, language),
  }),
  implement(contracts.setRuleActive, {
    handler: ({ caller, params, body }) => setRuleActive(caller, params.id, body),
  }),
  implement(contracts.deleteRule, {
    handler: ({ caller, params, query }) => deleteRule(caller, params.id, query.version),
  }),
  implement(contracts.ruleName, {
    handler: ({ caller, params, query }) => ruleName(caller, params.id, query.ruleType),
  }),
  implement(contracts.ruleProfile, { handler: ({ caller }) => getRuleProfile(caller) }),
  implement(contracts.saveRuleProfile, { handler: ({ caller, body }) => saveRuleProfile(caller, body) }),
  implement(contracts.standbyRules, { handler: ({ caller }) => listStandbyRules(caller) }),
  implement(contracts.standbyRule, { handler: ({ caller, params }) => getStandbyRule(caller, params.id) }),
  implement(contracts.saveStandbyRule, {
    handler: ({ caller, body, language }) => saveStandbyRule(caller, body, language),
  }),
  implement(contracts.deleteStandbyRule, {
    handler: ({ caller, params }) => deleteStandbyRule(caller, params.id),
  }),
];
