import { createAreaHandler } from '../../api/http-handler';
import { tagOperations } from '../../tags/operations';

export const handler = createAreaHandler(tagOperations);
