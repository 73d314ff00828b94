import { createAreaHandler } from '../api/http-handler';
import { systemOperations } from './routes';

export const handler = createAreaHandler(systemOperations);
