/**
 * Responsibility for units, the list itself: who may set it, what it means for IdsOfResponsible, and that nobody
 * widens their own reach. The checks of the operations are proven per area (responsibility-*.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let homeA: TUnit;
let wardA: TUnit;
let homeB: TUnit;
let planner: { id: string; token: string; version: number };
let colleague: { id: string; token: string; version: number };

async function unit(name: string, parentId: string): Promise<TUnit> {
  const answer = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId } },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`unit ${name}: ${answer.status}`);
  return answer.data;
}

const versionOf = async (userId: string) =>
  (await api.send(userContracts.get, { params: { userId } }, { token: admin.token })).data?.version ?? 0;

const setResponsible = async (token: string, userId: string, all: boolean, unitIds: string[]) =>
  api.send(
    userContracts.saveResponsibleUnits,
    { params: { userId }, body: { all, unitIds, version: await versionOf(userId) } },
    { token },
  );

const responsibleOf = async (userId: string, recursive: boolean) =>
  (
    await api.send(
      unitContracts.responsibleIds,
      { params: { userId }, query: { recursive: recursive ? 'true' : 'false', first: 'false' } },
      { token: admin.token },
    )
  ).data;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = (await api.send(unitContracts.list, {}, { token: admin.token })).data?.[0] as TUnit;
  homeA = await unit('Home A', root.id);
  wardA = await unit('Ward A1', homeA.id);
  homeB = await unit('Home B', root.id);
  [planner, colleague] = await Promise.all([
    createUserAndSignIn(api, admin, 'resp.planner', ['planner']),
    createUserAndSignIn(api, admin, 'resp.colleague', ['planner']),
  ]);
});

describe('responsible units', () => {
  it('start as every unit, so existing planners keep working', async () => {
    const user = await api.send(
      userContracts.get,
      { params: { userId: planner.id } },
      { token: admin.token },
    );
    expect(user.data?.responsibleUnitIds).toBeNull();
    expect(new Set(await responsibleOf(planner.id, false))).toEqual(
      new Set([root.id, homeA.id, wardA.id, homeB.id]),
    );
  });

  it('are narrowed by an administrator, and IdsOfResponsible follows (sub-units with recursive)', async () => {
    const saved = await setResponsible(admin.token, planner.id, false, [homeA.id]);
    expect(saved.status).toBe(200);
    expect(saved.data?.responsibleUnitIds).toEqual([homeA.id]);
    expect(await responsibleOf(planner.id, false)).toEqual([homeA.id]);
    expect(new Set(await responsibleOf(planner.id, true))).toEqual(new Set([homeA.id, wardA.id]));
  });

  it('are never widened by the person themselves', async () => {
    const own = await setResponsible(planner.token, planner.id, true, []);
    expect(own.status).toBe(403);
    expect(own.error?.message).toMatch(/administrator/i);
    expect(await responsibleOf(planner.id, false)).toEqual([homeA.id]);
  });

  it("are handed out only within the editor's own units", async () => {
    // The narrowed planner cannot give a colleague "every unit", nor take Home B from them.
    const all = await setResponsible(planner.token, colleague.id, true, []);
    expect(all.status).toBe(403);
    const narrowed = await setResponsible(admin.token, colleague.id, false, [homeA.id, homeB.id]);
    expect(narrowed.status).toBe(200);
    const takeB = await setResponsible(planner.token, colleague.id, false, [homeA.id]);
    expect(takeB.status).toBe(403);
    expect(takeB.error?.code).toBe('NOT_RESPONSIBLE');
    expect(takeB.error?.message).toContain('Home B');
    expect(new Set(await responsibleOf(colleague.id, false))).toEqual(new Set([homeA.id, homeB.id]));
    // Within Home A they may: the ward below it is theirs.
    const addWard = await setResponsible(planner.token, colleague.id, false, [homeA.id, homeB.id, wardA.id]);
    expect(addWard.status).toBe(200);
  });

  it('refuse unknown units and a stale version without changing anything', async () => {
    const unknown = await setResponsible(admin.token, planner.id, false, [
      '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
    ]);
    expect(unknown.status).toBe(400);
    const stale = await api.send(
      userContracts.saveResponsibleUnits,
      { params: { userId: planner.id }, body: { all: true, unitIds: [], version: 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(await responsibleOf(planner.id, false)).toEqual([homeA.id]);
  });
});
