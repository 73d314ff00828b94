import { createAreaHandler } from '../api/http-handler';
import { favoriteOperations } from './operations';

export const handler = createAreaHandler(favoriteOperations);
