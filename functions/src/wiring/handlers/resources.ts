import { createAreaHandler } from '../../api/http-handler';
import { objectOperations } from '../../objects/operations';
import { resourceOperations } from '../../resources/operations';
import { resourceRuleOperations } from '../../resources/resource-rule-operations';
import { resourceUseOperations } from '../../shifts/resource-use.operations';

/** Area `resources`: resources, pickers' selectable objects, and object containers with their objects. */
export const handler = createAreaHandler([
  ...resourceOperations,
  ...resourceUseOperations,
  ...resourceRuleOperations,
  ...objectOperations,
]);
