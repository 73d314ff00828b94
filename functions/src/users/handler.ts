import { createAreaHandler } from '../api/http-handler';
import { userOperations } from './routes';

export const handler = createAreaHandler(userOperations);
