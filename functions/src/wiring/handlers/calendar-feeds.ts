import { createAreaHandler } from '../../api/http-handler';
import { calendarFeedOperations } from '../../calendar-feeds/operations';

export const handler = createAreaHandler(calendarFeedOperations);
