/**
 * Custom user fields: defined by the administrator (user.edit), filled in on the user form. Values are checked
 * by the schema built from the definitions (`userFieldValuesSchema`), the same one the form uses.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import {
  userFieldValuesSchema,
  type TUserField,
  type TUserFieldType,
} from '@app/shared/user-fields/user-field';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UserFieldRepository, type UserField } from './user-field.repository';

const toUserField = (field: UserField): TUserField => ({
  id: field.id,
  caption: field.caption,
  fieldType: field.fieldType,
  options: field.options,
  required: field.required,
  order: field.order,
  version: field.version,
});
const targetOf = (field: Pick<UserField, 'id' | 'caption'>) => ({
  type: 'userField',
  id: field.id,
  name: field.caption,
});
const snapshot = (field: Pick<UserField, 'caption' | 'fieldType' | 'options' | 'required' | 'order'>) => ({
  caption: field.caption,
  fieldType: field.fieldType,
  options: field.options,
  required: field.required,
  order: field.order,
});

async function requireField(caller: Caller, id: string): Promise<UserField> {
  const field = await new UserFieldRepository(caller.tenant).get(id);
  if (!field || field.owner !== 'USER') throw new AppError('NOT_FOUND');
  return field;
}

export async function listUserFields(caller: Caller): Promise<TUserField[]> {
  return (await new UserFieldRepository(caller.tenant).listOfUsers()).map(toUserField);
}

export async function getUserField(caller: Caller, id: string): Promise<TUserField> {
  return toUserField(await requireField(caller, id));
}

/**
 * A person's field values checked against the definitions (400 with the field id in the path); empty values
 * are dropped, so that the stored map holds what is filled in.
 */
export async function checkedFieldValues(
  caller: Caller,
  values: Record<string, z.core.util.JSONType>,
): Promise<Record<string, z.core.util.JSONType>> {
  const fields = await new UserFieldRepository(caller.tenant).listOfUsers();
  const parsed = userFieldValuesSchema(fields).safeParse(values);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((issue) => ({
        path: ['body', 'fields', ...issue.path.map(String)].join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  }
  return Object.fromEntries(
    Object.entries(parsed.data as Record<string, z.core.util.JSONType | undefined>).filter(
      (entry): entry is [string, z.core.util.JSONType] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export interface UserFieldInput {
  caption: string;
  fieldType: TUserFieldType;
  options: string[];
  required: boolean;
  order: number;
}

export async function createUserField(
  caller: Caller,
  input: UserFieldInput,
  now = clockNow(),
): Promise<TUserField> {
  const field = { id: randomUUID(), owner: 'USER', ...input, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'userField.create', target: targetOf(field), after: snapshot(field), at: now },
    [new UserFieldRepository(caller.tenant).createWrite(field)],
  );
  return toUserField({ ...field, version: 1 });
}

/** Changes a field; its type stays (stored values would no longer fit: 400 `type_fixed`). */
export async function updateUserField(
  caller: Caller,
  id: string,
  input: UserFieldInput & { version: number },
  now = clockNow(),
): Promise<TUserField> {
  const current = await requireField(caller, id);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  if (current.fieldType !== input.fieldType) {
    throw AppError.validation([{ path: 'body.fieldType', code: 'type_fixed', message: current.fieldType }]);
  }
  const { version, ...stored } = current;
  const { version: sent, ...changes } = input;
  void sent;
  const next = { ...stored, ...changes };
  await commitAudited(
    caller,
    {
      action: 'userField.update',
      target: targetOf(current),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [new UserFieldRepository(caller.tenant).updateWrite(next, version)],
  );
  return toUserField({ ...next, version: version + 1 });
}

/** Deletes a field; values people had for it are left in place but no longer shown nor accepted. */
export async function deleteUserField(caller: Caller, id: string, version: number, now = clockNow()) {
  const current = await requireField(caller, id);
  await commitAudited(
    caller,
    { action: 'userField.delete', target: targetOf(current), before: snapshot(current), at: now },
    [new UserFieldRepository(caller.tenant).deleteWrite(id, version)],
  );
}
