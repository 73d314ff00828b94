import { createAreaHandler } from '../api/http-handler';
import { userFieldOperations } from './operations';

export const handler = createAreaHandler(userFieldOperations);
