import { createAreaHandler } from '../../api/http-handler';
import { qualificationOperations } from '../../qualifications/operations';

export const handler = createAreaHandler(qualificationOperations);
