import { createAreaHandler } from '../api/http-handler';
import { tagOperations } from './operations';

export const handler = createAreaHandler(tagOperations);
