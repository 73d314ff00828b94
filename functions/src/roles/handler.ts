import { createAreaHandler } from '../api/http-handler';
import { roleOperations } from './operations';

export const handler = createAreaHandler(roleOperations);
