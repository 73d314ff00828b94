/**
 * The leave calendar report (issue 11, deliverable 8; `POST reports/leavecalendar/year`): a `report` task through
 * the real queue and worker, whose xlsx lists the unit's people with their absences coloured on the right days,
 * the unit's public holidays and weekends shaded, and the working days absent per type; who may ask for which
 * unit; another tenant's unit is not found.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { leaveCalendarContracts } from '@app/shared/absences/leave-calendar.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { holidayContracts } from '@app/shared/holidays/holidays.contracts';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let ward: TUnit;
let leaveTypeId: string;
let sickTypeId: string;
type Person = { id: string; token: string; version: number };
let anna: Person;
let ben: Person;
let planner: Person;

const leaveFill = 'FF00AA00';
const sickFill = 'FFCC0000';
const holidayFill = 'FFF8CBAD';
const weekendFill = 'FFD9D9D9';

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Ward B', unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  const type = async (caption: string, shortName: string, itemClass: 1 | 2, backColor: string) =>
    present(
      (
        await api.send(
          absenceTypeContracts.create,
          { body: { caption: { de: caption, en: caption }, shortName, itemClass, backColor } },
          { token: admin.token },
        )
      ).data,
    ).id;
  leaveTypeId = await type('Annual leave', 'AL', 1, '#00aa00');
  sickTypeId = await type('Sick', 'SK', 2, '#c00');
  // A public holiday of the tenant's region (Bavaria), kept by hand in a year no import touches.
  const holiday = await api.send(
    holidayContracts.create,
    {
      body: { country: 'DE', region: 'BY', date: '2031-05-20', name: { de: 'Testfeiertag', en: 'Test Day' } },
    },
    { token: admin.token },
  );
  expect(holiday.status).toBe(201);
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  for (const [person, extra] of [
    [anna, [ward.id]],
    [ben, []],
    [planner, []],
  ] as const) {
    const moved = await api.send(
      userUnitContracts.move,
      { params: { userId: person.id }, body: { unitId: root.id, version: person.version } },
      { token: admin.token },
    );
    person.version = present(moved.data).version;
    if (extra.length) {
      const saved = await api.send(
        userUnitContracts.saveExtraUnits,
        { params: { userId: person.id }, body: { unitIds: [...extra], version: person.version } },
        { token: admin.token },
      );
      person.version = present(saved.data).version;
    }
  }
  const absence = async (body: Record<string, unknown>, token = planner.token) => {
    const created = await api.send(
      absences.create,
      { body: { absenceTypeId: leaveTypeId, ...body } as never },
      { token },
    );
    expect(created.status, JSON.stringify(created.error)).toBe(201);
  };
  // 2031-03-03 is a Monday: a whole week, a half day the Monday after, a week with the holiday on its Tuesday.
  await absence({ userId: anna.id, begin: '2031-03-03', end: '2031-03-07' });
  await absence({
    userId: anna.id,
    begin: '2031-03-10',
    end: '2031-03-10',
    beginState: 'half',
    endState: 'half',
  });
  await absence({ userId: anna.id, begin: '2031-05-19', end: '2031-05-23' });
  await absence({ userId: ben.id, absenceTypeId: sickTypeId, begin: '2031-03-04', end: '2031-03-05' });
  // Anna's own request waits for approval: shown, in italics.
  await absence({ userId: anna.id, begin: '2031-06-02', end: '2031-06-03' }, anna.token);
});

const start = (body: { unitId: string; year: number; withSubUnits?: boolean }, token: string) =>
  api.send(leaveCalendarContracts.leaveCalendarYear, { body }, { token });

async function workbookOf(taskId: string, token: string): Promise<ExcelJS.Worksheet> {
  const task = await waitForTask(api, taskId, token);
  expect(task).toMatchObject({ succeeded: true, hasDownload: true, percent: 100 });
  const download = present((await api.send(taskContracts.download, { params: { taskId } }, { token })).data);
  expect(download.fileName).toMatch(/^leave-calendar-.*-2031\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await fetch(download.url)).arrayBuffer());
  return present(workbook.worksheets[0], 'sheet');
}

/** The sheet's layout as a reader finds it: the header row holds the days as dates, names are in column A. */
function reader(sheet: ExcelJS.Worksheet) {
  const header = sheet.getRow(3);
  const columns = new Map<string, number>();
  header.eachCell((cell, column) => {
    if (cell.value instanceof Date) columns.set(cell.value.toISOString().slice(0, 10), column);
    else if (typeof cell.value === 'string') columns.set(cell.value, column);
  });
  const rowOf = (name: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (!found && row.number > 3 && row.getCell(1).value === name) found = row;
    });
    return present(found, name);
  };
  const cell = (name: string, key: string) => rowOf(name).getCell(present(columns.get(key), key));
  const fill = (target: ExcelJS.Cell) =>
    target.fill?.type === 'pattern' ? target.fill.fgColor?.argb : undefined;
  return { columns, rowOf, cell, fill };
}

