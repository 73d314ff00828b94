/**
 * Printing the calendar (issue 12, deliverable 8; `POST /Reports/PrintCalendarCall`): a `print` task through the
 * real queue and worker, whose PDF shows the unit and the range in its header, the people with their shifts and
 * times, in pages by weeks on A4 and on one A3 sheet; who may print which unit; another tenant's unit is not
 * found; bad input is 400.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { printContracts, type TPrintCalendarRequest } from '@app/shared/plan-tools/print.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
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
let station: TUnit;
type Person = { id: string; token: string; version: number };
let anna: Person;
let ben: Person;
let planner: Person;
// 2031-03-03 is a Monday: four whole weeks.
const range = { from: '2031-03-03', to: '2031-03-30' };

beforeAll(async () => {
  admin = await signUpTenant(api);
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  station = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Station Löwenzahn', unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Pflege' } }, { token: admin.token })
  ).data.id;
  const templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'Frühdienst',
            shortName: 'FD',
            resourceId,
            unitId: station.id,
            itemClass: 10,
            begin: '06:15',
            end: '14:45',
            backColor: '#ffe08a',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  for (const [person, unit] of [
    [anna, station],
    [ben, root],
  ] as const) {
    const moved = await api.send(
      userUnitContracts.move,
      { params: { userId: person.id }, body: { unitId: unit.id, version: person.version } },
      { token: admin.token },
    );
    person.version = present(moved.data).version;
  }
  for (const date of ['2031-03-04', '2031-03-25']) {
    const saved = await api.send(
      calendar.save,
      { query: { force: 'true' }, body: { unitId: station.id, date, userId: anna.id, templateId } },
      { token: planner.token },
    );
    expect(saved.data.success, JSON.stringify(saved.data)).toBe(true);
  }
});

/** Asked in German: the sheet's texts are the reader's (umlauts are written with the standard fonts). */
const print = (body: TPrintCalendarRequest, token = planner.token) =>
  api.send(printContracts.printCalendar, { body }, { token, language: 'de' });

/** The PDF of a finished task: its pages and the text each page writes (the strings of its text operators). */
async function pdfOf(taskId: string, token = planner.token) {
  const task = await waitForTask(api, taskId, token);
  expect(task, JSON.stringify(task.log)).toMatchObject({ succeeded: true, hasDownload: true, percent: 100 });
  const download = present((await api.send(taskContracts.download, { params: { taskId } }, { token })).data);
  expect(download.fileName).toBe(`calendar-${range.from}-${range.to}.pdf`);
  const document = await PDFDocument.load(await (await fetch(download.url)).arrayBuffer());
  return {
    pages: document.getPageCount(),
    texts: document.getPages().map(textOf),
    sizes: document.getPages().map((page) => page.getSize()),
  };
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

describe('printing the calendar', () => {
  it('writes the unit, range, people and shift times as a PDF, a page per two weeks on A4 landscape', async () => {
    const started = await print({ calendar: { ...range, unitIds: [station.id] } });
    expect(started.status).toBe(202);
    expect(started.data).toMatchObject({ kind: 'print', running: true });
    const pdf = await pdfOf(started.data.progressId);
    // 28 days on A4 landscape: two weeks a page.
    expect(pdf.pages).toBe(2);
    expect(pdf.sizes[0]?.width).toBeGreaterThan(pdf.sizes[0]?.height ?? Infinity);
    const [first = '', second = ''] = pdf.texts;
    expect(first).toContain('Dienstplan: Station Löwenzahn');
    expect(first).toContain('03.03.2031 bis 30.03.2031');
    expect(first).toContain('User anna');
    expect(first).toContain('06:15–14:45');
    expect(first).toContain('04.03.');
    expect(first).not.toContain('25.03.');
    expect(first).toContain('Seite 1 von 2');
    expect(first).toMatch(/Legende[\s\S]*FD Frühdienst \(06:15–14:45\)/);
    // The second half of the range, with the header again.
    expect(second).toContain('Dienstplan: Station Löwenzahn');
    expect(second).toContain('25.03.');
    expect(second).toContain('Seite 2 von 2');
  });

  it('fits the four weeks on one A3 sheet and leaves out what is not wanted', async () => {
    const started = await print({
      calendar: { ...range, unitIds: [station.id] },
      paper: 'A3',
      include: ['absences'],
    });
    expect(started.status).toBe(202);
    const pdf = await pdfOf(started.data.progressId);
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.sizes[0]?.width ?? 0)).toBe(1191);
    expect(pdf.texts[0]).toContain('User anna');
    expect(pdf.texts[0]).not.toContain('06:15–14:45');
    expect(pdf.texts[0]).not.toContain('Legende');
  });

  it("prints an employee's own unit for them and refuses another unit (403)", async () => {
    const own = await print({ calendar: { ...range, unitIds: [station.id] } }, anna.token);
    expect(own.status).toBe(202);
    // Nothing is published: the employee's print shows the people, not the plan.
    const pdf = await pdfOf(own.data.progressId, anna.token);
    expect(pdf.texts.join('\n')).toContain('User anna');
    expect(pdf.texts.join('\n')).not.toContain('06:15–14:45');
    expect((await print({ calendar: { ...range, unitIds: [station.id] } }, ben.token)).status).toBe(403);
    expect((await print({ calendar: { ...range, userIds: [anna.id] } }, ben.token)).status).toBe(403);
  });

  it("answers 404 for another tenant's unit or person, and starts nothing", async () => {
    const unit = await print({ calendar: { ...range, unitIds: [station.id] } }, stranger.token);
    expect(unit.status).toBe(404);
    const person = await print({ calendar: { ...range, userIds: [anna.id] } }, stranger.token);
    expect(person.status).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const reversed = await print({ calendar: { from: range.to, to: range.from, unitIds: [station.id] } });
    expect(reversed.status).toBe(400);
    const paper = await print({ calendar: { ...range, unitIds: [station.id] }, paper: 'A5' as never });
    expect(paper.status).toBe(400);
    const nothing = await print({ calendar: { ...range } });
    expect(nothing.status).toBe(400);
    const part = await print({ calendar: { ...range, unitIds: [station.id] }, include: ['photos' as never] });
    expect(part.status).toBe(400);
  });
});
