/** People in units: created in a unit, the unit's grid, moving, extra units, copying, and deleting units. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userDataContracts } from '@app/shared/users/user-data.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { createUserAndSignIn, signUpTenant, testPassword, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let employeeRoleId: string;

async function unit(name: string, parentId: string): Promise<TUnit> {
  const answer = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId } },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`unit ${name}: ${answer.status}`);
  return answer.data;
}

async function person(username: string, unitId: string | undefined, token = admin.token) {
  return api.send(
    userContracts.create,
    {
      body: {
        username,
        displayName: username.replace('.', ' '),
        email: `${username}@example.com`,
        password: testPassword,
        roleIds: [employeeRoleId],
        ...(unitId ? { unitId } : {}),
      },
    },
    { token },
  );
}

const page = (unitId: string, query: { page?: string; search?: string; extra?: 'true' | 'false' } = {}) =>
  api.send(userUnitContracts.ofUnit, { params: { unitId }, query }, { token: admin.token });

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = (await api.send(unitContracts.list, {}, { token: admin.token })).data?.[0] as TUnit;
  const roles = (await api.send(roleContracts.list, {}, { token: admin.token })).data ?? [];
  employeeRoleId = roles.find((role) => role.key === 'employee')?.id ?? '';
});

describe('people in units', () => {
  it('puts the sign-up administrator and anyone created without a unit into the root unit', async () => {
    const members = await page(root.id);
    expect(members.data?.items.map((user) => user.username)).toEqual(['alex']);
    const created = await person('no.unit', undefined);
    expect(created.data?.unitId).toBe(root.id);
    const unknown = await person('bad.unit', '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e');
    expect(unknown.status).toBe(400);
  });

  it('pages the grid of a unit by 25 only when there are more, and searches by name', async () => {
    const team = await unit('Big team', root.id);
    for (let index = 0; index < 26; index++) {
      const created = await person(`member.${String(index).padStart(2, '0')}`, team.id);
      expect(created.status).toBe(201);
    }
    const first = await page(team.id);
    expect(first.data).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(first.data?.items).toHaveLength(25);
    expect(first.data?.items[0]?.username).toBe('member.00');
    const second = await page(team.id, { page: '2' });
    expect(second.data?.items.map((user) => user.username)).toEqual(['member.25']);
    const found = await page(team.id, { search: 'MEMBER 1' });
    expect(found.data?.total).toBe(10);
    expect((await page(team.id, { page: '0' })).status).toBe(400);
  });

  it('moves a person, keeps at most five extra units, and refuses deleting a unit with members', async () => {
    const from = await unit('From', root.id);
    const to = await unit('To', root.id);
    const extras = await Promise.all([1, 2, 3, 4, 5, 6].map((index) => unit(`Extra ${index}`, root.id)));
    let user = (await person('mover', from.id)).data;

    const moved = await api.send(
      userUnitContracts.move,
      { params: { userId: user.id }, body: { unitId: to.id, version: user.version } },
      { token: admin.token },
    );
    expect(moved.data?.unitId).toBe(to.id);
    user = moved.data;
    expect((await page(from.id)).data?.total).toBe(0);
    expect((await page(to.id)).data?.items.map((member) => member.id)).toEqual([user.id]);

    const six = await api.send(
      userUnitContracts.saveExtraUnits,
      {
        params: { userId: user.id },
        body: { unitIds: extras.map((extra) => extra.id), version: user.version },
      },
      { token: admin.token },
    );
    expect(six.status).toBe(400);
    const five = await api.send(
      userUnitContracts.saveExtraUnits,
      {
        params: { userId: user.id },
        body: { unitIds: extras.slice(0, 5).map((extra) => extra.id), version: user.version },
      },
      { token: admin.token },
    );
    expect(five.data?.extraUnitIds).toHaveLength(5);
    user = five.data;
    const read = await api.send(
      userUnitContracts.extraUnits,
      { params: { userId: user.id } },
      { token: admin.token },
    );
    expect(read.data?.unitIds).toHaveLength(5);
    // An extra unit lists the person unless the grid asks for primary members only.
    expect((await page(extras[0]?.id ?? '')).data?.total).toBe(1);
    expect((await page(extras[0]?.id ?? '', { extra: 'false' })).data?.total).toBe(0);

    const stale = await api.send(
      userUnitContracts.move,
      { params: { userId: user.id }, body: { unitId: from.id, version: user.version - 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);

    const refused = await api.send(
      unitContracts.delete,
      { params: { unitId: extras[0]?.id ?? '' }, query: { version: '1' } },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('UNIT_NOT_EMPTY');
    // Once the person is deleted, the unit is empty and goes.
    const deleted = await api.send(
      userContracts.delete,
      { params: { userId: user.id }, query: { version: String(user.version) } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    const gone = await api.send(
      unitContracts.delete,
      { params: { unitId: extras[0]?.id ?? '' }, query: { version: '1' } },
      { token: admin.token },
    );
    expect(gone.status).toBe(204);
  });

  it('copies a person with roles, units and fields, but a new sign-in', async () => {
    const team = await unit('Copy team', root.id);
    const source = (await person('source.person', team.id)).data;
    const copy = await api.send(
      userUnitContracts.copy,
      {
        params: { userId: source.id },
        body: {
          username: 'copied.person',
          displayName: 'Copied Person',
          email: 'copied@example.com',
          password: testPassword,
        },
      },
      { token: admin.token },
    );
    expect(copy.status).toBe(201);
    expect(copy.data).toMatchObject({ unitId: team.id, roleIds: source.roleIds, username: 'copied.person' });
    expect((await page(team.id)).data?.total).toBe(2);
  });

  it('denies the grid without user.show and moving without user.edit', async () => {
    const employee = await createUserAndSignIn(api, admin, 'plain.employee', ['employee']);
    const grid = await api.send(
      userUnitContracts.ofUnit,
      { params: { unitId: root.id }, query: {} },
      { token: employee.token },
    );
    expect(grid.status).toBe(403);
    const move = await api.send(
      userUnitContracts.move,
      { params: { userId: employee.id }, body: { unitId: root.id, version: employee.version } },
      { token: employee.token },
    );
    expect(move.status).toBe(403);
  });
});

describe('clock key cards', () => {
  const card = (cardId: string) => ({ id: randomUUID(), cardId, cardType: 'DF', enabled: true });

  it('keeps five cards, refuses a sixth, a card of another person and a stale version', async () => {
    const holder = (await person('card.holder', root.id)).data;
    const other = (await person('card.other', root.id)).data;
    if (!holder || !other) throw new Error('no people');
    const save = (userId: string, cards: ReturnType<typeof card>[], version: number) =>
      api.send(
        userDataContracts.saveKeyCards,
        { params: { userId }, body: { cards, version } },
        { token: admin.token },
      );

    const five = ['1001', '1002', '1003', '1004', '1005'].map(card);
    const saved = await save(holder.id, five, 0);
    expect(saved.data?.cards).toHaveLength(5);
    expect((await save(holder.id, [...five, card('1006')], 1)).status).toBe(400);
    const blank = await save(holder.id, [{ ...card('  '), cardType: 'DF' }], 1);
    expect(blank.status).toBe(400);
    const taken = await save(other.id, [card('1003')], 0);
    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('KEY_CARD_TAKEN');
    expect((await save(holder.id, five.slice(0, 2), 0)).status).toBe(409);

    // Giving a card up frees it for someone else.
    expect((await save(holder.id, five.slice(0, 2), 1)).status).toBe(200);
    expect((await save(other.id, [card('1003')], 0)).status).toBe(200);
    const read = await api.send(
      userDataContracts.keyCards,
      { params: { userId: holder.id } },
      { token: admin.token },
    );
    expect(read.data).toMatchObject({ version: 2 });
    expect(read.data?.cards.map((item) => item.cardId)).toEqual(['1001', '1002']);
  });
});
