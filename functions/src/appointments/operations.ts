import { appointmentContracts as contracts } from '@app/shared/appointments/appointments.contracts';
import { implement } from '../api/operation';
import {
  appointmentDetails,
  deleteAppointment,
  getAppointment,
  saveAppointment,
} from './appointment.service';

/** Common appointments: area `absences` (served by the absences function with `absenceOperations`). */
export const appointmentOperations = [
  implement(contracts.save, { handler: ({ caller, body }) => saveAppointment(caller, body) }),
  implement(contracts.get, {
    handler: ({ caller, params }) => getAppointment(caller, params.appointmentId),
  }),
  implement(contracts.details, {
    handler: ({ caller, params, query }) => appointmentDetails(caller, params.appointmentId, query.beginDate),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) =>
      deleteAppointment(caller, params.appointmentId, query.version, query.occurrence),
  }),
];
