import { createAreaHandler } from '../api/http-handler';
import { unitOperations } from './operations';

export const handler = createAreaHandler(unitOperations);
