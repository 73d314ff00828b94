/**
 * Object containers and their objects: custom fields per container, bounds, search by the beginning of the
 * name, by id, by name and within a container, favourites per container, permissions and tenant isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TObjectContainer, TObjectItem } from '@app/shared/objects/object';
import { objectContracts as contracts } from '@app/shared/objects/objects.contracts';
import { favoriteContracts } from '@app/shared/favorites/favorites.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let vehicles: TObjectContainer;
let plateFieldId: string;

async function createObject(
  name: string,
  fields: Record<string, string | number> = {},
  containerId = vehicles.id,
) {
  const answer = await api.send(
    contracts.objectCreate,
    { body: { containerId, name, fields } },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`create ${name}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

const names = (items: readonly TObjectItem[]) => items.map((item) => item.name);

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const created = await api.send(
    contracts.containerCreate,
    { body: { name: 'Fahrzeuge' } },
    { token: admin.token },
  );
  if (!created.data) throw new Error('container');
  vehicles = created.data;
  const field = await api.send(
    contracts.containerFieldCreate,
    {
      params: { objectContainerId: vehicles.id },
      body: { caption: 'Kennzeichen', fieldType: 'TXT', required: true },
    },
    { token: admin.token },
  );
  if (!field.data) throw new Error('field');
  plateFieldId = field.data.id;
});

describe('object containers', () => {
  it('keeps custom fields per container, checks object values against them and lists by name', async () => {
    const rooms = await api.send(
      contracts.containerCreate,
      { body: { name: 'Räume' } },
      { token: admin.token },
    );
    expect(rooms.status).toBe(201);
    const roomId = rooms.data?.id ?? '';
    const seats = await api.send(
      contracts.containerFieldCreate,
      { params: { objectContainerId: roomId }, body: { caption: 'Plätze', fieldType: 'INT' } },
      { token: admin.token },
    );
    expect(seats.status).toBe(201);
    const vehicleFields = await api.send(
      contracts.containerFields,
      { params: { objectContainerId: vehicles.id } },
      { token: admin.token },
    );
    expect(vehicleFields.data?.map((field) => field.caption)).toEqual(['Kennzeichen']);
    const roomFields = await api.send(
      contracts.containerFields,
      { params: { objectContainerId: roomId } },
      { token: admin.token },
    );
    expect(roomFields.data?.map((field) => field.caption)).toEqual(['Plätze']);

    // The plate is required in vehicles; the seats field of rooms is unknown there.
    const missing = await api.send(
      contracts.objectCreate,
      { body: { containerId: vehicles.id, name: 'Ohne Kennzeichen' } },
      { token: admin.token },
    );
    expect(missing.status).toBe(400);
    const foreign = await api.send(
      contracts.objectCreate,
      {
        body: {
          containerId: vehicles.id,
          name: 'Falsch',
          fields: { [plateFieldId]: 'M-AB 1', [seats.data?.id ?? '']: 4 },
        },
      },
      { token: admin.token },
    );
    expect(foreign.status).toBe(400);
    const room = await createObject('Besprechungsraum', { [seats.data?.id ?? '']: 12 }, roomId);
    expect(room).toMatchObject({ containerId: roomId, isFavorite: false, version: 1 });

    const list = await api.send(contracts.containerList, {}, { token: admin.token });
    expect(list.data?.map((container) => container.name)).toEqual(['Fahrzeuge', 'Räume']);
    const notEmpty = await api.send(
      contracts.containerDelete,
      { params: { objectContainerId: roomId }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(notEmpty.status).toBe(409);
    expect(notEmpty.error?.code).toBe('OBJECT_CONTAINER_NOT_EMPTY');
    await api.send(
      contracts.objectDelete,
      { params: { objectItemId: room.id }, query: { version: 1 } },
      { token: admin.token },
    );
    const deleted = await api.send(
      contracts.containerDelete,
      { params: { objectContainerId: roomId }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    const gone = await api.send(
      contracts.containerFields,
      { params: { objectContainerId: roomId } },
      { token: admin.token },
    );
    expect(gone.status).toBe(404);
  });

  it('refuses names beyond the bounds and a stale rename', async () => {
    for (const name of ['', '   ', 'x'.repeat(51)]) {
      const answer = await api.send(contracts.containerCreate, { body: { name } }, { token: admin.token });
      expect(answer.status, JSON.stringify(name)).toBe(400);
    }
    const fifty = await api.send(
      contracts.containerCreate,
      { body: { name: 'M'.repeat(50) } },
      { token: admin.token },
    );
    expect(fifty.status).toBe(201);
    const id = fifty.data?.id ?? '';
    const renamed = await api.send(
      contracts.containerUpdate,
      { params: { objectContainerId: id }, body: { name: 'Maschinen', version: 1 } },
      { token: admin.token },
    );
    expect(renamed.data).toMatchObject({ name: 'Maschinen', version: 2 });
    const stale = await api.send(
      contracts.containerUpdate,
      { params: { objectContainerId: id }, body: { name: 'Anlagen', version: 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
  });
});

describe('objects', () => {
  it('finds objects by the beginning of the name, by id, by name and within their container', async () => {
    const van = await createObject('Transporter 1', { [plateFieldId]: 'M-TR 101' });
    await createObject('Transporter 2', { [plateFieldId]: 'M-TR 102' });
    await createObject('Kombi', { [plateFieldId]: 'M-KO 7' });

    const search = await api.send(
      contracts.objectList,
      { query: { objectContainerId: vehicles.id, searchValue: 'TRANS' } },
      { token: admin.token },
    );
    expect(names(search.data?.items ?? [])).toEqual(['Transporter 1', 'Transporter 2']);
    const paged = await api.send(
      contracts.objectList,
      { query: { objectContainerId: vehicles.id, limit: '2' } },
      { token: admin.token },
    );
    expect(names(paged.data?.items ?? [])).toEqual(['Kombi', 'Transporter 1']);
    const next = await api.send(
      contracts.objectList,
      { query: { objectContainerId: vehicles.id, limit: '2', cursor: paged.data?.nextCursor ?? '' } },
      { token: admin.token },
    );
    expect(names(next.data?.items ?? [])).toEqual(['Transporter 2']);
    const everywhere = await api.send(
      contracts.objectList,
      { query: { searchValue: 'k' } },
      { token: admin.token },
    );
    expect(names(everywhere.data?.items ?? [])).toEqual(['Kombi']);

    const byId = await api.send(
      contracts.objectGet,
      { params: { objectItemId: van.id } },
      { token: admin.token },
    );
    expect(byId.data).toMatchObject({ name: 'Transporter 1', fields: { [plateFieldId]: 'M-TR 101' } });
    const byName = await api.send(
      contracts.objectByName,
      { query: { name: 'transporter 1', objectContainerId: vehicles.id } },
      { token: admin.token },
    );
    expect(byName.data?.id).toBe(van.id);
    const noSuchName = await api.send(
      contracts.objectByName,
      { query: { name: 'Transporter' } },
      { token: admin.token },
    );
    expect(noSuchName.status).toBe(404);
    const inContainer = await api.send(
      contracts.objectInContainer,
      { params: { objectContainerId: vehicles.id, objectItemId: van.id } },
      { token: admin.token },
    );
    expect(inContainer.data?.id).toBe(van.id);
    const other = await api.send(
      contracts.containerCreate,
      { body: { name: 'Leer' } },
      { token: admin.token },
    );
    const elsewhere = await api.send(
      contracts.objectInContainer,
      { params: { objectContainerId: other.data?.id ?? '', objectItemId: van.id } },
      { token: admin.token },
    );
    expect(elsewhere.status).toBe(404);
  });

  it('keeps names unique per container, updates with the version and audits each change', async () => {
    const taken = await api.send(
      contracts.objectCreate,
      { body: { containerId: vehicles.id, name: 'kombi', fields: { [plateFieldId]: 'M-KO 8' } } },
      { token: admin.token },
    );
    expect(taken.error?.code).toBe('OBJECT_NAME_TAKEN');
    const bus = await createObject('Bus', { [plateFieldId]: 'M-BU 1' });
    const changed = await api.send(
      contracts.objectUpdate,
      {
        params: { objectItemId: bus.id },
        body: { name: 'Kleinbus', fields: { [plateFieldId]: 'M-BU 2' }, version: 1 },
      },
      { token: admin.token },
    );
    expect(changed.data).toMatchObject({
      name: 'Kleinbus',
      fields: { [plateFieldId]: 'M-BU 2' },
      version: 2,
    });
    const stale = await api.send(
      contracts.objectUpdate,
      {
        params: { objectItemId: bus.id },
        body: { name: 'Bus', fields: { [plateFieldId]: 'M-BU 1' }, version: 1 },
      },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const tooLong = await api.send(
      contracts.objectUpdate,
      {
        params: { objectItemId: bus.id },
        body: { name: 'Kleinbus', fields: { [plateFieldId]: 'x'.repeat(256) }, version: 2 },
      },
      { token: admin.token },
    );
    expect(tooLong.status).toBe(400);
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    expect(audit.data?.items.map((entry) => `${entry.action} ${entry.targetName ?? ''}`)).toEqual(
      expect.arrayContaining([
        'object.update Kleinbus',
        'object.create Bus',
        'objectContainer.create Fahrzeuge',
      ]),
    );
  });

  it('marks favourites per container and per person', async () => {
    const planner = await createUserAndSignIn(api, admin, 'obj.planner', ['employee']);
    const list = await api.send(
      contracts.objectList,
      { query: { objectContainerId: vehicles.id, searchValue: 'transporter 2' } },
      { token: planner.token },
    );
    const van = list.data?.items[0];
    expect(van?.isFavorite).toBe(false);
    const star = await api.send(
      favoriteContracts.containerAdd,
      { params: { containerId: vehicles.id, id: van?.id ?? '' } },
      { token: planner.token },
    );
    expect(star.status).toBe(204);
    const favorites = await api.send(
      contracts.objectList,
      { query: { objectContainerId: vehicles.id, view: 'favorites' } },
      { token: planner.token },
    );
    expect(favorites.data?.items.map((item) => [item.name, item.isFavorite])).toEqual([
      ['Transporter 2', true],
    ]);
    const mine = await api.send(
      contracts.objectGet,
      { params: { objectItemId: van?.id ?? '' } },
      { token: planner.token },
    );
    expect(mine.data?.isFavorite).toBe(true);
    const admins = await api.send(
      contracts.objectGet,
      { params: { objectItemId: van?.id ?? '' } },
      { token: admin.token },
    );
    expect(admins.data?.isFavorite).toBe(false);
    const withoutContainer = await api.send(
      contracts.objectList,
      { query: { view: 'favorites' } },
      { token: planner.token },
    );
    expect(withoutContainer.status).toBe(400);
  });

  it('lets a person without masterdata.edit read but not change, and hides them from another tenant', async () => {
    const employee = await createUserAndSignIn(api, admin, 'obj.employee', ['employee']);
    const read = await api.send(
      contracts.objectList,
      { query: { objectContainerId: vehicles.id } },
      { token: employee.token },
    );
    expect(read.status).toBe(200);
    const denied = await api.send(
      contracts.objectCreate,
      { body: { containerId: vehicles.id, name: 'Heimlich', fields: { [plateFieldId]: 'M-X 1' } } },
      { token: employee.token },
    );
    expect(denied.status).toBe(403);
    const deniedField = await api.send(
      contracts.containerFieldCreate,
      { params: { objectContainerId: vehicles.id }, body: { caption: 'Farbe', fieldType: 'TXT' } },
      { token: employee.token },
    );
    expect(deniedField.status).toBe(403);

    const stranger = await signUpTenant(api, { language: 'en' });
    const theirs = await api.send(contracts.objectList, { query: {} }, { token: stranger.token });
    expect(theirs.data?.items).toEqual([]);
    expect((await api.send(contracts.containerList, {}, { token: stranger.token })).data).toEqual([]);
    const van = read.data?.items[0];
    const peek = await api.send(
      contracts.objectGet,
      { params: { objectItemId: van?.id ?? '' } },
      { token: stranger.token },
    );
    expect(peek.status).toBe(404);
    const byName = await api.send(
      contracts.objectByName,
      { query: { name: 'Kombi' } },
      { token: stranger.token },
    );
    expect(byName.status).toBe(404);
  });
});
