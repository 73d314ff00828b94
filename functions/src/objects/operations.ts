import { objectContracts as contracts } from '@app/shared/objects/objects.contracts';
import { implement } from '../api/operation';
import {
  createContainer,
  createContainerField,
  deleteContainer,
  deleteContainerField,
  getContainer,
  listContainerFields,
  listContainers,
  updateContainer,
  updateContainerField,
} from './object-container.service';
import {
  createObject,
  deleteObject,
  getObject,
  getObjectByName,
  getObjectInContainer,
  listObjects,
  updateObject,
} from './object.service';

/** Object containers and objects; they join the resources' Lambda (area `resources`, see its handler). */
export const objectOperations = [
  implement(contracts.containerList, { handler: ({ caller }) => listContainers(caller) }),
  implement(contracts.containerGet, {
    handler: ({ caller, params }) => getContainer(caller, params.objectContainerId),
  }),
  implement(contracts.containerCreate, { handler: ({ caller, body }) => createContainer(caller, body) }),
  implement(contracts.containerUpdate, {
    handler: ({ caller, params, body }) => updateContainer(caller, params.objectContainerId, body),
  }),
  implement(contracts.containerDelete, {
    handler: ({ caller, params, query }) => deleteContainer(caller, params.objectContainerId, query.version),
  }),
  implement(contracts.containerFields, {
    handler: ({ caller, params }) => listContainerFields(caller, params.objectContainerId),
  }),
  implement(contracts.containerFieldCreate, {
    handler: ({ caller, params, body }) => createContainerField(caller, params.objectContainerId, body),
  }),
  implement(contracts.containerFieldUpdate, {
    handler: ({ caller, params, body }) =>
      updateContainerField(caller, params.objectContainerId, params.containerFieldId, body),
  }),
  implement(contracts.containerFieldDelete, {
    handler: ({ caller, params, query }) =>
      deleteContainerField(caller, params.objectContainerId, params.containerFieldId, query.version),
  }),
  implement(contracts.objectInContainer, {
    handler: ({ caller, params }) =>
      getObjectInContainer(caller, params.objectContainerId, params.objectItemId),
  }),
  implement(contracts.objectList, { handler: ({ caller, query }) => listObjects(caller, query) }),
  implement(contracts.objectByName, { handler: ({ caller, query }) => getObjectByName(caller, query) }),
  implement(contracts.objectGet, { handler: ({ caller, params }) => getObject(caller, params.objectItemId) }),
  implement(contracts.objectCreate, { handler: ({ caller, body }) => createObject(caller, body) }),
  implement(contracts.objectUpdate, {
    handler: ({ caller, params, body }) => updateObject(caller, params.objectItemId, body),
  }),
  implement(contracts.objectDelete, {
    handler: ({ caller, params, query }) => deleteObject(caller, params.objectItemId, query.version),
  }),
];
