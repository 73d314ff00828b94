/** Tags per category (the category tag picker) and a person's favourites per category and per object container. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TTag } from '@app/shared/tags/tag';
import { tagContracts as contracts } from '@app/shared/tags/tags.contracts';
import { favoriteContracts as favorites } from '@app/shared/favorites/favorites.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;

async function create(name: string, category: TTag['category'] = 'APPOINTMENT', color = '#43a047') {
  const answer = await api.send(
    contracts.create,
    { body: { name, color, category } },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`create ${name}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

async function names(category: TTag['category'], token = admin.token): Promise<string[]> {
  const answer = await api.send(contracts.list, { query: { category } }, { token });
  return answer.data?.map((tag) => tag.name) ?? [];
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
});

describe('tags', () => {
  it('keeps tags per category, sorted by name', async () => {
    await create('Teambesprechung');
    await create('Arztbesuch');
    await create('Betriebsversammlung', 'FIXEDBAR', '#e53935');
    expect(await names('APPOINTMENT')).toEqual(['Arztbesuch', 'Teambesprechung']);
    expect(await names('FIXEDBAR')).toEqual(['Betriebsversammlung']);
    expect(await names('SHIFT')).toEqual([]);
  });

  it('takes a name of 1 to 50 characters (trimmed) and a colour, and stores nothing else', async () => {
    const exactly50 = await create(`  ${'x'.repeat(50)}  `, 'USER');
    expect(exactly50.name).toBe('x'.repeat(50));
    for (const body of [
      { name: '', color: '#000000', category: 'USER' },
      { name: '   ', color: '#000000', category: 'USER' },
      { name: 'y'.repeat(51), color: '#000000', category: 'USER' },
      { name: 'Fine', color: 'green', category: 'USER' },
      { name: 'Fine', color: '#000000', category: 'NOSUCH' },
    ]) {
      const answer = await api.call('POST', '/api/tags', { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await names('USER')).toEqual(['x'.repeat(50)]);
  });

  it('renames and recolours a tag inline, refuses a stale version, and deletes it', async () => {
    const tag = await create('Schulung', 'SHIFT');
    const renamed = await api.send(
      contracts.update,
      { params: { tagId: tag.id }, body: { name: 'Pflichtschulung', color: '#fb8c00', version: 1 } },
      { token: admin.token },
    );
    expect(renamed.data).toMatchObject({
      name: 'Pflichtschulung',
      color: '#fb8c00',
      category: 'SHIFT',
      version: 2,
    });
    const stale = await api.send(
      contracts.update,
      { params: { tagId: tag.id }, body: { name: 'Alt', color: '#fb8c00', version: 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const read = await api.send(contracts.get, { params: { tagId: tag.id } }, { token: admin.token });
    expect(read.data?.name).toBe('Pflichtschulung');
    const deleted = await api.send(
      contracts.delete,
      { params: { tagId: tag.id }, query: { version: 2 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    expect(await names('SHIFT')).toEqual([]);
  });

  it('lets every signed-in person read tags and only masterdata.edit change them', async () => {
    const employee = await createUserAndSignIn(api, admin, 'eva', ['employee']);
    expect(await names('APPOINTMENT', employee.token)).toContain('Arztbesuch');
    const refused = await api.send(
      contracts.create,
      { body: { name: 'Nope', color: '#000000', category: 'APPOINTMENT' } },
      { token: employee.token },
    );
    expect(refused.status).toBe(403);
  });
});

describe('favourites', () => {
  it('are per person and per category; adding twice and removing a non-favourite change nothing', async () => {
    const tag = await create('Favorit');
    const other = await create('Kein Favorit');
    const params = { category: 'TAG' as const, id: tag.id };
    expect((await api.send(favorites.is, { params }, { token: admin.token })).data).toBe(false);
    expect((await api.send(favorites.add, { params }, { token: admin.token })).status).toBe(204);
    expect((await api.send(favorites.add, { params }, { token: admin.token })).status).toBe(204);
    expect((await api.send(favorites.is, { params }, { token: admin.token })).data).toBe(true);
    const ids = await api.send(favorites.list, { params: { category: 'TAG' } }, { token: admin.token });
    expect(ids.data).toEqual([tag.id]);
    const inOther = await api.send(favorites.list, { params: { category: 'QUAL' } }, { token: admin.token });
    expect(inOther.data).toEqual([]);

    const colleague = await createUserAndSignIn(api, admin, 'carla', ['employee']);
    expect((await api.send(favorites.is, { params }, { token: colleague.token })).data).toBe(false);

    const removeOther = await api.send(
      favorites.remove,
      { params: { category: 'TAG', id: other.id } },
      { token: admin.token },
    );
    expect(removeOther.status).toBe(204);
    expect((await api.send(favorites.remove, { params }, { token: admin.token })).status).toBe(204);
    expect((await api.send(favorites.is, { params }, { token: admin.token })).data).toBe(false);
  });

  it('are kept per object container', async () => {
    const containerA = '0b8f1c3e-5a2d-4e6f-9a7b-1c2d3e4f5a6b';
    const containerB = '7e6d5c4b-3a29-4817-a6f5-e4d3c2b1a098';
    const objectId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const added = await api.send(
      favorites.containerAdd,
      { params: { containerId: containerA, id: objectId } },
      { token: admin.token },
    );
    expect(added.status).toBe(204);
    const inA = await api.send(
      favorites.containerList,
      { params: { containerId: containerA } },
      { token: admin.token },
    );
    const inB = await api.send(
      favorites.containerList,
      { params: { containerId: containerB } },
      { token: admin.token },
    );
    expect(inA.data).toEqual([objectId]);
    expect(inB.data).toEqual([]);
    await api.send(
      favorites.containerRemove,
      { params: { containerId: containerA, id: objectId } },
      { token: admin.token },
    );
    const after = await api.send(
      favorites.containerList,
      { params: { containerId: containerA } },
      { token: admin.token },
    );
    expect(after.data).toEqual([]);
  });
});
