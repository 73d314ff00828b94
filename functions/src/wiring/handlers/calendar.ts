import { createAreaHandler } from '../../api/http-handler';
import { calendarOperations } from '../../calendar/operations';

export const handler = createAreaHandler(calendarOperations);
