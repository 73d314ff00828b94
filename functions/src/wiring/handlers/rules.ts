import { createAreaHandler } from '../../api/http-handler';
import { ruleOperations } from '../../rules/operations';

export const handler = createAreaHandler(ruleOperations);
