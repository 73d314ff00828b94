import { createAreaHandler } from '../../api/http-handler';
import { absenceTypeOperations } from '../../absence-types/operations';

export const handler = createAreaHandler(absenceTypeOperations);
