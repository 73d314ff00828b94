import { createAreaHandler } from '../api/http-handler';
import { absenceOperations } from './operations';

export const handler = createAreaHandler(absenceOperations);
