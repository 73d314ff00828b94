import { createAreaHandler } from '../api/http-handler';
import { resourceOperations } from './operations';

export const handler = createAreaHandler(resourceOperations);
