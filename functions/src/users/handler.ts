import { createAreaHandler } from '../api/http-handler';
import { userOperations } from './operations';

export const handler = createAreaHandler(userOperations);
