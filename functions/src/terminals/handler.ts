import { createAreaHandler } from '../api/http-handler';
import { terminalOperations } from './operations';

export const handler = createAreaHandler(terminalOperations);
