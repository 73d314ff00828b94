import { createAreaHandler } from '../api/http-handler';
import { taskOperations } from './routes';

export const handler = createAreaHandler(taskOperations);
