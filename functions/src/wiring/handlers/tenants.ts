import { createAreaHandler } from '../../api/http-handler';
import { tenantOperations } from '../../tenants/operations';

export const handler = createAreaHandler(tenantOperations);