describe('the leave calendar report', () => {
  it('writes people x days with coloured absences, half days, holidays, weekends and the sums', async () => {
    const started = await start({ unitId: root.id, year: 2031 }, planner.token);
    expect(started.status).toBe(202);
    expect(started.data.name).toBe(`Leave calendar ${root.name} 2031`);
    const sheet = await workbookOf(started.data.progressId, planner.token);
    const { columns, rowOf, cell, fill } = reader(sheet);
    expect(sheet.name).toBe('Leave calendar');
    expect(columns.size).toBeGreaterThanOrEqual(365);

    // Everyone of the unit has a row, in name order, below the admin who signed the company up.
    const rows = ['User anna', 'User ben', 'User paula'].map((name) => rowOf(name).number);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));

    // Anna's leave on the right days in the type's colour and short name; half a day marked.
    expect(cell('User anna', '2031-03-03').value).toBe('AL');
    expect(fill(cell('User anna', '2031-03-03'))).toBe(leaveFill);
    expect(cell('User anna', '2031-03-07').value).toBe('AL');
    expect(cell('User anna', '2031-03-02').value ?? null).toBeNull();
    expect(cell('User anna', '2031-03-10').value).toBe('AL½');
    expect(cell('User anna', '2031-03-11').value ?? null).toBeNull();
    expect(cell('User anna', '2031-06-02').font.italic).toBe(true);
    expect(cell('User anna', '2031-03-03').font.italic ?? false).toBe(false);
    // Ben's sickness in its own colour.
    expect(cell('User ben', '2031-03-04').value).toBe('SK');
    expect(fill(cell('User ben', '2031-03-04'))).toBe(sickFill);

    // The region's public holiday and the weekends are shaded for everyone not away then.
    expect(fill(cell('User ben', '2031-05-20'))).toBe(holidayFill);
    expect(fill(cell('User ben', '2031-03-01'))).toBe(weekendFill);
    expect(fill(cell('User ben', '2031-03-03'))).toBeUndefined();
    // Anna's leave covers the holiday: she is away, but the holiday is no leave day.
    expect(cell('User anna', '2031-05-20').value).toBe('AL');

    // Approved working days per type: 5 + 0.5 + (5 - the holiday); the 2 requested days apart. Ben 2 days sick.
    expect(cell('User anna', 'AL').value).toBe(9.5);
    expect(cell('User anna', 'Total').value).toBe(9.5);
    expect(cell('User anna', 'Requested').value).toBe(2);
    expect(cell('User ben', 'Requested').value ?? null).toBeNull();
    expect(cell('User ben', 'SK').value).toBe(2);
    expect(cell('User ben', 'AL').value ?? null).toBeNull();
    expect(cell('User paula', 'Total').value).toBe(0);

    // The legend names the types, the shading and the holiday.
    const texts: string[] = [];
    sheet.eachRow((row) =>
      row.eachCell((entry) => {
        if (typeof entry.value === 'string') texts.push(entry.value);
      }),
    );
    expect(texts).toEqual(
      expect.arrayContaining(['Legend', 'Annual leave', 'Sick', 'Weekend', 'Public holiday', 'Test Day']),
    );
  });

  it('adds sub-units as groups, in the caller’s language', async () => {
    const started = await api.call('POST', '/api/reports/leave-calendar/year', {
      token: planner.token,
      language: 'de',
      body: { unitId: root.id, year: 2031, withSubUnits: true },
    });
    expect(started.status).toBe(202);
    const sheet = await workbookOf((started.body as { progressId: string }).progressId, planner.token);
    expect(sheet.name).toBe('Urlaubskalender');
    const groups: string[] = [];
    const annaRows: number[] = [];
    sheet.eachRow((row) => {
      const value = row.getCell(1).value;
      if (value === root.name || value === ward.name) groups.push(value);
      if (value === 'User anna') annaRows.push(row.number);
    });
    expect(groups).toEqual([root.name, ward.name]);
    // Anna belongs to both units: a row in each group.
    expect(annaRows).toHaveLength(2);
  });

  it('lets an employee ask only for their own units; another tenant’s unit is not found; bad years are 400', async () => {
    const own = await start({ unitId: root.id, year: 2031 }, ben.token);
    expect(own.status).toBe(202);
    expect((await start({ unitId: ward.id, year: 2031 }, ben.token)).status).toBe(403);
    expect((await start({ unitId: ward.id, year: 2031 }, anna.token)).status).toBe(202);
    expect((await start({ unitId: root.id, year: 2031 }, stranger.token)).status).toBe(404);
    const badYear = await start({ unitId: root.id, year: 1999 }, planner.token);
    expect(badYear.status).toBe(400);
    await waitForTask(api, own.data.progressId, ben.token);
  });
});
