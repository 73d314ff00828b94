import { createAreaHandler } from '../api/http-handler';
import { absenceTypeOperations } from './operations';

export const handler = createAreaHandler(absenceTypeOperations);
