/**
 * Need to know in the calendar (issue 25 item 5; docs/security.md "Need to know"): a shift that is not published
 * is seen only by those who may plan its unit (`calendar.plan` and responsible for it), on every path: the
 * calendar, an entry by id (404 like a missing one), the person's quick info and tooltip, the resource's quick
 * info, the printed calendar (and the Excel export, which the web builds from the calendar's answer). An
 * employee sees their own hours but not a colleague's, and a colleague's sick day as "Absent" without its type;
 * a planner responsible for the unit sees everything.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { pickerContracts as picker } from '@app/shared/calendar/picker.contracts';
import { publishContracts as publish } from '@app/shared/calendar/publish.contracts';
import { printContracts } from '@app/shared/plan-tools/print.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let wardA: TUnit;
let wardB: TUnit;
type Person = { id: string; token: string; version: number };
let anna: Person;
let ben: Person;
let carl: Person;
let paula: Person;
let sickTypeId: string;
let resourceId: string;

// 2031-05-05 is a Monday. Both wards are published up to the Tuesday: Wednesday's shifts are not.
const week = { from: '2031-05-05', to: '2031-05-11' };
const published = '2031-05-06';
const day = { shown: '2031-05-05', hidden: '2031-05-07', sick: '2031-05-09' };
// The shown shift is early (06:00–14:00), the hidden one late (14:00–22:00): the print tells them apart.
const entries: Record<string, string> = {};

async function place(person: Person, unitId: string) {
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: person.id }, body: { unitId, version: person.version } },
    { token: admin.token },
  );
  person.version = present(moved.data).version;
}

async function workingTime(person: Person) {
  const saved = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: person.id },
      body: {
        periods: [
          {
            validFrom: '2031-01-01',
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
  expect(saved.status).toBe(200);
}

async function template(name: string, unitId: string, begin: string, end: string) {
  const created = await api.send(
    shiftContracts.create,
    { body: { name, shortName: name.slice(0, 2), resourceId, unitId, itemClass: 10, begin, end } },
    { token: admin.token },
  );
  return present(created.data).id;
}

async function plan(unitId: string, userId: string, date: string, templateId: string) {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId, date, userId, templateId } },
    { token: admin.token },
  );
  expect(saved.data.success, JSON.stringify(saved.data)).toBe(true);
  const id = present(saved.data.result?.id, 'entry id');
  entries[`${userId}:${date}`] = id;
  return id;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const unit = async (name: string) =>
    present(
      (
        await api.send(
          unitContracts.create,
          { body: { name, unitType: 0, parentId: root.id } },
          { token: admin.token },
        )
      ).data,
    );
  wardA = await unit('Ward A');
  wardB = await unit('Ward B');
  resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  sickTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        {
          body: {
            caption: { de: 'Krank', en: 'Sick' },
            shortName: 'SK',
            itemClass: 2,
            backColor: '#ff0000',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  carl = await createUserAndSignIn(api, admin, 'carl', ['employee']);
  paula = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  await place(anna, wardA.id);
  await place(ben, wardA.id);
  await place(carl, wardB.id);
  // Paula works in Ward B and plans Ward A only: in Ward B she is a colleague like any other.
  await place(paula, wardB.id);
  const responsible = await api.send(
    userContracts.saveResponsibleUnits,
    { params: { userId: paula.id }, body: { all: false, unitIds: [wardA.id], version: paula.version } },
    { token: admin.token },
  );
  expect(responsible.status, JSON.stringify(responsible.error)).toBe(200);
  paula.version = present(responsible.data).version;
  for (const person of [anna, ben]) await workingTime(person);

  for (const [ward, person] of [
    [wardA, ben],
    [wardB, carl],
  ] as const) {
    const early = await template(`Early ${ward.name}`, ward.id, '06:00', '14:00');
    const late = await template(`Late ${ward.name}`, ward.id, '14:00', '22:00');
    await plan(ward.id, person.id, day.shown, early);
    await plan(ward.id, person.id, day.hidden, late);
    const done = await api.send(
      publish.publish,
      { body: { groupId: ward.id, publishTo: published } },
      { token: admin.token },
    );
    expect(done.status).toBe(200);
  }
  await plan(wardA.id, anna.id, day.shown, await template('Mid Ward A', wardA.id, '08:00', '16:00'));

  const sick = await api.send(
    absences.create,
    {
      body: {
        userId: ben.id,
        absenceTypeId: sickTypeId,
        begin: day.sick,
        end: day.sick,
        notes: 'flu',
        state: 3,
      },
    },
    { token: admin.token },
  );
  expect(sick.status, JSON.stringify(sick.error)).toBe(201);
});

const list = async (unitId: string, token: string): Promise<TCalendarData> => {
  const answer = await api.send(calendar.list, { body: { ...week, unitIds: [unitId] } }, { token });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data;
};
const shiftDays = (data: TCalendarData, userId: string) =>
  data.slots
    .filter((slot) => slot.clickType === 'SH' && slot.id !== null && slot.userId === userId)
    .map((slot) => slot.date)
    .sort();
const rowOf = (data: TCalendarData, userId: string) => {
  const row = data.rows.find((candidate) => candidate.kind === 'U' && candidate.userId === userId);
  if (row?.kind !== 'U') throw new Error(`no row of ${userId}`);
  return row;
};
const entry = (entryId: string, token: string) =>
  api.send(calendar.entry, { params: { entryId } }, { token });
const quickInfo = (userId: string, date: string, token: string) =>
  api.send(picker.userQuickInfo, { body: { userId, date } }, { token });
const tooltip = (userId: string, date: string, token: string) =>
  api.send(picker.userToolTip, { body: { userId, date } }, { token });
const idOf = (person: Person, date: string) => present(entries[`${person.id}:${date}`], 'entry');

describe('unpublished shifts', () => {
  it('are not found by id for an employee (404 like a missing entry); published ones are', async () => {
    expect((await entry(idOf(ben, day.shown), anna.token)).status).toBe(200);
    const hidden = await entry(idOf(ben, day.hidden), anna.token);
    expect(hidden.status).toBe(404);
    // The same answer as for an entry that does not exist.
    const missing = await entry(idOf(ben, day.hidden).replace(/[0-9a-f]{4}$/, '0000'), anna.token);
    expect(missing.status).toBe(404);
    expect(hidden.error?.code).toBe(missing.error?.code);
    // Also a planner of another unit does not get Ward B's unpublished shift; its own planner does.
    expect((await entry(idOf(carl, day.hidden), paula.token)).status).toBe(404);
    expect((await entry(idOf(carl, day.shown), paula.token)).status).toBe(200);
    expect((await entry(idOf(ben, day.hidden), paula.token)).status).toBe(200);
  });

  it("do not show in a colleague's quick info, tooltip or the resource's quick info", async () => {
    for (const ask of [quickInfo, tooltip]) {
      const hidden = await ask(ben.id, day.hidden, anna.token);
      expect(hidden.status).toBe(200);
      expect(hidden.data.items).toEqual([]);
      expect(hidden.data.state).not.toMatch(/OnShift|OnDuty/);
      const shown = await ask(ben.id, day.shown, anna.token);
      expect(shown.data.items.map((item) => item.begin)).toEqual(['06:00']);
      // The planner of the ward sees the unpublished shift.
      const planned = await ask(ben.id, day.hidden, paula.token);
      expect(planned.data.items.map((item) => item.begin)).toEqual(['14:00']);
    }
    const resource = (date: string, token: string) =>
      api.send(picker.resourceQuickInfo, { body: { resourceId, unitId: wardA.id, date } }, { token });
    expect((await resource(day.hidden, anna.token)).data.items).toEqual([]);
    expect((await resource(day.hidden, paula.token)).data.items.map((item) => item.begin)).toEqual(['14:00']);
  });

  it('are left out of the calendar and the print of a planner working in a unit they do not plan', async () => {
    expect(shiftDays(await list(wardB.id, paula.token), carl.id)).toEqual([day.shown]);
    expect(shiftDays(await list(wardB.id, admin.token), carl.id)).toEqual([day.shown, day.hidden]);
    expect(shiftDays(await list(wardA.id, paula.token), ben.id)).toEqual([day.shown, day.hidden]);
    expect(shiftDays(await list(wardA.id, anna.token), ben.id)).toEqual([day.shown]);

    const printed = async (unitId: string, token: string) => {
      const started = await api.send(
        printContracts.printCalendar,
        { body: { calendar: { ...week, unitIds: [unitId] } } },
        { token, language: 'en' },
      );
      expect(started.status, JSON.stringify(started.error)).toBe(202);
      return pdfText(started.data.progressId, token);
    };
    const ofB = await printed(wardB.id, paula.token);
    expect(ofB).toContain('User carl');
    expect(ofB).toContain('06:00–14:00');
    expect(ofB).not.toContain('14:00–22:00');
    // The employee's print of their ward: the published shifts only; the responsible planner's: all.
    const ofA = await printed(wardA.id, anna.token);
    expect(ofA).toContain('06:00–14:00');
    expect(ofA).not.toContain('14:00–22:00');
    expect(await printed(wardA.id, paula.token)).toContain('14:00–22:00');
  });
});

describe("colleagues' hours and absences", () => {
  it("shows an employee their own hours balance, not a colleague's; the ward's planner sees both", async () => {
    const seen = await list(wardA.id, anna.token);
    expect(rowOf(seen, anna.id)).toMatchObject({ minutesPlanned: 480, minutesRemaining: 40 * 60 - 480 });
    const colleague = rowOf(seen, ben.id);
    expect(colleague).not.toHaveProperty('minutesRemaining');
    expect(colleague).not.toHaveProperty('minutesPlanned');

    const planned = await list(wardA.id, paula.token);
    expect(rowOf(planned, ben.id)).toMatchObject({
      minutesPlanned: 2 * 480,
      minutesRemaining: 40 * 60 - 2 * 480,
    });
    // A planner of another ward does not see Ward B's people's hours either.
    const other = rowOf(await list(wardB.id, paula.token), carl.id);
    expect(other).not.toHaveProperty('minutesRemaining');

    // The quick info and the tooltip: no hours of a colleague, one's own.
    for (const ask of [quickInfo, tooltip]) {
      const info = (await ask(ben.id, day.shown, anna.token)).data;
      expect(info).not.toHaveProperty('minutesPlanned');
      expect(info.lines.map((line) => line.label)).not.toContain('Still to plan (target minus planned)');
      const own = (await ask(anna.id, day.shown, anna.token)).data;
      expect(own.minutesPlanned).toBe(480);
      expect(own.lines.map((line) => line.label)).toContain('Still to plan (target minus planned)');
    }
  });

  it("shows a colleague's sick day as absent, without its type; the person and the ward's planner see it", async () => {
    const absenceOf = (data: TCalendarData) =>
      present(data.slots.find((slot) => slot.clickType === 'AP' && slot.userId === ben.id));
    const seen = absenceOf(await list(wardA.id, anna.token));
    expect(seen).toMatchObject({ date: day.sick, eventId: null, name: 'Absent', shortName: '', notes: '' });
    expect(seen.backColor).not.toBe('#ff0000');
    expect(JSON.stringify(seen)).not.toMatch(/Sick|SK|flu/);
    const info = (await quickInfo(ben.id, day.sick, anna.token)).data;
    expect(info.state).toBe('Away');
    expect(info.items.map((item) => item.name)).toEqual(['Absent']);
    expect(JSON.stringify(info)).not.toContain('Sick');

    for (const token of [ben.token, paula.token, admin.token]) {
      expect(absenceOf(await list(wardA.id, token))).toMatchObject({
        eventId: sickTypeId,
        name: 'Sick',
        backColor: '#ff0000',
      });
      expect((await quickInfo(ben.id, day.sick, token)).data.items.map((item) => item.name)).toEqual([
        'Sick',
      ]);
    }
  });
});

/** The text a finished print task's PDF writes (the strings of its text operators), all pages. */
async function pdfText(taskId: string, token: string): Promise<string> {
  const task = await waitForTask(api, taskId, token);
  expect(task, JSON.stringify(task.log)).toMatchObject({ succeeded: true, hasDownload: true });
  const download = present((await api.send(taskContracts.download, { params: { taskId } }, { token })).data);
  const document = await PDFDocument.load(await (await fetch(download.url)).arrayBuffer());
  return document.getPages().map(textOf).join('\n');
}

/** WinAnsi bytes as text: Latin-1, but for the typographic characters in 0x80 to 0x9f that the sheet uses. */
const winAnsiExtras: Record<number, string> = { 0x96: '–', 0x85: '…' };

function textOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
    const source = Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const bytes = Buffer.from(match[1] ?? '', 'hex');
      lines.push([...bytes].map((byte) => winAnsiExtras[byte] ?? String.fromCharCode(byte)).join(''));
    }
  }
  return lines.join('\n');
}
