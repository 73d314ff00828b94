import { createAreaHandler } from '../api/http-handler';
import { timeOperations } from './operations';

export const handler = createAreaHandler(timeOperations);
