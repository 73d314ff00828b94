import { userGroupContracts as contracts } from '@app/shared/user-groups/user-groups.contracts';
import { implement } from '../api/operation';
import {
  createUserGroup,
  deleteUserGroup,
  getUserGroup,
  listUserGroups,
  updateUserGroup,
} from './user-group.service';

export const userGroupOperations = [
  implement(contracts.list, { handler: ({ caller }) => listUserGroups(caller) }),
  implement(contracts.get, { handler: ({ caller, params }) => getUserGroup(caller, params.userGroupId) }),
  implement(contracts.create, { handler: ({ caller, body }) => createUserGroup(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateUserGroup(caller, params.userGroupId, body),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteUserGroup(caller, params.userGroupId, query.version),
  }),
];
