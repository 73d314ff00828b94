/** Per-person planning data: the working-time model, absence calculation overrides and priority lists of units. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts as contracts } from '@app/shared/users/user-planning.contracts';
import { newWorkingTimePeriod, type TWorkingTimeSave } from '@app/shared/users/working-time';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let worker: { id: string; token: string };
let colleague: { id: string; token: string };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = (await api.send(unitContracts.list, {}, { token: admin.token })).data?.[0] as TUnit;
  worker = await createUserAndSignIn(api, admin, 'wt.worker', ['employee']);
  colleague = await createUserAndSignIn(api, admin, 'wt.colleague', ['employee']);
});

const model = (changes: Partial<TWorkingTimeSave> = {}): TWorkingTimeSave => ({
  periods: [newWorkingTimePeriod('2026-01-01')],
  allowShiftInteraction: true,
  allowShiftInteractionRequest: true,
  createShift: false,
  requestedMode: 'AccessableUsers',
  version: 0,
  ...changes,
});

describe('the working-time model', () => {
  const save = (body: TWorkingTimeSave, token = admin.token) =>
    api.send(contracts.saveWorkingTime, { params: { userId: worker.id }, body }, { token });

  it('starts empty, saves periods by day and the shift flags, and refuses a stale version', async () => {
    const empty = await api.send(
      contracts.workingTime,
      { params: { userId: worker.id } },
      { token: admin.token },
    );
    expect(empty.data).toMatchObject({ periods: [], allowShiftInteraction: false, requestedMode: 'Default' });
    const later = { ...newWorkingTimePeriod('2026-07-01'), targetHours: 19.5, workingDays: 2.5 };
    const saved = await save(model({ periods: [later, newWorkingTimePeriod('2026-01-01')] }));
    expect(saved.status).toBe(200);
    const read = await api.send(
      contracts.workingTime,
      { params: { userId: worker.id } },
      { token: admin.token },
    );
    expect(read.data?.periods.map((period) => period.validFrom)).toEqual(['2026-01-01', '2026-07-01']);
    expect(read.data).toMatchObject({
      requestedMode: 'AccessableUsers',
      allowShiftInteraction: true,
      version: 1,
    });
    const stale = await save(model({ version: 0 }));
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');
  });

  it('keeps target hours to 0..80 a week in quarter hours, working days to 0..7, enums to their values', async () => {
    const period = newWorkingTimePeriod('2027-01-01');
    for (const bad of [
      { ...period, targetHours: 80.25 },
      { ...period, targetHours: 37.1 },
      { ...period, targetHours: -0.25 },
      { ...period, workingDays: 8 },
      { ...period, trackingMode: 'Stopwatch' },
      { ...period, sickCalculation: 'Guess' },
    ])
      expect((await save(model({ periods: [bad as typeof period] }))).status).toBe(400);
    const twice = await save(model({ periods: [period, period] }));
    expect(twice.status).toBe(400);
    const month = { ...period, itemClass: 'Month' as const, targetHours: 173.25, workingDays: 21 };
    expect((await save(model({ periods: [month], version: 1 }))).status).toBe(200);
  });

  it('is refused to a person without user.edit, and is 404 for an unknown person', async () => {
    expect((await save(model({ version: 2 }), worker.token)).status).toBe(403);
    const unknown = await api.send(
      contracts.workingTime,
      { params: { userId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e' } },
      { token: admin.token },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('absence calculation overrides', () => {
  const read = () =>
    api.send(contracts.absenceCalculation, { params: { userId: worker.id } }, { token: admin.token });
  const save = (
    overrides: { absenceTypeId: string; mode: number; value: number | null }[],
    version: number,
  ) =>
    api.send(
      contracts.saveAbsenceCalculation,
      // Bounds are the point here: values outside the schema's types are sent on purpose.
      { params: { userId: worker.id }, body: { overrides, version } as never },
      { token: admin.token },
    );

  it('lists every absence type with mode -1, stores overrides, and keeps the value for mode 99 only', async () => {
    const first = await read();
    const [sick, leave] = first.data?.rows ?? [];
    if (!sick || !leave) throw new Error('the sign-up creates absence types');
    expect(first.data?.rows.every((row) => row.mode === -1)).toBe(true);
    const saved = await save(
      [
        { absenceTypeId: sick.absenceTypeId, mode: 99, value: 7.75 },
        { absenceTypeId: leave.absenceTypeId, mode: 2, value: 5 },
      ],
      0,
    );
    expect(saved.status).toBe(200);
    const rows = new Map(saved.data?.rows.map((row) => [row.absenceTypeId, row]));
    expect(rows.get(sick.absenceTypeId)).toMatchObject({ mode: 99, value: 7.75 });
    expect(rows.get(leave.absenceTypeId)).toMatchObject({ mode: 2, value: null });
    expect(saved.data?.version).toBe(1);
    expect((await save([], 0)).status).toBe(409);
  });

  it('refuses values outside 0..24 in quarter steps, unknown modes and unknown absence types', async () => {
    const type = (await read()).data?.rows[0]?.absenceTypeId ?? '';
    for (const [mode, value] of [
      [99, 24.25],
      [99, -0.25],
      [99, 8.1],
      [99, null],
      [4, null],
    ] as const)
      expect((await save([{ absenceTypeId: type, mode, value }], 1)).status).toBe(400);
    const unknown = await save(
      [{ absenceTypeId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', mode: 1, value: null }],
      1,
    );
    expect(unknown.status).toBe(400);
    const denied = await api.send(
      contracts.saveAbsenceCalculation,
      { params: { userId: worker.id }, body: { overrides: [], version: 1 } },
      { token: colleague.token },
    );
    expect(denied.status).toBe(403);
  });
});

describe('priority lists of a unit', () => {
  const save = (userIds: string[], version: number, resourceId?: string, token = admin.token) =>
    api.send(
      contracts.savePriorityList,
      { params: { unitId: root.id }, query: resourceId ? { resourceId } : {}, body: { userIds, version } },
      { token },
    );

  it('keeps one order per unit and one per resource, refuses stale versions, strangers and duplicates', async () => {
    const resourceId = '1c1f7d2e-9b3e-4a4c-8d8f-2e3b4c5d6e71';
    expect((await save([worker.id, colleague.id], 0)).status).toBe(200);
    expect((await save([colleague.id], 0, resourceId)).status).toBe(200);
    const own = await api.send(
      contracts.priorityList,
      { params: { unitId: root.id }, query: {} },
      { token: admin.token },
    );
    expect(own.data).toMatchObject({ userIds: [worker.id, colleague.id], resourceId: null, version: 1 });
    const ofResource = await api.send(
      contracts.priorityList,
      { params: { unitId: root.id }, query: { resourceId } },
      { token: admin.token },
    );
    expect(ofResource.data?.userIds).toEqual([colleague.id]);
    expect((await save([colleague.id, worker.id], 0)).status).toBe(409);
    expect((await save([worker.id, worker.id], 1)).status).toBe(400);
    expect((await save(['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'], 1)).status).toBe(400);
    expect((await save([colleague.id, worker.id], 1, undefined, worker.token)).status).toBe(403);
    expect((await save([colleague.id, worker.id], 1)).data?.userIds).toEqual([colleague.id, worker.id]);
  });
});
