/** Shift templates and cycles: the edit dialog's bounds, class 99, DST hours, deactivate-versus-delete, cycles. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { TShiftTemplate, TShiftTemplateCreate } from '@app/shared/shifts/shift-template';
import { shiftContracts as contracts } from '@app/shared/shifts/shifts.contracts';
import { shiftCycleContracts as cycles } from '@app/shared/shifts/shift-cycles.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { qualificationContracts as qualifications } from '@app/shared/qualifications/qualifications.contracts';
import { signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let resourceId: string;

async function create(body: Omit<TShiftTemplateCreate, 'resourceId'>): Promise<TShiftTemplate> {
  const answer = await api.send(contracts.create, { body: { resourceId, ...body } }, { token: admin.token });
  if (!answer.data) throw new Error(`create ${body.name}: ${answer.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

const night = {
  name: 'Nachtdienst',
  shortName: 'N',
  itemClass: 30 as const,
  begin: '22:00',
  end: '06:00',
  pause1: { mode: 1 as const, begin: '02:00', end: '02:30' },
};

beforeAll(async () => {
  // Berlin is the sign-up's default zone: the clock changes of 2026 are on 29 March and 25 October.
  admin = await signUpTenant(api, { language: 'en' });
  const resource = await api.send(
    resourceContracts.create,
    { body: { caption: 'Pflege' } },
    { token: admin.token },
  );
  resourceId = resource.data.id;
});

describe('shift templates', () => {
  it('saves a night shift with a pause and counts its hours, an hour less or more over the clock changes', async () => {
    const template = await create(night);
    expect(template).toMatchObject({
      itemClass: 30,
      begin: '22:00',
      end: '06:00',
      minutes: 450,
      enabled: true,
    });
    const hours = (date: string) =>
      api.send(
        contracts.hours,
        { params: { templateId: template.id }, query: { date } },
        { token: admin.token },
      );
    expect((await hours('2026-03-20')).data?.minutes).toBe(450);
    expect((await hours('2026-03-28')).data?.minutes).toBe(390);
    expect((await hours('2026-10-24')).data?.minutes).toBe(510);
  });

  it('hides times and pauses of class 99 (free): they are stored as none and count nothing', async () => {
    const free = await create({ ...night, name: 'Frei', shortName: 'X', itemClass: 99 });
    expect(free).toMatchObject({ begin: null, end: null, minutes: 0, pause1: { mode: 0, begin: null } });
  });

  it('refuses missing times, a pause outside the shift, an unknown resource and a 51-character name', async () => {
    const send = (body: Record<string, unknown>) =>
      api.send(
        contracts.create,
        { body: { resourceId, ...night, ...body } },
        {
          token: admin.token,
        },
      );
    const cases: [Record<string, unknown>, string][] = [
      [{ begin: null }, 'body.begin'],
      [{ pause1: { mode: 1, begin: '21:00', end: '21:30' } }, 'body.pause1.end'],
      [{ name: 'x'.repeat(51) }, 'body.name'],
      [{ end: '24:00' }, 'body.end'],
      [{ resourceId: '6c2f1a8e-1b7d-4d2a-9a51-0f3e4c5b6a7d' }, 'body.resourceId'],
    ];
    for (const [body, path] of cases) {
      const answer = await send(body);
      expect(answer.status, path).toBe(400);
      expect(JSON.stringify(answer.error?.details), path).toContain(path);
    }
    const german = await api.send(
      contracts.create,
      { body: { resourceId, ...night, pause1: { mode: 1, begin: '21:00', end: '21:30' } } },
      { token: admin.token, headers: { 'accept-language': 'de' } },
    );
    expect(JSON.stringify(german.error?.details)).toContain('innerhalb der Schicht');
  });

  it('edits, copies, filters and deletes when unused; deactivates when in the plan or in a cycle', async () => {
    const early = await create({
      name: 'Frühdienst',
      shortName: 'F',
      itemClass: 10,
      begin: '06:00',
      end: '14:00',
    });
    const edited = await api.send(
      contracts.update,
      {
        params: { templateId: early.id },
        body: {
          resourceId,
          name: 'Frühdienst',
          shortName: 'F',
          itemClass: 10,
          begin: '06:30',
          end: '14:30',
          version: 1,
        },
      },
      { token: admin.token },
    );
    expect(edited.data).toMatchObject({ begin: '06:30', minutes: 480, version: 2 });
    const loaded = await api.send(
      contracts.get,
      { params: { templateId: early.id } },
      { token: admin.token },
    );
    // The copy dialog saves the loaded fields as a new template.
    const { id, minutes, version, ...fields } = loaded.data;
    expect([id, minutes, version]).toEqual([early.id, 480, 2]);
    const copy = await create({ ...fields, name: 'Frühdienst (Kopie)' });
    expect(copy.begin).toBe('06:30');
    const list = await api.send(
      contracts.list,
      { body: { hideFree: true, search: 'früh' } },
      { token: admin.token },
    );
    expect(list.data?.map((template) => template.name)).toEqual(['Frühdienst', 'Frühdienst (Kopie)']);

    const removed = await api.send(
      contracts.delete,
      { params: { templateId: copy.id }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(removed.data).toEqual({ outcome: 'deleted' });

    await withClients(api, ({ dynamodb }) =>
      dynamodb.send(
        new PutItemCommand({
          TableName: api.stack.resources.tables.main,
          Item: {
            pk: { S: `T#${admin.customerNo}#SHIFTTPL#${early.id}` },
            sk: { S: 'STATS' },
            type: { S: 'STATS' },
            templateId: { S: early.id },
            planCount: { N: '4' },
          },
        }),
      ),
    );
    const stats = await api.send(
      contracts.statistics,
      { params: { templateId: early.id } },
      { token: admin.token },
    );
    expect(stats.data).toEqual({ id: early.id, planCount: 4 });
    const kept = await api.send(
      contracts.delete,
      { params: { templateId: early.id }, query: { version: 2 } },
      { token: admin.token },
    );
    expect(kept.data).toEqual({ outcome: 'deactivated' });
    const enabled = await api.send(contracts.list, { body: { enabled: true } }, { token: admin.token });
    expect(enabled.data?.map((template) => template.name)).not.toContain('Frühdienst');
  });
});

describe('required qualifications of a shift template', () => {
  it('keeps the qualifications a shift requires, refuses unknown ones and drops a deleted one', async () => {
    const qualification = async (name: string) => {
      const answer = await api.send(qualifications.create, { body: { name } }, { token: admin.token });
      if (!answer.data) throw new Error(`qualification ${name}: ${answer.status}`);
      return answer.data;
    };
    const nurse = await qualification('Examinierte Pflegekraft');
    const firstAid = await qualification('Ersthelfer');
    const template = await create({
      ...night,
      name: 'Nacht mit Fachkraft',
      requiredQualificationIds: [nurse.id, firstAid.id],
    });
    expect(template.requiredQualificationIds).toEqual([nurse.id, firstAid.id]);
    const unknownId = '5b0e7c1a-3d2f-4e8a-9b61-7c4d2e1f0a93';
    const unknown = await api.send(
      contracts.create,
      { body: { resourceId, ...night, requiredQualificationIds: [nurse.id, unknownId] } },
      { token: admin.token },
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.error?.details)).toContain('body.requiredQualificationIds.1');
    const twice = await api.send(
      contracts.create,
      { body: { resourceId, ...night, requiredQualificationIds: [nurse.id, nurse.id] } },
      { token: admin.token },
    );
    expect(twice.status).toBe(400);

    // A qualification deleted since is dropped when the template is saved again, not refused.
    await api.send(
      qualifications.delete,
      { params: { qualificationId: firstAid.id }, query: { version: 1 } },
      { token: admin.token },
    );
    const saved = await api.send(
      contracts.update,
      {
        params: { templateId: template.id },
        body: {
          resourceId,
          ...night,
          name: template.name,
          requiredQualificationIds: [nurse.id, firstAid.id],
          version: 1,
        },
      },
      { token: admin.token },
    );
    expect(saved.data?.requiredQualificationIds).toEqual([nurse.id]);
    const loaded = await api.send(
      contracts.get,
      { params: { templateId: template.id } },
      { token: admin.token },
    );
    expect(loaded.data?.requiredQualificationIds).toEqual([nurse.id]);
    const none = await create({ ...night, name: 'Nacht ohne Vorgabe' });
    expect(none.requiredQualificationIds).toEqual([]);
  });
});

describe('shift cycles', () => {
  it('keeps a two-week rotation, copies and deletes it; its templates are deactivated, not deleted', async () => {
    const late = await create({
      name: 'Spätdienst',
      shortName: 'S',
      itemClass: 20,
      begin: '14:00',
      end: '22:00',
    });
    const slots = [1, 2, 3, 8, 9, 10].map((day) => ({ day, shiftTemplateId: late.id }));
    const created = await api.send(
      cycles.createCycle,
      { body: { name: 'Zwei Wochen', period: 'weeks', length: 2, slots } },
      { token: admin.token },
    );
    expect(created.data).toMatchObject({ name: 'Zwei Wochen', length: 2, version: 1 });
    const cycleId = created.data.id;
    const copy = await api.send(
      cycles.createCycle,
      { body: { name: 'Zwei Wochen (Kopie)', period: 'weeks', length: 2, slots: created.data.slots } },
      { token: admin.token },
    );
    expect(copy.data.slots).toHaveLength(6);
    const all = await api.send(cycles.cycles, {}, { token: admin.token });
    expect(all.data?.map((cycle) => cycle.name)).toEqual(['Zwei Wochen', 'Zwei Wochen (Kopie)']);

    const outside = await api.send(
      cycles.updateCycle,
      {
        params: { cycleId },
        body: {
          name: 'Zwei Wochen',
          period: 'weeks',
          length: 2,
          slots: [{ day: 15, shiftTemplateId: late.id }],
          version: 1,
        },
      },
      { token: admin.token },
    );
    expect(outside.status).toBe(400);
    const unknown = await api.send(
      cycles.createCycle,
      {
        body: {
          name: 'Unbekannt',
          period: 'days',
          length: 3,
          slots: [{ day: 1, shiftTemplateId: '6c2f1a8e-1b7d-4d2a-9a51-0f3e4c5b6a7d' }],
        },
      },
      { token: admin.token },
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.error?.details)).toContain('body.slots.0.shiftTemplateId');

    const inCycle = await api.send(
      contracts.delete,
      { params: { templateId: late.id }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(inCycle.data).toEqual({ outcome: 'deactivated' });

    const stale = await api.send(
      cycles.deleteCycle,
      { params: { cycleId }, query: { version: 2 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const deleted = await api.send(
      cycles.deleteCycle,
      { params: { cycleId }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    const gone = await api.send(cycles.cycle, { params: { cycleId } }, { token: admin.token });
    expect(gone.status).toBe(404);
  });
});
