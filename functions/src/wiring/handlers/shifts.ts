import { createAreaHandler } from '../../api/http-handler';
import { shiftOperations } from '../../shifts/operations';

export const handler = createAreaHandler(shiftOperations);
