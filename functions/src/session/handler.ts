import { createAreaHandler } from '../api/http-handler';
import { sessionOperations } from './operations';

export const handler = createAreaHandler(sessionOperations);
