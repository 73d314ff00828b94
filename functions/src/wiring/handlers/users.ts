import { createAreaHandler } from '../../api/http-handler';
import { userOperations } from '../../users/operations';

export const handler = createAreaHandler(userOperations);
