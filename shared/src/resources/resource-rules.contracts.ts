import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZResourceRule, ZResourceRulesQuery, ZResourceRulesSave } from './resource-rule';

const exampleResourceId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

/**
 * Resource rules (issue 12, spec `rules/resourcerules`): read and save one resource's rules as a whole list.
 * Area `resources` (its Lambda): they are catalogue items of the resource (docs/data-model.md section 6).
 */
export const resourceRuleContracts = defineContracts('resources', {
  resourceRules: {
    method: 'GET',
    path: '/api/rules/resourcerules',
    auth: 'user',
    summary: "A resource's rules, by begin",
    specCalls: ['GET rules/resourcerules'],
    request: { query: ZResourceRulesQuery },
    examples: { query: { resourceId: exampleResourceId } },
    response: z.array(ZResourceRule),
  },
  saveResourceRules: {
    method: 'POST',
    path: '/api/rules/resourcerules',
    auth: 'user',
    summary: "Save a resource's rules: the list as it should be (left out: deleted; stale version: 409)",
    specCalls: ['POST rules/resourcerules'],
    permission: 'masterdata.edit',
    request: { body: ZResourceRulesSave },
    examples: { body: { resourceId: exampleResourceId, rules: [] } },
    response: z.array(ZResourceRule),
  },
});
