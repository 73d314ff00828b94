import { resourceRuleContracts as contracts } from '@app/shared/resources/resource-rules.contracts';
import { implement } from '../api/operation';
import { listResourceRules, saveResourceRules } from './resource-rule.service';

/** Resource rules (area `resources`). */
export const resourceRuleOperations = [
  implement(contracts.resourceRules, {
    handler: ({ caller, query }) => listResourceRules(caller, query.resourceId),
  }),
  implement(contracts.saveResourceRules, { handler: ({ caller, body }) => saveResourceRules(caller, body) }),
];
