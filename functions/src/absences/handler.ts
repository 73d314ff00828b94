import { createAreaHandler } from '../api/http-handler';
import { absenceOperations } from './operations';
import { appointmentOperations } from '../appointments/operations';

export const handler = createAreaHandler([...absenceOperations, ...appointmentOperations]);
