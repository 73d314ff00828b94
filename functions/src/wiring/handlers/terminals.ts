import { createAreaHandler } from '../../api/http-handler';
import { terminalOperations } from '../../terminals/operations';

export const handler = createAreaHandler(terminalOperations);
