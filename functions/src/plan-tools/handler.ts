import { createAreaHandler } from '../api/http-handler';
import { planToolOperations } from './operations';

export const handler = createAreaHandler(planToolOperations);
