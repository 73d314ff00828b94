/**
 * Qualifications held by people (issue 9, deliverable 5): assigned with the user, checked against the catalogue,
 * copied onto the person's memberships so that the calendar shows them on the person's row.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { qualificationContracts } from '@app/shared/qualifications/qualifications.contracts';
import type { TQualification } from '@app/shared/qualifications/qualification';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUser } from '@app/shared/users/user';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, testPassword, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let nurse: TQualification;
let driver: TQualification;

async function qualification(name: string, enabled = true): Promise<TQualification> {
  return present(
    (await api.send(qualificationContracts.create, { body: { name, enabled } }, { token: admin.token })).data,
  );
}

const read = async (userId: string): Promise<TUser> =>
  present((await api.send(userContracts.get, { params: { userId } }, { token: admin.token })).data);

const assign = (user: TUser, qualificationIds: string[]) =>
  api.send(
    userContracts.update,
    {
      params: { userId: user.id },
      body: {
        displayName: user.displayName,
        email: user.email,
        roleIds: user.roleIds,
        qualificationIds,
        version: user.version,
      },
    },
    { token: admin.token },
  );

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  nurse = await qualification('Registered nurse');
  // A deactivated qualification can still be held (it is only no longer offered for new assignments).
  driver = await qualification('Driver', false);
});

describe('qualifications of a person', () => {
  it('are assigned, read back, and shown on the person row of the calendar', async () => {
    const created = await createUserAndSignIn(api, admin, 'quali.anna', ['employee']);
    const anna = await read(created.id);
    expect(anna.qualificationIds).toEqual([]);

    const saved = await assign(anna, [nurse.id, driver.id]);
    expect(saved.status).toBe(200);
    expect(saved.data.qualificationIds).toEqual([nurse.id, driver.id]);
    expect((await read(anna.id)).qualificationIds).toEqual([nurse.id, driver.id]);

    const unitId = present(anna.unitId);
    const data = await api.send(
      calendar.list,
      { body: { from: '2026-12-07', to: '2026-12-13', unitIds: [unitId] } },
      { token: admin.token },
    );
    expect(data.status).toBe(200);
    const row = data.data.rows.find((candidate) => candidate.kind === 'U' && candidate.userId === anna.id);
    expect(row).toMatchObject({ kind: 'U', unitId, qualificationIds: [nurse.id, driver.id] });

    // Left out, they stay; an empty list takes them all away (from the calendar's copy too).
    const renamed = await api.send(
      userContracts.update,
      {
        params: { userId: anna.id },
        body: {
          displayName: 'Anna Q.',
          email: anna.email,
          roleIds: anna.roleIds,
          version: saved.data.version,
        },
      },
      { token: admin.token },
    );
    expect(renamed.data.qualificationIds).toEqual([nurse.id, driver.id]);
    const cleared = await assign(renamed.data, []);
    expect(cleared.data.qualificationIds).toEqual([]);
    const after = await api.send(
      calendar.list,
      { body: { from: '2026-12-07', to: '2026-12-13', unitIds: [unitId] } },
      { token: admin.token },
    );
    expect(
      after.data.rows.find((candidate) => candidate.kind === 'U' && candidate.userId === anna.id),
    ).toMatchObject({ displayName: 'Anna Q.', qualificationIds: [] });
  });

  it('refuses an unknown id at its index, twice the same one, and more than 50', async () => {
    const created = await createUserAndSignIn(api, admin, 'quali.ben', ['employee']);
    const ben = await read(created.id);
    const stranger = randomUUID();
    const unknown = await assign(ben, [nurse.id, stranger]);
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({
      issues: [{ path: 'body.qualificationIds.1', code: 'unknown_qualification', message: stranger }],
    });
    expect((await assign(ben, [nurse.id, nurse.id])).status).toBe(400);
    const many = Array.from({ length: 51 }, () => randomUUID());
    expect((await assign(ben, many)).status).toBe(400);
    // Nothing of it was kept.
    expect((await read(ben.id)).qualificationIds).toEqual([]);
  });

  it('are given at creation, taken over by a copy, and a deleted one drops out', async () => {
    const employee = present(
      (await api.send(roleContracts.list, {}, { token: admin.token })).data.find(
        (role) => role.key === 'employee',
      ),
    );
    const roles = [employee.id];
    const root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
    const refused = await api.send(
      userContracts.create,
      {
        body: {
          username: 'quali.nobody',
          displayName: 'Nobody',
          email: 'quali.nobody@example.com',
          password: testPassword,
          roleIds: roles,
          unitId: root.id,
          qualificationIds: [randomUUID()],
        },
      },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);

    const temporary = await qualification('Night watch');
    const created = await api.send(
      userContracts.create,
      {
        body: {
          username: 'quali.clara',
          displayName: 'Clara',
          email: 'quali.clara@example.com',
          password: testPassword,
          roleIds: roles,
          unitId: root.id,
          qualificationIds: [nurse.id, temporary.id],
        },
      },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    expect(created.data.qualificationIds).toEqual([nurse.id, temporary.id]);

    const removed = await api.send(
      qualificationContracts.delete,
      { params: { qualificationId: temporary.id }, query: { version: String(temporary.version) } },
      { token: admin.token },
    );
    expect(removed.status).toBe(204);
    const copy = await api.send(
      userUnitContracts.copy,
      {
        params: { userId: created.data.id },
        body: {
          username: 'quali.clara2',
          displayName: 'Clara II',
          email: 'quali.clara2@example.com',
          password: testPassword,
        },
      },
      { token: admin.token },
    );
    expect(copy.status).toBe(201);
    expect(copy.data.qualificationIds).toEqual([nurse.id]);

    // Saving the ids as read (the deleted one among them) keeps the rest.
    const clara = await read(created.data.id);
    const resaved = await assign(clara, clara.qualificationIds);
    expect(resaved.status).toBe(200);
    expect(resaved.data.qualificationIds).toEqual([nurse.id]);
  });
});
