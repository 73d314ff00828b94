import { resourceContracts as contracts } from '@app/shared/resources/resources.contracts';
import { implement } from '../api/operation';
import { deleteResource } from '../resources/resource.service';
import { templatesNameResource } from './shift-template.service';
import { selectableObject, selectableObjects } from './selectable-objects.service';

/**
 * Resource calls that need the shift templates, which name resources: a deletion that keeps a used resource, and
 * the pickers' objects (resources and templates). They live above both areas; the resources function serves them
 * (wiring/handlers/resources.ts).
 */
export const resourceUseOperations = [
  implement(contracts.delete, {
    handler: ({ caller, params, query }) =>
      deleteResource(caller, params.resourceId, query.version, (id) => templatesNameResource(caller, id)),
  }),
  implement(contracts.objects, {
    handler: ({ caller, params, query }) => selectableObjects(caller, params.source, query),
  }),
  implement(contracts.object, {
    handler: ({ caller, params }) => selectableObject(caller, params.source, params.objectId),
  }),
];
