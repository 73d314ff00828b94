import { createAreaHandler } from '../api/http-handler';
import { userGroupOperations } from './operations';

export const handler = createAreaHandler(userGroupOperations);
