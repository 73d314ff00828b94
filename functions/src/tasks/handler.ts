import { createAreaHandler } from '../api/http-handler';
import { taskOperations } from './operations';

export const handler = createAreaHandler(taskOperations);
