/**
 * Standby (on-call) rules: saved with their duties, listed by name, changed with the version read, deleted; the
 * unit, the resource, the rate and every duty's person must be the tenant's (400 at the field); every change
 * audited; read by everyone, changed by planners.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { rulesContracts as contracts } from '@app/shared/rules/rules.contracts';
import type { TStandbyRuleSave } from '@app/shared/rules/standby';
import { CalendarReadsRepository } from '@app/functions/calendar/calendar-reads.repository';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present, tokenSubject } from '../support/present';
import { trackedPerson } from '../support/time';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { calendarContracts } from '@app/shared/calendar/calendar.contracts';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let employee: { id: string; token: string };
const ids: Record<string, string> = {};

async function post(token: string, path: string, body: unknown): Promise<string> {
  const answer = await api.call('POST', path, { token, body });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return (answer.body as { id: string }).id;
}

function issuePaths(answer: { error?: { details?: unknown } | undefined }) {
  const details = answer.error?.details as { issues?: { path: string; messageKey?: string }[] } | undefined;
  return (details?.issues ?? []).map((issue) => `${issue.path} ${issue.messageKey ?? ''}`.trim());
}

const duty = (userId: string, fromDate: string, toDate: string) => ({
  userId,
  fromDate,
  fromTime: '18:00',
  toDate,
  toTime: '07:00',
});

const save = (body: TStandbyRuleSave, token = admin.token) =>
  api.send(contracts.saveStandbyRule, { body }, { token });

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api), signUpTenant(api)]);
  employee = await createUserAndSignIn(api, admin, 'standby.reader', ['employee']);
  const units = await api.call('GET', '/api/units', { token: admin.token });
  ids.unit = (units.body as { id: string }[])[0]?.id ?? '';
  ids.resource = await post(admin.token, '/api/resources', { caption: 'Notarztwagen' });
  ids.rate = await post(admin.token, '/api/hourly-rates', {
    caption: 'Rufbereitschaft',
    days: 255,
    valueType: 0,
    value: 5,
  });
  ids.strangerResource = await post(stranger.token, '/api/resources', { caption: 'Fremd' });
  const session = await api.call('GET', '/api/session', { token: admin.token });
  ids.admin = (session.body as { currentUserId: string }).currentUserId;
});

describe('standby rules', () => {
  it('are saved with duties, listed by name, read, changed with the version read and deleted, all audited', async () => {
    const created = await save({
      name: 'Rufbereitschaft Wache',
      unitId: ids.unit ?? '',
      resourceId: ids.resource ?? '',
      surcharge: { kind: 'percent', value: 25 },
      rateId: ids.rate ?? '',
      duties: [
        duty(employee.id, '2026-12-04', '2026-12-07'),
        duty(ids.admin ?? '', '2026-12-11', '2026-12-14'),
      ],
    });
    expect(created.status).toBe(200);
    const rule = created.data;
    expect(rule).toMatchObject({
      version: 1,
      resourceId: ids.resource,
      duties: [{ userId: employee.id }, {}],
    });
    await save({ name: 'anlage Haus', unitId: ids.unit ?? '' });

    const list = await api.send(contracts.standbyRules, {}, { token: employee.token });
    expect(list.data?.map((one) => one.name)).toEqual(['anlage Haus', 'Rufbereitschaft Wache']);
    const read = await api.send(
      contracts.standbyRule,
      { params: { id: rule.id } },
      { token: employee.token },
    );
    expect(read.data).toEqual(rule);
    const foreign = await api.send(
      contracts.standbyRule,
      { params: { id: rule.id } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);

    const { updatedAt: _at, ...body } = rule;
    const changed = await save({ ...body, duties: [], surcharge: { kind: 'flat', value: 80 } });
    expect(changed.data).toMatchObject({ version: 2, duties: [], surcharge: { kind: 'flat', value: 80 } });
    expect((await save({ ...body, name: 'Zu spät' })).status).toBe(409);

    // The engine gets them with the catalogue Query every Lambda makes.
    const catalogue = await new CalendarReadsRepository({
      customerNo: admin.customerNo,
      userSub: tokenSubject(admin.token),
      username: admin.username,
    }).catalogue();
    expect(catalogue.standbyRules?.map((one) => one.name).sort()).toEqual([
      'Rufbereitschaft Wache',
      'anlage Haus',
    ]);

    const deleted = await api.send(
      contracts.deleteStandbyRule,
      { params: { id: rule.id } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    expect(
      (await api.send(contracts.standbyRule, { params: { id: rule.id } }, { token: admin.token })).status,
    ).toBe(404);
    expect(
      (await api.send(contracts.deleteStandbyRule, { params: { id: rule.id } }, { token: admin.token }))
        .status,
    ).toBe(404);
    expect((await save({ ...body, version: 2 })).status).toBe(404);

    const audit = await api.send(
      auditContracts.list,
      { query: { search: 'Rufbereitschaft' } },
      { token: admin.token },
    );
    expect(audit.data?.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['standby.create', 'standby.update', 'standby.delete']),
    );
  });

  it("refuse a unit, resource, rate or person that is not the tenant's, at its field, storing nothing", async () => {
    const before = (await api.send(contracts.standbyRules, {}, { token: admin.token })).data?.length;
    const unknown = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
    const cases: [TStandbyRuleSave, string[]][] = [
      [{ name: 'x', unitId: unknown }, ['body.unitId rules.error.unknownUnit']],
      [{ name: 'x', unitId: ids.resource ?? '' }, ['body.unitId rules.error.unknownUnit']],
      [
        { name: 'x', unitId: ids.unit ?? '', resourceId: ids.strangerResource ?? '' },
        ['body.resourceId rules.error.unknownResource'],
      ],
      [
        {
          name: 'x',
          unitId: ids.unit ?? '',
          duties: [duty(employee.id, '2026-12-04', '2026-12-05'), duty(unknown, '2026-12-06', '2026-12-07')],
        },
        ['body.duties.1.userId rules.error.unknownUser'],
      ],
      [{ name: 'x', unitId: ids.unit ?? '', rateId: unknown }, ['body.rateId rules.error.unknownRate']],
      [
        {
          name: 'x',
          unitId: ids.unit ?? '',
          duties: [{ ...duty(employee.id, '2026-12-04', '2026-12-04'), toTime: '17:00' }],
        },
        ['body.duties.0.toDate standby.error.range'],
      ],
      [{ name: ' ', unitId: ids.unit ?? '' }, ['body.name standby.error.nameRequired']],
    ];
    for (const [body, paths] of cases) {
      const answer = await save(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(answer)).toEqual(paths);
    }
    expect((await api.send(contracts.standbyRules, {}, { token: admin.token })).data?.length).toBe(before);
  });

  it('are changed only with calendar.plan', async () => {
    const refused = await save({ name: 'Nope', unitId: ids.unit ?? '' }, employee.token);
    expect(refused.status).toBe(403);
  });
});

describe('a duty on call (issue 30)', () => {
  it("is paid under the rule's rate in the person's month and drawn on their row in the calendar", async () => {
    const nurse = await trackedPerson(api, admin, 'oncall.nurse', '2030-01-01', { unitId: ids.unit });
    const saved = await save({
      name: 'Rufbereitschaft Nacht',
      unitId: ids.unit ?? '',
      rateId: ids.rate ?? null,
      surcharge: { kind: 'percent', value: 5 },
      duties: [duty(nurse.id, '2030-03-08', '2030-03-10')],
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    // Friday 18:00 to Sunday 07:00: 6 + 24 + 7 hours on call, none of them work.
    const month = present(
      (
        await api.send(
          tracking.targetActual,
          { query: { userId: nurse.id, month: '2030-03' } },
          { token: admin.token },
        )
      ).data,
    );
    expect(month.surcharges).toEqual([{ rateId: ids.rate, name: 'Rufbereitschaft', minutes: 37 * 60 }]);
    expect(month.days.find((day) => day.date === '2030-03-09')?.actual).toBe(0);
    const calendar = present(
      (
        await api.send(
          calendarContracts.list,
          { body: { from: '2030-03-04', to: '2030-03-17', unitIds: [ids.unit ?? ''] } },
          { token: admin.token },
        )
      ).data,
    );
    expect(calendar.slots.filter((slot) => slot.clickType === 'ST')).toEqual([
      expect.objectContaining({
        userId: nurse.id,
        date: '2030-03-08',
        endDate: '2030-03-10',
        name: 'Rufbereitschaft Nacht',
      }),
    ]);
  });
});
