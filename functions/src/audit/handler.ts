import { createAreaHandler } from '../api/http-handler';
import { auditOperations } from './operations';

export const handler = createAreaHandler(auditOperations);
