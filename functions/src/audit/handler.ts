import { createAreaHandler } from '../api/http-handler';
import { auditOperations } from './routes';

export const handler = createAreaHandler(auditOperations);
