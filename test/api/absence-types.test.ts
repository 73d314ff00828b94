/** Absence types (the spec's events): the sign-up's defaults, the edit dialog's bounds, enabled filter, delete when unused. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { TAbsenceType, TAbsenceTypeCreate } from '@app/shared/absence-types/absence-type';
import { absenceTypeContracts as contracts } from '@app/shared/absence-types/absence-types.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;

const training = {
  caption: { de: 'Fortbildung', en: 'Training' },
  shortName: 'FB',
  itemClass: 99 as const,
  category: 'Weiterbildung',
  comment: 'Counts as working time',
  backColor: '#1e88e5',
  account: 'Fortbildung',
  accountNumber: '4711',
  ruleCalcActualHours: 99 as const,
  ruleCalcValue: 7.75,
};

async function create(body: TAbsenceTypeCreate): Promise<TAbsenceType> {
  const answer = await api.send(contracts.create, { body }, { token: admin.token });
  if (!answer.data) throw new Error(`create: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

async function list(enabled: 'true' | 'false' | 'all' = 'all'): Promise<TAbsenceType[]> {
  return (await api.send(contracts.list, { query: { enabled } }, { token: admin.token })).data ?? [];
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'de' });
});

describe('absence types', () => {
  it("starts with the sign-up's five types, sorted by event class, each with its hours rule", async () => {
    const types = await list();
    expect(types.map((type) => [type.itemClass, type.shortName, type.ruleCalcActualHours])).toEqual([
      [1, 'U', 1],
      [2, 'K', 2],
      [3, 'SU', 1],
      [10, 'ÜA', 1],
      [20, 'KA', 0],
    ]);
    expect(types.every((type) => type.enabled)).toBe(true);
  });

  it('creates, reads and names a type with every field of the edit dialog', async () => {
    const created = await create(training);
    expect(created).toMatchObject({ ...training, enabled: true, version: 1 });
    const read = await api.send(
      contracts.get,
      { params: { absenceTypeId: created.id } },
      { token: admin.token },
    );
    expect(read.data).toEqual(created);
    const name = await api.send(
      contracts.name,
      { params: { absenceTypeId: created.id } },
      { token: admin.token, headers: { 'accept-language': 'en' } },
    );
    expect(name.data).toEqual({ id: created.id, name: 'Training' });
    expect((await list()).at(-1)?.id).toBe(created.id);
  });

  it("refuses the dialog's bounds with 400 and stores nothing", async () => {
    const before = (await list()).length;
    const cases = [
      { ...training, caption: { de: '', en: 'Training' } },
      { ...training, caption: { de: 'x'.repeat(51), en: 'Training' } },
      { ...training, shortName: 'TOOLONG' },
      { ...training, itemClass: 4 },
      { ...training, backColor: 'blue' },
      { ...training, accountNumber: '1'.repeat(51) },
      { ...training, ruleCalcValue: null },
      { ...training, ruleCalcValue: 25 },
      { ...training, ruleCalcValue: 7.1 },
    ];
    for (const body of cases) {
      const answer = await api.call('POST', '/api/absence-types', { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await list()).toHaveLength(before);
  });

  it('deactivates a type: the enabled filter hides it, a stale version is 409', async () => {
    const created = await create({
      ...training,
      caption: { de: 'Dienstreise', en: 'Business trip' },
      itemClass: 98,
    });
    const { id: _id, version, ...fields } = created;
    const off = await api.send(
      contracts.update,
      { params: { absenceTypeId: created.id }, body: { ...fields, enabled: false, version } },
      { token: admin.token },
    );
    expect(off.data).toMatchObject({ enabled: false, version: 2 });
    expect((await list('true')).map((type) => type.id)).not.toContain(created.id);
    expect((await list('false')).map((type) => type.id)).toEqual([created.id]);
    expect((await list('all')).map((type) => type.id)).toContain(created.id);

    const stale = await api.send(
      contracts.update,
      { params: { absenceTypeId: created.id }, body: { ...fields, shortName: 'DR', version } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');
  });

  it('keeps the mode 99 value only with mode 99', async () => {
    const created = await create({ ...training, caption: { de: 'Bildungsurlaub', en: 'Educational leave' } });
    const { id: _id, version, ...fields } = created;
    const changed = await api.send(
      contracts.update,
      { params: { absenceTypeId: created.id }, body: { ...fields, ruleCalcActualHours: 1, version } },
      { token: admin.token },
    );
    expect(changed.data).toMatchObject({ ruleCalcActualHours: 1, ruleCalcValue: null });
  });

  it('deletes an unused type with its audit entry, and refuses a type that absences use', async () => {
    const unused = await create({ ...training, caption: { de: 'Probe', en: 'Trial' } });
    const stale = await api.send(
      contracts.delete,
      { params: { absenceTypeId: unused.id }, query: { version: 7 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const deleted = await api.send(
      contracts.delete,
      { params: { absenceTypeId: unused.id }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    const gone = await api.send(
      contracts.get,
      { params: { absenceTypeId: unused.id } },
      { token: admin.token },
    );
    expect(gone.status).toBe(404);
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    expect(audit.data?.items.map((entry) => `${entry.action} ${entry.targetName ?? ''}`)).toContain(
      'absenceType.delete Probe',
    );

    // The absences area counts uses in the type's STATS item; a used type is deactivated instead.
    const used = await create({ ...training, caption: { de: 'Genutzt', en: 'Used' } });
    await withClients(api, ({ dynamodb }) =>
      dynamodb.send(
        new PutItemCommand({
          TableName: api.stack.resources.tables.main,
          Item: {
            pk: { S: `T#${admin.customerNo}#EVENT#${used.id}` },
            sk: { S: 'STATS' },
            type: { S: 'STATS' },
            absenceTypeId: { S: used.id },
            useCount: { N: '3' },
          },
        }),
      ),
    );
    const refused = await api.send(
      contracts.delete,
      { params: { absenceTypeId: used.id }, query: { version: 1 } },
      { token: admin.token, headers: { 'accept-language': 'de' } },
    );
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('ABSENCE_TYPE_IN_USE');
    expect(refused.error?.message).toContain('Deaktivieren');
  });

  it('lets every signed-in person read the types, but only masterdata.edit change them', async () => {
    const employee = await createUserAndSignIn(api, admin, 'erika', ['employee']);
    const read = await api.send(contracts.list, { query: { enabled: 'true' } }, { token: employee.token });
    expect(read.data?.length).toBeGreaterThanOrEqual(5);
    const refused = await api.send(contracts.create, { body: training }, { token: employee.token });
    expect(refused.status).toBe(403);
    const planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
    const allowed = await api.send(
      contracts.create,
      { body: { ...training, caption: { de: 'Schulung', en: 'Course' } } },
      { token: planner.token },
    );
    expect(allowed.status).toBe(201);
  });
});
