/** The organisation tree: building, moving and deleting units, the edition's sites, per-unit data, responsibility. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import {
  chooseEdition,
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type TestTenant,
} from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;

async function create(name: string, parentId: string | null, unitType: 0 | 1 | 2 | 3 = 0): Promise<TUnit> {
  const answer = await api.send(
    unitContracts.create,
    { body: { name, unitType, parentId } },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`create ${name}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // The trial allows any number of sites; the Free Edition's limit is tested on its own tenant.
  const units = await api.send(unitContracts.list, {}, { token: admin.token });
  expect(units.data).toHaveLength(1);
  root = units.data?.[0] as TUnit;
});

describe('the units tree', () => {
  it('builds three levels and answers them as a tree, by id and by name', async () => {
    const site = await create('Haus am Park', root.id, 1);
    const team = await create('Wohnbereich 1', site.id);
    await create('Küche', site.id);
    const tree = await api.send(
      unitContracts.tree,
      { query: { addResources: 'false' } },
      { token: admin.token },
    );
    const top = tree.data?.find((node) => node.id === root.id);
    const siteNode = top?.items.find((node) => node.id === site.id);
    expect(siteNode).toMatchObject({ text: 'Haus am Park', folderClass: 'UNIT', type: 1 });
    expect(siteNode?.items.map((node) => node.text)).toEqual(['Küche', 'Wohnbereich 1']);

    const ids = await api.send(
      unitContracts.idsOf,
      { params: { unitId: site.id }, query: { recursive: 'true' } },
      { token: admin.token },
    );
    expect(ids.data).toHaveLength(3);
    expect(ids.data?.[0]).toBe(site.id);
    const direct = await api.send(
      unitContracts.idsOf,
      { params: { unitId: site.id }, query: { recursive: 'false' } },
      { token: admin.token },
    );
    expect(direct.data).toEqual([site.id]);
    const name = await api.send(unitContracts.name, { params: { unitId: team.id } }, { token: admin.token });
    expect(name.data).toEqual({ id: team.id, name: 'Wohnbereich 1' });
    const sites = await api.send(unitContracts.sites, {}, { token: admin.token });
    expect(sites.data?.map((unit) => unit.name)).toContain('Haus am Park');
  });

  it('refuses a move under the unit itself or one of its sub-units, and an 11th level', async () => {
    const a = await create('Level A', root.id);
    const b = await create('Level B', a.id);
    const underItself = await api.send(
      unitContracts.move,
      { params: { unitId: a.id }, body: { parentId: a.id, version: a.version } },
      { token: admin.token },
    );
    expect(underItself.status).toBe(400);
    expect(underItself.error?.code).toBe('UNIT_CYCLE');
    const underChild = await api.send(
      unitContracts.move,
      { params: { unitId: a.id }, body: { parentId: b.id, version: a.version } },
      { token: admin.token },
    );
    expect(underChild.error?.code).toBe('UNIT_CYCLE');

    // root is level 1, a level 2, b level 3: eight more reach level 10, the next is refused.
    let parent = b;
    for (let level = 4; level <= 10; level++) parent = await create(`Level ${level}`, parent.id);
    const eleventh = await api.send(
      unitContracts.create,
      { body: { name: 'Level 11', unitType: 0, parentId: parent.id } },
      { token: admin.token },
    );
    expect(eleventh.status).toBe(400);
    expect(eleventh.error?.code).toBe('UNIT_TOO_DEEP');
    // A unit of two levels cannot move to where it would end at level 11 either.
    const branch = await create('Branch', root.id);
    await create('Branch child', branch.id);
    const tooDeep = await api.send(
      unitContracts.move,
      { params: { unitId: branch.id }, body: { parentId: parent.id, version: branch.version } },
      { token: admin.token },
    );
    expect(tooDeep.error?.code).toBe('UNIT_TOO_DEEP');
    const unchanged = await api.send(
      unitContracts.get,
      { params: { unitId: branch.id } },
      { token: admin.token },
    );
    expect(unchanged.data).toMatchObject({ parentId: root.id, version: 1 });

    const moved = await api.send(
      unitContracts.move,
      { params: { unitId: b.id }, body: { parentId: root.id, version: b.version } },
      { token: admin.token },
    );
    expect(moved.data).toMatchObject({ parentId: root.id, version: 2 });
  });

  it('deletes only an empty unit, with its audit entry', async () => {
    const parent = await create('To delete', root.id);
    const child = await create('Child', parent.id);
    const refused = await api.send(
      unitContracts.delete,
      { params: { unitId: parent.id }, query: { version: parent.version } },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('UNIT_NOT_EMPTY');
    expect(refused.error?.message).toContain('sub-units');
    for (const unit of [child, parent]) {
      const deleted = await api.send(
        unitContracts.delete,
        { params: { unitId: unit.id }, query: { version: unit.version } },
        { token: admin.token },
      );
      expect(deleted.status).toBe(204);
    }
    const gone = await api.send(unitContracts.get, { params: { unitId: parent.id } }, { token: admin.token });
    expect(gone.status).toBe(404);
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    const actions = audit.data?.items.map((entry) => `${entry.action} ${entry.targetName ?? ''}`) ?? [];
    expect(actions).toContain('unit.delete To delete');
    expect(actions).toContain('unit.create Child');
  });

  it('refuses a stale version and a name over 50 characters, changing nothing', async () => {
    const unit = await create('Verwaltung', root.id);
    const body = { name: 'Verwaltung 2', unitType: 0 as const, parentId: root.id, version: unit.version };
    const first = await api.send(
      unitContracts.update,
      { params: { unitId: unit.id }, body },
      { token: admin.token },
    );
    expect(first.data?.version).toBe(2);
    const stale = await api.send(
      unitContracts.update,
      { params: { unitId: unit.id }, body: { ...body, name: 'Verwaltung 3' } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');
    const long = await api.send(
      unitContracts.update,
      { params: { unitId: unit.id }, body: { ...body, name: 'x'.repeat(51), version: 2 } },
      { token: admin.token },
    );
    expect(long.status).toBe(400);
    const fifty = await api.send(
      unitContracts.create,
      { body: { name: 'y'.repeat(50), unitType: 2, parentId: root.id } },
      { token: admin.token },
    );
    expect(fifty.status).toBe(201);
    const empty = await api.send(
      unitContracts.create,
      { body: { name: '   ', unitType: 0, parentId: root.id } },
      { token: admin.token },
    );
    expect(empty.status).toBe(400);
    const current = await api.send(
      unitContracts.get,
      { params: { unitId: unit.id } },
      { token: admin.token },
    );
    expect(current.data).toMatchObject({ name: 'Verwaltung 2', version: 2 });
  });

  it('allows one site in the Free Edition (402), folders and teams beyond it', async () => {
    const free = await signUpTenant(api, { language: 'en' });
    expect((await chooseEdition(api, free, 'free')).status).toBe(200);
    const [freeRoot] = (await api.send(unitContracts.list, {}, { token: free.token })).data ?? [];
    const parentId = freeRoot?.id ?? null;
    const site = await api.send(
      unitContracts.create,
      { body: { name: 'Second site', unitType: 1, parentId } },
      { token: free.token },
    );
    expect(site.status).toBe(402);
    expect(site.error?.code).toBe('EDITION_LIMIT');
    const team = await api.send(
      unitContracts.create,
      { body: { name: 'Team', unitType: 0, parentId } },
      { token: free.token },
    );
    expect(team.status).toBe(201);
    const promoted = await api.send(
      unitContracts.update,
      {
        params: { unitId: team.data?.id ?? '' },
        body: { name: 'Team', unitType: 1, parentId, version: 1 },
      },
      { token: free.token },
    );
    expect(promoted.status).toBe(402);
  });

  it('lets an employee read the tree but not change it', async () => {
    const employee = await createUserAndSignIn(api, admin, 'units.employee', ['employee']);
    const tree = await api.send(unitContracts.list, {}, { token: employee.token });
    expect(tree.status).toBe(200);
    const refused = await api.send(
      unitContracts.create,
      { body: { name: 'Not allowed', unitType: 0, parentId: root.id } },
      { token: employee.token },
    );
    expect(refused.status).toBe(403);
  });
});

describe('data kept per unit', () => {
  it('saves manning levels with versions and refuses a target below the minimum', async () => {
    const unit = await create('Nachtdienst', root.id);
    const params = { unitId: unit.id };
    const empty = await api.send(unitDataContracts.manning, { params }, { token: admin.token });
    expect(empty.data).toEqual({ unitId: unit.id, levels: [], version: 0 });
    const levels = [
      { weekday: 2, minimum: 1, target: 2 },
      { weekday: 1, minimum: 2, target: 3 },
    ];
    const saved = await api.send(
      unitDataContracts.saveManning,
      { params, body: { levels, version: 0 } },
      { token: admin.token },
    );
    expect(saved.data?.levels.map((level) => level.weekday)).toEqual([1, 2]);
    const again = await api.send(
      unitDataContracts.saveManning,
      { params, body: { levels, version: 0 } },
      { token: admin.token },
    );
    expect(again.status).toBe(409);
    const bad = await api.send(
      unitDataContracts.saveManning,
      { params, body: { levels: [{ weekday: 1, minimum: 3, target: 2 }], version: 1 } },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    const read = await api.send(unitDataContracts.manning, { params }, { token: admin.token });
    expect(read.data).toMatchObject({ version: 1, levels: [{ weekday: 1, target: 3 }, { weekday: 2 }] });
  });

  it('keeps settings by kind, the timeline and the ordered resources', async () => {
    const unit = await create('Settings unit', root.id);
    const params = { unitId: unit.id, kind: 'int' as const, key: 'calendar.rows' };
    const saved = await api.send(
      unitDataContracts.saveSetting,
      { params, body: { value: 12, version: 0 } },
      { token: admin.token },
    );
    expect(saved.data).toMatchObject({ value: 12, version: 1 });
    const wrongKind = await api.send(
      unitDataContracts.saveSetting,
      { params, body: { value: 'twelve', version: 1 } },
      { token: admin.token },
    );
    expect(wrongKind.status).toBe(400);
    const read = await api.send(unitDataContracts.setting, { params }, { token: admin.token });
    expect(read.data).toMatchObject({ key: 'calendar.rows', kind: 'int', value: 12 });

    const timeline = await api.send(
      unitDataContracts.saveTimeline,
      { params: { unitId: unit.id }, body: { data: { rows: [1, 2] }, version: 0 } },
      { token: admin.token },
    );
    expect(timeline.data).toMatchObject({ data: { rows: [1, 2] }, version: 1 });

    const ids = ['5b0c9a4e-1111-4c55-9d0e-6a3b8f1c2d4e', '1a0c9a4e-2222-4c55-9d0e-6a3b8f1c2d4e'];
    await api.send(
      unitDataContracts.saveResources,
      { params: { unitId: unit.id }, body: { resourceIds: ids, version: 0 } },
      { token: admin.token },
    );
    const resources = await api.send(
      unitDataContracts.resources,
      { params: { unitId: unit.id } },
      { token: admin.token },
    );
    expect(resources.data?.resourceIds).toEqual(ids);
    const tree = await api.send(
      unitContracts.tree,
      { query: { addResources: 'true' } },
      { token: admin.token },
    );
    const node = tree.data?.[0]?.items.find((item) => item.id === unit.id);
    expect(node?.items.map((item) => [item.folderClass, item.id])).toEqual(ids.map((id) => ['RESOURCE', id]));
  });

  it('lists the settings of a unit by key and removes one at the version read', async () => {
    const unit = await create('Settings list unit', root.id);
    const save = (kind: 'bool' | 'text', key: string, value: boolean | string) =>
      api.send(
        unitDataContracts.saveSetting,
        { params: { unitId: unit.id, kind, key }, body: { value, version: 0 } },
        { token: admin.token },
      );
    await save('text', 'timeline.title', 'Früh');
    await save('bool', 'calendar.compact', true);
    const listed = await api.send(
      unitDataContracts.settings,
      { params: { unitId: unit.id } },
      { token: admin.token },
    );
    expect(listed.data?.map((setting) => [setting.key, setting.kind, setting.value])).toEqual([
      ['calendar.compact', 'bool', true],
      ['timeline.title', 'text', 'Früh'],
    ]);
    const params = { unitId: unit.id, kind: 'bool' as const, key: 'calendar.compact' };
    const stale = await api.send(
      unitDataContracts.deleteSetting,
      { params, query: { version: 2 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const otherKind = await api.send(
      unitDataContracts.deleteSetting,
      { params: { ...params, kind: 'int' }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(otherKind.status).toBe(404);
    const removed = await api.send(
      unitDataContracts.deleteSetting,
      { params, query: { version: 1 } },
      { token: admin.token },
    );
    expect(removed.status).toBe(204);
    const after = await api.send(
      unitDataContracts.settings,
      { params: { unitId: unit.id } },
      { token: admin.token },
    );
    expect(after.data?.map((setting) => setting.key)).toEqual(['timeline.title']);
  });
});

describe('responsibility in the calendar unit picker', () => {
  it('offers the modes, keeps the current one and the custom selection (user-save-err2 when empty)', async () => {
    const scope = { scope: 'CALENDAR' as const };
    const modes = await api.send(
      unitDataContracts.responsibilityModes,
      { params: scope },
      { token: admin.token },
    );
    expect(modes.data?.map((option) => option.mode)).toEqual([0, -1, -2]);
    const current = await api.send(
      unitDataContracts.responsibilityMode,
      { params: scope },
      { token: admin.token },
    );
    expect(current.data).toEqual({ mode: -1 });

    const empty = await api.send(
      unitDataContracts.saveCheckedView,
      { params: scope, body: { unitIds: [], resourceIds: [] } },
      { token: admin.token, language: 'de' },
    );
    expect(empty.status).toBe(400);
    expect(empty.error?.messageKey).toBe('user-save-err2');
    expect(empty.error?.message).toBe('Bitte wählen Sie mindestens einen Bereich aus.');
    const customWithout = await api.send(
      unitDataContracts.setResponsibilityMode,
      { params: scope, body: { mode: -2 } },
      { token: admin.token },
    );
    expect(customWithout.error?.messageKey).toBe('user-save-err2');

    const saved = await api.send(
      unitDataContracts.saveCheckedView,
      { params: scope, body: { unitIds: [root.id] } },
      { token: admin.token },
    );
    expect(saved.data).toEqual({ unitIds: [root.id], resourceIds: [] });
    const now = await api.send(
      unitDataContracts.responsibilityMode,
      { params: scope },
      { token: admin.token },
    );
    expect(now.data).toEqual({ mode: -2 });
    const name = await api.send(
      unitDataContracts.responsibilityName,
      { params: scope },
      { token: admin.token },
    );
    expect(name.data).toEqual({ name: 'Custom selection' });

    const other = await create('Checked later', root.id);
    const checked = await api.send(
      unitDataContracts.checkUnit,
      { params: { ...scope, unitId: other.id } },
      { token: admin.token },
    );
    expect(checked.data).toBe(true);
    const view = await api.send(unitDataContracts.checkedView, { params: scope }, { token: admin.token });
    expect(view.data?.unitIds).toEqual([root.id, other.id]);
  });

  it('answers the units a planner is responsible for, and none for an employee', async () => {
    const session = await api.call('GET', '/api/session', { token: admin.token });
    const adminId = (session.body as { currentUserId: string }).currentUserId;
    const all = await api.send(unitContracts.list, {}, { token: admin.token });
    const ids = await api.send(
      unitContracts.responsibleIds,
      { params: { userId: adminId }, query: { recursive: 'false', first: 'false' } },
      { token: admin.token },
    );
    expect(new Set(ids.data)).toEqual(new Set(all.data?.map((unit) => unit.id)));
    const first = await api.send(
      unitContracts.responsibleIds,
      { params: { userId: adminId }, query: { recursive: 'false', first: 'true' } },
      { token: admin.token },
    );
    expect(first.data).toHaveLength(1);
    const employee = await createUserAndSignIn(api, admin, 'units.employee2', ['employee']);
    const own = await api.send(
      unitContracts.responsibleIds,
      { params: { userId: employee.id }, query: { recursive: 'true', first: 'false' } },
      { token: employee.token },
    );
    expect(own.data).toEqual([]);
    const others = await api.send(
      unitContracts.responsibleIds,
      { params: { userId: adminId }, query: { recursive: 'false', first: 'false' } },
      { token: employee.token },
    );
    expect(others.status).toBe(403);
  });

  it('resolves the selection of a mode: own units with sub-units and their resources, refused modes, the view', async () => {
    const scope = { scope: 'CALENDAR' as const };
    const site = await create('Selection site', root.id, 1);
    const team = await create('Selection team', site.id);
    const resourceId = '3c0c9a4e-3333-4c55-9d0e-6a3b8f1c2d4e';
    await api.send(
      unitDataContracts.saveResources,
      { params: { unitId: team.id }, body: { resourceIds: [resourceId], version: 0 } },
      { token: admin.token },
    );
    const employee = await createUserAndSignIn(api, admin, 'units.selection', ['employee']);
    await api.send(
      userUnitContracts.move,
      { params: { userId: employee.id }, body: { unitId: site.id, version: employee.version } },
      { token: admin.token },
    );
    const own = await api.send(
      unitDataContracts.selection,
      { params: scope, query: {} },
      { token: employee.token },
    );
    expect(own.data).toEqual({ mode: 0, unitIds: [site.id, team.id], resourceIds: [resourceId] });
    const notOffered = await api.send(
      unitDataContracts.selection,
      { params: scope, query: { mode: '-1' } },
      { token: employee.token },
    );
    expect(notOffered.status).toBe(400);

    const responsible = await api.send(
      unitDataContracts.selection,
      { params: scope, query: { mode: '-1' } },
      { token: admin.token },
    );
    const all = await api.send(unitContracts.list, {}, { token: admin.token });
    expect(new Set(responsible.data?.unitIds)).toEqual(new Set(all.data?.map((unit) => unit.id)));
    expect(responsible.data?.resourceIds).toContain(resourceId);
    await api.send(
      unitDataContracts.saveCheckedView,
      { params: scope, body: { unitIds: [site.id], resourceIds: [resourceId] } },
      { token: employee.token },
    );
    const custom = await api.send(
      unitDataContracts.selection,
      { params: scope, query: {} },
      { token: employee.token },
    );
    expect(custom.data).toEqual({ mode: -2, unitIds: [site.id], resourceIds: [resourceId] });
  });
});
