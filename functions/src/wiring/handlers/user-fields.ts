import { createAreaHandler } from '../../api/http-handler';
import { userFieldOperations } from '../../user-fields/operations';

export const handler = createAreaHandler(userFieldOperations);
