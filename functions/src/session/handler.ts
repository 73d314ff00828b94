import { createAreaHandler } from '../api/http-handler';
import { sessionOperations } from './routes';

export const handler = createAreaHandler(sessionOperations);
