/** Resources: the edit dialog's bounds, copy, display order, deactivate-versus-delete, pickers' objects. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { TResource } from '@app/shared/resources/resource';
import { resourceContracts as contracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;

async function create(caption: string, extra: Record<string, unknown> = {}): Promise<TResource> {
  const answer = await api.send(contracts.create, { body: { caption, ...extra } }, { token: admin.token });
  if (!answer.data) throw new Error(`create ${caption}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

async function list(body: Record<string, unknown> = {}) {
  return (await api.send(contracts.list, { body }, { token: admin.token })).data ?? [];
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
});

describe('resources', () => {
  it('creates with default colours, edits, copies, and lists by caption with search and enabled filter', async () => {
    const kitchen = await create('Küche');
    expect(kitchen).toMatchObject({
      caption: 'Küche',
      backColor: '#dbeafe',
      foreColor: '#1e3a8a',
      enabled: true,
    });
    const edited = await api.send(
      contracts.update,
      {
        params: { resourceId: kitchen.id },
        body: {
          caption: 'Küche',
          comments: 'Warme Küche',
          backColor: '#fde68a',
          foreColor: '#78350f',
          version: 1,
        },
      },
      { token: admin.token },
    );
    expect(edited.data).toMatchObject({ comments: 'Warme Küche', backColor: '#fde68a', version: 2 });
    // The copy dialog loads the resource and saves it as a new one.
    const loaded = await api.send(
      contracts.get,
      { params: { resourceId: kitchen.id } },
      { token: admin.token },
    );
    const copy = await create(`${loaded.data.caption} (Kopie)`, {
      backColor: loaded.data.backColor,
      foreColor: loaded.data.foreColor,
    });
    expect(copy.id).not.toBe(kitchen.id);
    expect(copy.backColor).toBe('#fde68a');
    await create('Bar');
    expect((await list()).map((resource) => resource.caption)).toEqual(['Bar', 'Küche', 'Küche (Kopie)']);
    expect((await list({ search: 'KÜ' })).map((resource) => resource.caption)).toEqual([
      'Küche',
      'Küche (Kopie)',
    ]);
    const name = await api.send(
      contracts.name,
      { params: { resourceId: kitchen.id } },
      { token: admin.token },
    );
    expect(name.data).toEqual({ id: kitchen.id, name: 'Küche' });

    const stale = await api.send(
      contracts.update,
      { params: { resourceId: kitchen.id }, body: { caption: 'Alt', version: 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
  });

  it('refuses an empty caption, one of 51 characters and a colour that is not #rrggbb, changing nothing', async () => {
    const before = await list();
    for (const body of [
      { caption: '  ' },
      { caption: 'x'.repeat(51) },
      { caption: 'Rot', backColor: 'red' },
    ]) {
      const answer = await api.send(contracts.create, { body }, { token: admin.token });
      expect(answer.status).toBe(400);
    }
    const colour = await api.send(
      contracts.create,
      { body: { caption: 'Rot', backColor: 'red' } },
      { token: admin.token, headers: { 'accept-language': 'de' } },
    );
    expect(JSON.stringify(colour.error?.details)).toContain('body.backColor');
    expect(await list()).toHaveLength(before.length);
    const fifty = await create('x'.repeat(50));
    expect(fifty.caption).toHaveLength(50);
  });

  it('deletes an unused resource, deactivates a used one (ShiftCount) or one a template names', async () => {
    const unused = await create('Lager');
    const stats = await api.send(
      contracts.statistics,
      { params: { resourceId: unused.id } },
      { token: admin.token },
    );
    expect(stats.data).toEqual({ id: unused.id, shiftCount: 0 });
    const removed = await api.send(
      contracts.delete,
      { params: { resourceId: unused.id }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(removed.data).toEqual({ outcome: 'deleted' });
    const gone = await api.send(contracts.get, { params: { resourceId: unused.id } }, { token: admin.token });
    expect(gone.status).toBe(404);

    // The plan counts uses in the resource's STATS item (issue 10 writes it).
    const used = await create('Service');
    await withClients(api, ({ dynamodb }) =>
      dynamodb.send(
        new PutItemCommand({
          TableName: api.stack.resources.tables.main,
          Item: {
            pk: { S: `T#${admin.customerNo}#RESOURCE#${used.id}` },
            sk: { S: 'STATS' },
            type: { S: 'STATS' },
            resourceId: { S: used.id },
            shiftCount: { N: '12' },
          },
        }),
      ),
    );
    const counted = await api.send(
      contracts.statistics,
      { params: { resourceId: used.id } },
      { token: admin.token },
    );
    expect(counted.data?.shiftCount).toBe(12);
    const kept = await api.send(
      contracts.delete,
      { params: { resourceId: used.id }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(kept.data).toEqual({ outcome: 'deactivated' });
    expect((await list({ enabled: false })).map((resource) => resource.caption)).toContain('Service');
    expect((await list({ enabled: true })).map((resource) => resource.caption)).not.toContain('Service');

    const named = await create('Reinigung');
    await api.send(
      shiftContracts.create,
      { body: { name: 'Putzdienst', shortName: 'P', resourceId: named.id, begin: '08:00', end: '12:00' } },
      { token: admin.token },
    );
    const deactivated = await api.send(
      contracts.delete,
      { params: { resourceId: named.id }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(deactivated.data).toEqual({ outcome: 'deactivated' });

    const again = await api.send(
      contracts.setEnabled,
      { params: { resourceId: named.id }, body: { enabled: true, version: 2 } },
      { token: admin.token },
    );
    expect(again.data?.enabled).toBe(true);
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    expect(audit.data?.items.map((entry) => `${entry.action} ${entry.targetName ?? ''}`)).toEqual(
      expect.arrayContaining([
        'resource.delete Lager',
        'resource.update Service',
        'resource.create Reinigung',
      ]),
    );
  });

  it('keeps a display order in the settings and lists in it', async () => {
    const all = await list();
    const reversed = [...all].reverse().map((resource) => resource.id);
    const saved = await api.send(
      contracts.saveSettings,
      { body: { order: reversed, version: 0 } },
      { token: admin.token },
    );
    expect(saved.data).toEqual({ order: reversed, version: 1 });
    expect((await list()).map((resource) => resource.id)).toEqual(reversed);
    const stale = await api.send(
      contracts.saveSettings,
      { body: { order: [], version: 0 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const unknown = await api.send(
      contracts.saveSettings,
      { body: { order: ['6c2f1a8e-1b7d-4d2a-9a51-0f3e4c5b6a7d'], version: 1 } },
      { token: admin.token },
    );
    expect(unknown.status).toBe(400);
  });

  it('offers enabled objects to pickers: all, own, by a typed part of the name, at most the page', async () => {
    const objects = (source: 'resource' | 'shift', query: Record<string, string>, token = admin.token) =>
      api.send(contracts.objects, { params: { source }, query }, { token });
    const typed = await objects('resource', { searchValue: 'k' });
    // Names that begin with the text come first; the deactivated "Service" is not offered.
    expect(typed.data?.map((object) => object.name).slice(0, 2)).toEqual(['Küche (Kopie)', 'Küche']);
    expect(typed.data?.every((object) => object.isFavorite === false)).toBe(true);
    expect((await objects('resource', { searchValue: 'serv' })).data).toEqual([]);
    expect((await objects('resource', { limit: '2' })).data).toHaveLength(2);
    const shifts = await objects('shift', { searchValue: 'putz' });
    expect(shifts.data?.map((object) => object.name)).toEqual(['Putzdienst']);

    const employee = await createUserAndSignIn(api, admin, 'res.employee', ['employee']);
    expect((await objects('resource', { view: 'own' }, employee.token)).data).toEqual([]);
    expect((await objects('resource', { view: 'own' })).data?.length).toBeGreaterThan(2);
    expect((await objects('resource', { view: 'favorites' })).data).toEqual([]);
    const one = await api.send(
      contracts.object,
      { params: { source: 'shift', objectId: shifts.data?.[0]?.id ?? '' } },
      { token: employee.token },
    );
    expect(one.data?.name).toBe('Putzdienst');
    // An employee reads resources but does not change them.
    const refused = await api.send(
      contracts.create,
      { body: { caption: 'Nope' } },
      { token: employee.token },
    );
    expect(refused.status).toBe(403);
  });
});
