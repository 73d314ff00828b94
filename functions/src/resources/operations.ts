import { resourceContracts as contracts } from '@app/shared/resources/resources.contracts';
import { implement } from '../api/operation';
import {
  createResource,
  getResource,
  listResources,
  resourceSettings,
  resourceStatistics,
  saveResourceSettings,
  setResourceEnabled,
  updateResource,
} from './resource.service';

export const resourceOperations = [
  implement(contracts.list, { handler: ({ caller, body }) => listResources(caller, body) }),
  implement(contracts.settings, { handler: ({ caller }) => resourceSettings(caller) }),
  implement(contracts.saveSettings, { handler: ({ caller, body }) => saveResourceSettings(caller, body) }),
  implement(contracts.get, { handler: ({ caller, params }) => getResource(caller, params.resourceId) }),
  implement(contracts.name, {
    handler: async ({ caller, params }) => {
      const resource = await getResource(caller, params.resourceId);
      return { id: resource.id, name: resource.caption };
    },
  }),
  implement(contracts.create, { handler: ({ caller, body }) => createResource(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateResource(caller, params.resourceId, body),
  }),
  implement(contracts.setEnabled, {
    handler: ({ caller, params, body }) => setResourceEnabled(caller, params.resourceId, body),
  }),
  implement(contracts.statistics, {
    handler: ({ caller, params }) => resourceStatistics(caller, params.resourceId),
  }),
];
