import { createAreaHandler } from '../../api/http-handler';
import { yearTableOperations } from '../../year-tables/operations';

export const handler = createAreaHandler(yearTableOperations);
