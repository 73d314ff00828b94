import { roleContracts as contracts } from '@app/shared/roles/roles.contracts';
import { permissionAreas, permissionDefinitions, permissionNames } from '@app/shared/security/permissions';
import { implement } from '../api/operation';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './role.service';

export const roleOperations = [
  implement(contracts.list, { handler: ({ caller }) => listRoles(caller) }),
  implement(contracts.get, { handler: ({ caller, params }) => getRole(caller, params.roleId) }),
  implement(contracts.create, { handler: ({ caller, body }) => createRole(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateRole(caller, params.roleId, body),
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
