import { createAreaHandler } from '../api/http-handler';
import { calendarOperations } from './operations';

export const handler = createAreaHandler(calendarOperations);
