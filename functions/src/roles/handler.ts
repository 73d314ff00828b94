import { createAreaHandler } from '../api/http-handler';
import { roleOperations } from './routes';

export const handler = createAreaHandler(roleOperations);
