import { createAreaHandler } from '../api/http-handler';
import { holidayOperations } from './operations';

export const handler = createAreaHandler(holidayOperations);
