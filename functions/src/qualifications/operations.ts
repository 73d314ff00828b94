import { qualificationContracts as contracts } from '@app/shared/qualifications/qualifications.contracts';
import { implement } from '../api/operation';
import {
  createQualification,
  deleteQualification,
  getQualification,
  listQualifications,
  updateQualification,
} from './qualification.service';

export const qualificationOperations = [
  implement(contracts.list, { handler: ({ caller, query }) => listQualifications(caller, query.enabled) }),
  implement(contracts.get, {
    handler: ({ caller, params }) => getQualification(caller, params.qualificationId),
  }),
  implement(contracts.name, {
    handler: async ({ caller, params }) => {
      const { id, name } = await getQualification(caller, params.qualificationId);
      return { id, name };
    },
  }),
  implement(contracts.create, { handler: ({ caller, body }) => createQualification(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateQualification(caller, params.qualificationId, body),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) =>
      deleteQualification(caller, params.qualificationId, query.version),
  }),
];
