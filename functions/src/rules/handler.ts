import { createAreaHandler } from '../api/http-handler';
import { ruleOperations } from './operations';

export const handler = createAreaHandler(ruleOperations);
