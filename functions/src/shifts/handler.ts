import { createAreaHandler } from '../api/http-handler';
import { shiftOperations } from './operations';

export const handler = createAreaHandler(shiftOperations);
