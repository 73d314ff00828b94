import { createAreaHandler } from '../../api/http-handler';
import { roleOperations } from '../../roles/operations';

export const handler = createAreaHandler(roleOperations);
