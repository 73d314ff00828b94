import { createAreaHandler } from '../api/http-handler';
import { objectOperations } from '../objects/operations';
import { resourceOperations } from './operations';
import { resourceRuleOperations } from './resource-rule-operations';

/** Area `resources`: resources, pickers' selectable objects, and object containers with their objects. */
export const handler = createAreaHandler([
  ...resourceOperations,
  ...resourceRuleOperations,
  ...objectOperations,
]);
