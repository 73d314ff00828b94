import { roleContracts as contracts } from '@app/shared/roles/roles.contracts';
import { permissionAreas, permissionDefinitions, permissionNames } from '@app/shared/security/permissions';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '@app/shared/api/errors';
import { implement } from '../api/operation';
import { messageText } from '../api/messages';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './role.service';

/** A taken name is said at the name field, in the caller's language. */
function withNameMessage(language: Language) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.code === 'ROLE_NAME_TAKEN') {
      const message = messageText('error.ROLE_NAME_TAKEN', language);
      throw new AppError('ROLE_NAME_TAKEN', {
        details: {
          issues: [
            { path: 'body.name', code: 'ROLE_NAME_TAKEN', messageKey: 'error.ROLE_NAME_TAKEN', message },
          ],
        },
      });
    }
    throw error;
  };
}

export const roleOperations = [
  implement(contracts.list, { handler: ({ caller }) => listRoles(caller) }),
  implement(contracts.get, { handler: ({ caller, params }) => getRole(caller, params.roleId) }),
  implement(contracts.create, {
    handler: ({ caller, body, language }) => createRole(caller, body).catch(withNameMessage(language)),
  }),
  implement(contracts.update, {
    handler: ({ caller, params, body, language }) =>
      updateRole(caller, params.roleId, body).catch(withNameMessage(language)),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteRole(caller, params.roleId, query.version),
  }),
  implement(contracts.permissionCatalog, {
    handler: () =>
      Promise.resolve({
        areas: [...permissionAreas],
        permissions: permissionNames.map((name) => ({ name, area: permissionDefinitions[name].area })),
      }),
  }),
];
