import { createAreaHandler } from '../../api/http-handler';
import { setupOperations } from '../../setup/operations';

export const handler = createAreaHandler(setupOperations);
