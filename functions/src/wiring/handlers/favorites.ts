import { createAreaHandler } from '../../api/http-handler';
import { favoriteOperations } from '../../favorites/operations';

export const handler = createAreaHandler(favoriteOperations);
