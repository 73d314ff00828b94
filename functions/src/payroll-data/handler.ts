import { createAreaHandler } from '../api/http-handler';
import { payrollDataOperations } from './operations';

export const handler = createAreaHandler(payrollDataOperations);
