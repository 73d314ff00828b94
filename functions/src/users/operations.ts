import { userContracts as contracts } from '@app/shared/users/users.contracts';
import { implement } from '../api/operation';
import { messageText } from '../api/messages';
import { hasPermission } from '../security/caller';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  securityCheck,
  setUserActive,
  updateUser,
} from './user.service';

export const userOperations = [
  implement(contracts.list, { handler: ({ caller }) => listUsers(caller) }),
  implement(contracts.get, { handler: ({ caller, params }) => getUser(caller, params.userId) }),
  implement(contracts.create, { handler: ({ caller, body }) => createUser(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateUser(caller, params.userId, body),
  }),
  implement(contracts.deactivate, {
    handler: ({ caller, params }) => setUserActive(caller, params.userId, false),
  }),
  implement(contracts.activate, {
    handler: ({ caller, params }) => setUserActive(caller, params.userId, true),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteUser(caller, params.userId, query.version),
  }),
  implement(contracts.securityCheck, {
    handler: async ({ caller, params, query, language }) => {
      const allowed = await securityCheck(caller, params.check, query.userId);
      return allowed
        ? { allowed }
        : { allowed, messageKey: 'access-deny', message: messageText('access-deny', language) };
    },
  }),
  implement(contracts.hasClaim, {
    handler: ({ caller, params }) => Promise.resolve({ allowed: hasPermission(caller, params.name) }),
  }),
];
