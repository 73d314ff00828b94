import { createAreaHandler } from '../../api/http-handler';
import { holidayOperations } from '../../holidays/operations';

export const handler = createAreaHandler(holidayOperations);
