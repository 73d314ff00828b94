import { createAreaHandler } from '../../api/http-handler';
import { auditOperations } from '../../audit/operations';

export const handler = createAreaHandler(auditOperations);
