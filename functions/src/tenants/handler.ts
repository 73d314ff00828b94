import { createAreaHandler } from '../api/http-handler';
import { tenantOperations } from './routes';

export const handler = createAreaHandler(tenantOperations);
