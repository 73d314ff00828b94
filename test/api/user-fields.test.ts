/** Custom user fields and user groups: definitions, values checked by type, permissions, concurrent edits. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TUser } from '@app/shared/users/user';
import { userContracts } from '@app/shared/users/users.contracts';
import { userFieldContracts } from '@app/shared/user-fields/user-fields.contracts';
import { userGroupContracts } from '@app/shared/user-groups/user-groups.contracts';
import type { TUserFieldCreate } from '@app/shared/user-fields/user-field';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let person: TUser;

async function field(body: TUserFieldCreate) {
  const answer = await api.send(userFieldContracts.create, { body }, { token: admin.token });
  if (!answer.data) throw new Error(`field ${body.caption}: ${answer.status}`);
  return answer.data;
}

const saveFields = (fields: Record<string, unknown>, version = person.version, userGroupIds?: string[]) =>
  api.send(
    userContracts.update,
    {
      params: { userId: person.id },
      body: {
        displayName: person.displayName,
        email: person.email,
        roleIds: person.roleIds,
        fields: fields as Record<string, never>,
        version,
        ...(userGroupIds ? { userGroupIds } : {}),
      },
    },
    { token: admin.token },
  );

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const created = await createUserAndSignIn(api, admin, 'field.person', ['employee']);
  person = (await api.send(userContracts.get, { params: { userId: created.id } }, { token: admin.token }))
    .data;
});

describe('custom user fields', () => {
  it('keeps the definitions in their order and refuses bad ones', async () => {
    await field({ caption: 'Second', fieldType: 'TXT', order: 2 });
    await field({ caption: 'First', fieldType: 'BIT', order: 1 });
    const list = await api.send(userFieldContracts.list, {}, { token: admin.token });
    expect(list.data?.map((item) => item.caption)).toEqual(['First', 'Second']);
    const noOptions = await api.send(
      userFieldContracts.create,
      { body: { caption: 'Shirt', fieldType: 'DRP' } },
      { token: admin.token },
    );
    expect(noOptions.status).toBe(400);
    const unknownType = await api.send(
      userFieldContracts.create,
      { body: { caption: 'Odd', fieldType: 'XXX' as 'TXT' } },
      { token: admin.token },
    );
    expect(unknownType.status).toBe(400);
    const tooLong = await api.send(
      userFieldContracts.create,
      { body: { caption: 'x'.repeat(51), fieldType: 'TXT' } },
      { token: admin.token },
    );
    expect(tooLong.status).toBe(400);
  });

  it('checks each value by its field type, and stores what is filled in', async () => {
    const size = await field({ caption: 'Shoe size', fieldType: 'INT' });
    const bonus = await field({ caption: 'Bonus', fieldType: 'CUR' });
    const shirt = await field({ caption: 'Shirt', fieldType: 'DRP', options: ['S', 'M', 'L'] });
    const langs = await field({ caption: 'Languages', fieldType: 'LST', options: ['de', 'en', 'tr'] });
    const since = await field({ caption: 'Since', fieldType: 'DAT' });
    const note = await field({ caption: 'Note', fieldType: 'MEM', required: true });

    const bad: [string, unknown][] = [
      [size.id, 41.5],
      [size.id, 2_147_483_648],
      [bonus.id, 10.005],
      [shirt.id, 'XL'],
      [langs.id, ['fr']],
      [since.id, '2026-02-30'],
      [note.id, '   '],
      ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', 'unknown field'],
    ];
    for (const [id, value] of bad) {
      const answer = await saveFields({ [note.id]: 'ok', [id]: value });
      expect(answer.status, `${id} = ${JSON.stringify(value)}`).toBe(400);
    }
    const good = await saveFields({
      [size.id]: 42,
      [bonus.id]: 12.5,
      [shirt.id]: 'M',
      [langs.id]: ['de', 'tr'],
      [since.id]: '2026-02-28',
      [note.id]: 'Prefers early shifts',
    });
    expect(good.status).toBe(200);
    expect(good.data?.fields).toEqual({
      [size.id]: 42,
      [bonus.id]: 12.5,
      [shirt.id]: 'M',
      [langs.id]: ['de', 'tr'],
      [since.id]: '2026-02-28',
      [note.id]: 'Prefers early shifts',
    });
    person = good.data;
  });

  it('lets one of two concurrent edits of a user win; the other gets 409 and changes nothing', async () => {
    const fields = await api.send(userFieldContracts.list, {}, { token: admin.token });
    const note = fields.data?.find((item) => item.caption === 'Note');
    const [a, b] = await Promise.all([
      saveFields({ ...person.fields, [note?.id ?? '']: 'first' }),
      saveFields({ ...person.fields, [note?.id ?? '']: 'second' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'first' : 'second';
    const now = await api.send(userContracts.get, { params: { userId: person.id } }, { token: admin.token });
    expect(now.data?.fields[note?.id ?? '']).toBe(winner);
    expect(now.data?.version).toBe(person.version + 1);
    person = now.data;
  });

  it('denies defining fields without user.edit, and reading them without user.show', async () => {
    const employee = await createUserAndSignIn(api, admin, 'field.employee', ['employee']);
    const create = await api.send(
      userFieldContracts.create,
      { body: { caption: 'Sneaky', fieldType: 'TXT' } },
      { token: employee.token },
    );
    expect(create.status).toBe(403);
    expect((await api.send(userFieldContracts.list, {}, { token: employee.token })).status).toBe(403);
  });
});

describe('user groups', () => {
  it('creates, renames with the version, assigns to a person and deletes', async () => {
    const created = await api.send(
      userGroupContracts.create,
      { body: { name: 'Part time' } },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    const group = created.data;
    if (!group) throw new Error('no group');
    const stale = await api.send(
      userGroupContracts.update,
      { params: { userGroupId: group.id }, body: { name: 'Part-time', version: group.version + 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const renamed = await api.send(
      userGroupContracts.update,
      { params: { userGroupId: group.id }, body: { name: 'Part-time', version: group.version } },
      { token: admin.token },
    );
    expect(renamed.data?.name).toBe('Part-time');
    const assigned = await saveFields(person.fields, person.version, [group.id]);
    expect(assigned.data?.userGroupIds).toEqual([group.id]);
    person = assigned.data;
    const unknown = await saveFields(person.fields, person.version, ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e']);
    expect(unknown.status).toBe(400);
    expect(
      (await api.send(userGroupContracts.create, { body: { name: '' } }, { token: admin.token })).status,
    ).toBe(400);
    const deleted = await api.send(
      userGroupContracts.delete,
      { params: { userGroupId: group.id }, query: { version: String(renamed.data?.version ?? 0) } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
  });
});
