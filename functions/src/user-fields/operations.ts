import { userFieldContracts as contracts } from '@app/shared/user-fields/user-fields.contracts';
import { implement } from '../api/operation';
import {
  createUserField,
  deleteUserField,
  getUserField,
  listUserFields,
  updateUserField,
} from './user-field.service';

export const userFieldOperations = [
  implement(contracts.list, { handler: ({ caller }) => listUserFields(caller) }),
  implement(contracts.get, { handler: ({ caller, params }) => getUserField(caller, params.fieldId) }),
  implement(contracts.create, { handler: ({ caller, body }) => createUserField(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateUserField(caller, params.fieldId, body),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteUserField(caller, params.fieldId, query.version),
  }),
];
