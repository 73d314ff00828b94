/**
 * The unit settings of absences (issue 11, deliverable 2 and 7): `absences.approval` is saved only in the shape
 * of the approval routing, `absences.maxAbsentPerDay` only as a count; a bad value is 400 at `body.value` and
 * changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { unitContracts } from '@app/shared/units/units.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import type { TUnitSetting } from '@app/shared/units/unit';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let unitId: string;
const approverId = '0b6f0c43-6f7e-4c1e-9a51-8f2d1c3b4a5e';

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  unitId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
});

const save = (kind: TUnitSetting['kind'], key: string, value: TUnitSetting['value'], version = 0) =>
  api.send(
    unitDataContracts.saveSetting,
    { params: { unitId, kind, key }, body: { value, version } },
    { token: admin.token },
  );
const settings = async () =>
  present((await api.send(unitDataContracts.settings, { params: { unitId } }, { token: admin.token })).data);

describe('absence settings of a unit', () => {
  it('saves a valid approval routing and refuses one that is not, naming the field', async () => {
    const routing = {
      routes: [{ eventClasses: [1, 3], firstApproverIds: [approverId], secondApproverIds: [] }],
    };
    const saved = await save('obj', 'absences.approval', routing);
    expect(saved.status).toBe(200);

    const badId = await save(
      'obj',
      'absences.approval',
      { routes: [{ eventClasses: [1], firstApproverIds: ['not-a-user'] }] },
      1,
    );
    expect(badId.status).toBe(400);
    expect(badId.error?.details).toMatchObject({
      issues: [
        { path: 'body.value.routes.0.firstApproverIds.0', messageKey: 'absences.error.approvalRouting' },
      ],
    });
    // Unknown fields and the wrong kind are refused as well.
    expect((await save('obj', 'absences.approval', { routes: [], extra: true }, 1)).status).toBe(400);
    expect((await save('text', 'absences.approval', 'everyone', 1)).status).toBe(400);
    // Nothing changed.
    const stored = (await settings()).find((setting) => setting.key === 'absences.approval');
    expect(stored).toMatchObject({ kind: 'obj', value: routing, version: 1 });
  });

  it('keeps the maximum of people absent per day a whole number from 0', async () => {
    expect((await save('int', 'absences.maxAbsentPerDay', 3)).status).toBe(200);
    const negative = await save('int', 'absences.maxAbsentPerDay', -1, 1);
    expect(negative.status).toBe(400);
    expect(negative.error?.details).toMatchObject({
      issues: [{ path: 'body.value', messageKey: 'absences.error.maxAbsentPerDay' }],
    });
    expect((await save('text', 'absences.maxAbsentPerDay', '3', 1)).status).toBe(400);
    const stored = (await settings()).find((setting) => setting.key === 'absences.maxAbsentPerDay');
    expect(stored).toMatchObject({ value: 3, version: 1 });
    // Other keys keep their free shape.
    expect((await save('obj', 'harness.anything', { any: ['shape'] })).status).toBe(200);
  });
});
