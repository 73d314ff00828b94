import { createAreaHandler } from '../api/http-handler';
import { systemOperations } from './operations';

export const handler = createAreaHandler(systemOperations);
