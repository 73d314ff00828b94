import { createAreaHandler } from '../../api/http-handler';
import { systemOperations } from '../../system/operations';

export const handler = createAreaHandler(systemOperations);
