import { createAreaHandler } from '../../api/http-handler';
import { unitOperations } from '../../units/operations';
import { userUnitOperations } from '../../users/user-units.operations';

export const handler = createAreaHandler([...unitOperations, ...userUnitOperations]);
