import { createAreaHandler } from '../api/http-handler';
import { qualificationOperations } from './operations';

export const handler = createAreaHandler(qualificationOperations);
