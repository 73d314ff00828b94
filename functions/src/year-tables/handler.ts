import { createAreaHandler } from '../api/http-handler';
import { yearTableOperations } from './operations';

export const handler = createAreaHandler(yearTableOperations);
