import { createAreaHandler } from '../api/http-handler';
import { tenantOperations } from './operations';

export const handler = createAreaHandler(tenantOperations);
