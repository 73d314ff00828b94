/**
 * The record of ArbZG section 16(2) (`POST reports/work-time-record`, a `report` task through the real queue and
 * worker; docs/rules.md "The record of section 16(2)"): per person each weekday worked longer than 8 hours with the
 * part beyond, and every Sunday worked with all of it: from time tracking's valuation for a tracked person, from the
 * plan for the others; the summary per person; who may ask.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { workTimeRecordContracts } from '@app/shared/time-tracking/work-time-record.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let rootId: string;
let planner: { id: string; token: string };
let dora: { id: string; token: string };
let emil: string;
let fritz: string;
const templates = { long: '', day: '' };
// March 2025 is over whenever this runs.
const march = { from: '2025-03-01', to: '2025-03-31' };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  const resourceId = present(
    (await api.send(resourceContracts.create, { body: { caption: 'Ward' } }, { token: admin.token })).data,
  ).id;
  for (const [name, begin, end] of [
    ['long', '06:00', '17:00'],
    ['day', '08:00', '16:00'],
  ] as const) {
    const created = await api.send(
      shiftContracts.create,
      { body: { name, shortName: name.slice(0, 1), resourceId, unitId: rootId, itemClass: 10, begin, end } },
      { token: admin.token },
    );
    templates[name] = present(created.data, JSON.stringify(created.error)).id;
  }
  planner = await createUserAndSignIn(api, admin, 'record.planner', ['planner']);
  dora = await createUserAndSignIn(api, admin, 'dora', ['employee']);
  emil = (await createUserAndSignIn(api, admin, 'emil', ['employee'])).id;
  // Fritz's time is tracked (Calendar mode: the plan is his actual, valued by time tracking).
  fritz = (await createUserAndSignIn(api, admin, 'fritz', ['employee'])).id;
  const model = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: fritz },
      body: {
        periods: [
          {
            validFrom: '2025-01-01',
            itemClass: 'Week',
            targetHours: 40,
            workingDays: 5,
            trackingMode: 'Calendar',
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: false,
        allowShiftInteractionRequest: false,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: admin.token },
  );
  expect(model.status, JSON.stringify(model.error)).toBe(200);
  // Dora: 11 h on Monday 03.03., 8 h on Tuesday, 8 h on Sunday 09.03.; Emil: 8 h on Monday; Fritz 11 h on
  // Wednesday 05.03.
  for (const [userId, date, template] of [
    [dora.id, '2025-03-03', 'long'],
    [dora.id, '2025-03-04', 'day'],
    [dora.id, '2025-03-09', 'day'],
    [emil, '2025-03-03', 'day'],
    [fritz, '2025-03-05', 'long'],
  ] as const) {
    const body: TShiftEntrySave = { unitId: rootId, date, userId, templateId: templates[template] };
    const saved = await api.send(calendar.save, { query: { force: 'true' }, body }, { token: planner.token });
    expect(saved.data, JSON.stringify(saved.error)).toMatchObject({ success: true });
  }
});

/** The rows below a sheet's header (row 4) as records keyed by the header's texts. */
function records(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const header: string[] = [];
  sheet
    .getRow(4)
    .eachCell((cell, column) => (header[column] = typeof cell.value === 'string' ? cell.value : ''));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row) => {
    if (row.number <= 4) return;
    const record: Record<string, unknown> = {};
    row.eachCell((cell, column) => {
      const name = header[column];
      if (name)
        record[name] = cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : cell.value;
    });
    rows.push(record);
  });
  return rows;
}

describe('the record of ArbZG section 16(2)', () => {
  it('lists the long weekday and the Sunday from the plan, with the part beyond 8 hours', async () => {
    const started = await api.send(
      workTimeRecordContracts.workTimeRecord,
      { body: { unitId: rootId, ...march } },
      { token: planner.token },
    );
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    const taskId = present(started.data).progressId;
    const task = await waitForTask(api, taskId, planner.token);
    expect(task, JSON.stringify(task.log)).toMatchObject({ succeeded: true, hasDownload: true });
    expect(task.name).toContain('01.03.2025');
    const download = present(
      (await api.send(taskContracts.download, { params: { taskId } }, { token: planner.token })).data,
    );
    expect(download.fileName).toMatch(/^work-time-record-.*-2025-03-01-2025-03-31\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(download.url)).arrayBuffer());

    const [sheet, summary] = workbook.worksheets;
    expect(sheet?.getCell(1, 1).value).toMatch(
      /^Working time record \(ArbZG section 16\(2\)\): .*, 01\.03\.2025 to 31\.03\.2025$/,
    );
    expect(sheet?.getCell(5, 2).numFmt).toBe('dd.mm.yyyy');
    expect(records(present(sheet))).toEqual([
      {
        Person: 'User dora',
        Date: '2025-03-03',
        Weekday: 'Mon',
        Day: 'Weekday',
        'Worked (h:mm)': '11:00',
        'Beyond 8 h (h:mm)': '3:00',
        Source: 'Plan',
      },
      {
        Person: 'User dora',
        Date: '2025-03-09',
        Weekday: 'Sun',
        Day: 'Sunday',
        'Worked (h:mm)': '8:00',
        'Beyond 8 h (h:mm)': '8:00',
        Source: 'Plan',
      },
      {
        Person: 'User fritz',
        Date: '2025-03-05',
        Weekday: 'Wed',
        Day: 'Weekday',
        'Worked (h:mm)': '11:00',
        'Beyond 8 h (h:mm)': '3:00',
        Source: 'Time tracking',
      },
    ]);
    const perPerson = records(present(summary));
    expect(perPerson).toEqual(
      expect.arrayContaining([
        { Person: 'User dora', Days: 2, 'Beyond 8 h (h:mm)': '11:00' },
        { Person: 'User emil', Days: 0, 'Beyond 8 h (h:mm)': '0:00' },
      ]),
    );
  });

  it('records chosen members only; a person outside the unit is 400, an employee 403, a stranger 404', async () => {
    const chosen = await api.send(
      workTimeRecordContracts.workTimeRecord,
      { body: { unitId: rootId, userIds: [emil], ...march } },
      { token: planner.token },
    );
    expect(chosen.status).toBe(202);
    const task = await waitForTask(api, present(chosen.data).progressId, planner.token);
    expect(task.log.map((line) => line.message).join(' ')).toContain('Days: 0, people: 1');

    const strangerUnit = present(
      (await api.send(unitContracts.list, {}, { token: stranger.token })).data[0],
    ).id;
    const outside = await api.send(
      workTimeRecordContracts.workTimeRecord,
      { body: { unitId: rootId, userIds: [emil, strangerUnit], ...march } },
      { token: planner.token },
    );
    expect(outside.status).toBe(400);
    expect(JSON.stringify(outside.error?.details)).toContain('body.userIds.1');
    expect(
      (
        await api.send(
          workTimeRecordContracts.workTimeRecord,
          { body: { unitId: rootId, ...march } },
          { token: dora.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.send(
          workTimeRecordContracts.workTimeRecord,
          { body: { unitId: strangerUnit, ...march } },
          { token: planner.token },
        )
      ).status,
    ).toBe(404);
  });
});
