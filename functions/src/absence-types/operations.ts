import { absenceTypeContracts as contracts } from '@app/shared/absence-types/absence-types.contracts';
import { implement } from '../api/operation';
import {
  absenceTypeName,
  createAbsenceType,
  deleteAbsenceType,
  getAbsenceType,
  listAbsenceTypes,
  updateAbsenceType,
} from './absence-type.service';

export const absenceTypeOperations = [
  implement(contracts.list, {
    handler: ({ caller, query, language }) => listAbsenceTypes(caller, query.enabled, language),
  }),
  implement(contracts.get, { handler: ({ caller, params }) => getAbsenceType(caller, params.absenceTypeId) }),
  implement(contracts.name, {
    handler: ({ caller, params, language }) => absenceTypeName(caller, params.absenceTypeId, language),
  }),
  implement(contracts.create, { handler: ({ caller, body }) => createAbsenceType(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateAbsenceType(caller, params.absenceTypeId, body),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteAbsenceType(caller, params.absenceTypeId, query.version),
  }),
];
