import { createAreaHandler } from '../../api/http-handler';
import { userGroupOperations } from '../../user-groups/operations';

export const handler = createAreaHandler(userGroupOperations);
