/**
 * Object containers (vehicles, rooms, machines) and their custom fields. The fields are user fields owned by
 * `OBJECTSCONTAINER:<id>` (the same definitions, types and value checks as the fields of people). Changing
 * needs masterdata.edit (checked by the contracts); a container that holds objects is not deleted.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import { containerFieldOwner, type TObjectContainer } from '@app/shared/objects/object';
import type { TUserField, TUserFieldType } from '@app/shared/user-fields/user-field';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UserFieldRepository, type UserField } from '../user-fields/user-field.repository';
import { ObjectRepository, type ObjectContainer } from './object.repository';

const toContainer = ({ id, name, version }: ObjectContainer): TObjectContainer => ({ id, name, version });
const containerTarget = ({ id, name }: Pick<ObjectContainer, 'id' | 'name'>) => ({
  type: 'objectContainer',
  id,
  name,
});

export async function requireContainer(caller: Caller, id: string): Promise<ObjectContainer> {
  const container = await new ObjectRepository(caller.tenant).container(id);
  if (!container) throw new AppError('NOT_FOUND');
  return container;
}

export async function listContainers(caller: Caller): Promise<TObjectContainer[]> {
  return (await new ObjectRepository(caller.tenant).containerList()).map(toContainer);
}

export async function getContainer(caller: Caller, id: string): Promise<TObjectContainer> {
  return toContainer(await requireContainer(caller, id));
}

export async function createContainer(
  caller: Caller,
  input: { name: string },
  now = clockNow(),
): Promise<TObjectContainer> {
  const container = { id: randomUUID(), name: input.name, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'objectContainer.create', target: containerTarget(container), after: input, at: now },
    [new ObjectRepository(caller.tenant).containerCreateWrite(container)],
  );
  return toContainer({ ...container, version: 1 });
}

export async function updateContainer(
  caller: Caller,
  id: string,
  input: { name: string; version: number },
  now = clockNow(),
): Promise<TObjectContainer> {
  const repository = new ObjectRepository(caller.tenant);
  const current = await repository.container(id);
  assertCurrentVersion(current, input.version);
  const next = { id, name: input.name, createdAt: current.createdAt };
  await commitAudited(
    caller,
    {
      action: 'objectContainer.update',
      target: containerTarget(next),
      before: { name: current.name },
      after: { name: next.name },
      at: now,
    },
    [repository.containerUpdateWrite(next, current.version)],
  );
  return toContainer({ ...next, version: current.version + 1 });
}

/** Deletes an empty container together with its field definitions. */
export async function deleteContainer(caller: Caller, id: string, version: number, now = clockNow()) {
  const repository = new ObjectRepository(caller.tenant);
  const current = await repository.container(id);
  assertCurrentVersion(current, version);
  if (await repository.hasObjects(id)) throw new AppError('OBJECT_CONTAINER_NOT_EMPTY');
  const fieldRepository = new UserFieldRepository(caller.tenant);
  const fields = await fieldRepository.listOf(containerFieldOwner(id));
  await commitAudited(
    caller,
    {
      action: 'objectContainer.delete',
      target: containerTarget(current),
      before: { name: current.name },
      at: now,
    },
    [
      repository.containerDeleteWrite(id, version),
      ...fields.map((field) => fieldRepository.deleteWrite(field.id, field.version)),
    ],
  );
}

const toField = (field: UserField): TUserField => ({
  id: field.id,
  caption: field.caption,
  fieldType: field.fieldType,
  options: field.options,
  required: field.required,
  order: field.order,
  version: field.version,
});
const fieldTarget = (field: Pick<UserField, 'id' | 'caption'>) => ({
  type: 'objectContainerField',
  id: field.id,
  name: field.caption,
});
const fieldSnapshot = (field: FieldInput & { owner: string }) => ({
  owner: field.owner,
  caption: field.caption,
  fieldType: field.fieldType,
  options: field.options,
  required: field.required,
  order: field.order,
});

export interface FieldInput {
  caption: string;
  fieldType: TUserFieldType;
  options: string[];
  required: boolean;
  order: number;
}

/** The field definitions of a container, in their order (404 for an unknown container). */
export async function containerFieldDefinitions(caller: Caller, containerId: string): Promise<UserField[]> {
  await requireContainer(caller, containerId);
  return new UserFieldRepository(caller.tenant).listOf(containerFieldOwner(containerId));
}

export async function listContainerFields(caller: Caller, containerId: string): Promise<TUserField[]> {
  return (await containerFieldDefinitions(caller, containerId)).map(toField);
}

async function requireField(caller: Caller, containerId: string, fieldId: string): Promise<UserField> {
  await requireContainer(caller, containerId);
  const field = await new UserFieldRepository(caller.tenant).get(fieldId);
  if (!field || field.owner !== containerFieldOwner(containerId)) throw new AppError('NOT_FOUND');
  return field;
}

export async function createContainerField(
  caller: Caller,
  containerId: string,
  input: FieldInput,
  now = clockNow(),
): Promise<TUserField> {
  await requireContainer(caller, containerId);
  const field = {
    id: randomUUID(),
    owner: containerFieldOwner(containerId),
    ...input,
    createdAt: now.toISOString(),
  };
  await commitAudited(
    caller,
    { action: 'userField.create', target: fieldTarget(field), after: fieldSnapshot(field), at: now },
    [new UserFieldRepository(caller.tenant).createWrite(field)],
  );
  return toField({ ...field, version: 1 });
}

/** Changes a field; its type stays (stored values would no longer fit: 400 `type_fixed`). */
export async function updateContainerField(
  caller: Caller,
  containerId: string,
  fieldId: string,
  input: FieldInput & { version: number },
  now = clockNow(),
): Promise<TUserField> {
  const current = await requireField(caller, containerId, fieldId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  if (current.fieldType !== input.fieldType) {
    throw AppError.validation([{ path: 'body.fieldType', code: 'type_fixed', message: current.fieldType }]);
  }
  const { version, ...stored } = current;
  const { caption, fieldType, options, required, order } = input;
  const next = { ...stored, caption, fieldType, options, required, order };
  await commitAudited(
    caller,
    {
      action: 'userField.update',
      target: fieldTarget(current),
      before: fieldSnapshot(current),
      after: fieldSnapshot(next),
      at: now,
    },
    [new UserFieldRepository(caller.tenant).updateWrite(next, version)],
  );
  return toField({ ...next, version: version + 1 });
}

export async function deleteContainerField(
  caller: Caller,
  containerId: string,
  fieldId: string,
  version: number,
  now = clockNow(),
) {
  const current = await requireField(caller, containerId, fieldId);
  await commitAudited(
    caller,
    { action: 'userField.delete', target: fieldTarget(current), before: fieldSnapshot(current), at: now },
    [new UserFieldRepository(caller.tenant).deleteWrite(fieldId, version)],
  );
}
