/**
 * The target/actual report (issue 14; `POST /Reports/PrintTargetActualCall`): a person's month as an Excel
 * workbook (`report` worker) and as a PDF (`print` worker) through the real queues, with the figures the page
 * shows; a unit's members; who may report whom; another tenant's people are not found; bad input is 400.
 */
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import {
  targetActualReportContracts as reports,
  type TTargetActualReportRequest,
} from '@app/shared/time-tracking/target-actual-report.contracts';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
type Person = TrackedPerson;
let admin: TestTenant;
let stranger: TestTenant;
let emma: Person;
let ben: Person;
let rootId: string;

const person = (name: string) => trackedPerson(api, admin, `${name}${suffix}`, '2019-02-01');

const report = (body: TTargetActualReportRequest, token = admin.token) =>
  api.send(reports.targetActualReport, { body }, { token, language: 'de' });

async function fileOf(taskId: string, token = admin.token) {
  const task = await waitForTask(api, taskId, token);
  expect(task, JSON.stringify(task.log)).toMatchObject({ succeeded: true, hasDownload: true });
  const download = present((await api.send(taskContracts.download, { params: { taskId } }, { token })).data);
  return { fileName: download.fileName, body: await (await fetch(download.url)).arrayBuffer() };
}

/** The strings a PDF page writes (its text operators), WinAnsi read as Latin-1. */
function textOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
    const source = Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(
      // The report writes only texts (figures as `h:mm`): anything else is shown as its type.
      Array.from(row.values as unknown[])
        .slice(1)
        .map((value) => (typeof value === 'string' ? value : value == null ? '' : typeof value)),
    ),
  );
  return rows;
};

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api), signUpTenant(api)]);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  // Tracked from 1 February 2019: 40 hours over Monday to Friday.
  emma = await person('emma');
  ben = await person('ben');
  const booked = await api.send(
    time.saveBooking,
    { body: { userId: emma.id, day: '2019-02-04', begin: '08:00', end: '17:00', pauses: [] } },
    { token: admin.token },
  );
  expect(booked.status).toBe(200);
});

describe('the target/actual report', () => {
  it("writes a person's month as a workbook with the page's figures", async () => {
    const started = await report({ userIds: [emma.id], month: '2019-02', format: 'xlsx' });
    expect(started.status).toBe(202);
    expect(started.data).toMatchObject({ kind: 'report', running: true });
    const file = await fileOf(started.data.progressId);
    expect(file.fileName).toBe(`target-actual-User-emma${suffix}-2019-02.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([`User emma${suffix}`]);
    const rows = rowsOf(present(workbook.worksheets[0]));
    expect(rows[0]?.[0]).toBe(`Soll/Ist User emma${suffix} 02/2019`);
    // 20 working days of 480: 540 worked on the 4th, nothing on the other 19.
    expect(rows).toContainEqual(['Soll', '', '160:00']);
    expect(rows).toContainEqual(['Ist', '', '9:00']);
    expect(rows).toContainEqual(['Saldo Monatsende (Zeitkonto)', '', '-151:00']);
    const monday = rows.find((row) => row[1] === '04.02.2019');
    expect(monday).toEqual([
      'Mo',
      '04.02.2019',
      '',
      '08:00-17:00',
      '',
      '8:00',
      '9:00',
      '0:00',
      '1:00',
      '-7:00',
      '',
    ]);
    expect(rows.find((row) => row[1] === '02.02.2019')?.slice(5, 7)).toEqual(['0:00', '0:00']);
    expect(rows.filter((row) => /^\d\d\.02\.2019$/.test(row[1] ?? ''))).toHaveLength(28);
  });

  it('prints the month as a PDF, one page per person', async () => {
    const started = await report({ userIds: [emma.id, ben.id], month: '2019-02', format: 'pdf' });
    expect(started.status).toBe(202);
    expect(started.data).toMatchObject({ kind: 'print' });
    const file = await fileOf(started.data.progressId);
    expect(file.fileName).toBe('target-actual-2019-02.pdf');
    const document = await PDFDocument.load(file.body);
    expect(document.getPageCount()).toBe(2);
    const [first = '', second = ''] = document.getPages().map(textOf);
    expect(first).toContain(`Soll/Ist User emma${suffix} 02/2019`);
    expect(first).toContain('08:00-17:00');
    expect(first).toContain('-151:00');
    expect(first).toContain('Seite 1 von 2');
    expect(second).toContain(`Soll/Ist User ben${suffix} 02/2019`);
    expect(second).toContain('-160:00');
  });

  it("reports a unit's members, one sheet each", async () => {
    const started = await report({ unitId: rootId, month: '2019-02', format: 'xlsx' });
    expect(started.status).toBe(202);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileOf(started.data.progressId)).body);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toContain(`User emma${suffix}`);
    expect(names).toContain(`User ben${suffix}`);
  });

  it('lets an employee report only their own month', async () => {
    const own = await report({ userIds: [emma.id], month: '2019-02', format: 'pdf' }, emma.token);
    expect(own.status).toBe(202);
    expect((await waitForTask(api, own.data.progressId, emma.token)).succeeded).toBe(true);
    const other = await report({ userIds: [ben.id], month: '2019-02', format: 'pdf' }, emma.token);
    expect(other.status).toBe(403);
    const unit = await report({ unitId: rootId, month: '2019-02', format: 'xlsx' }, emma.token);
    expect(unit.status).toBe(403);
  });

  it("answers 404 for another tenant's people and 400 for bad input", async () => {
    expect(
      (await report({ userIds: [emma.id], month: '2019-02', format: 'xlsx' }, stranger.token)).status,
    ).toBe(404);
    expect((await report({ unitId: rootId, month: '2019-02', format: 'xlsx' }, stranger.token)).status).toBe(
      404,
    );
    const both = await report({ userIds: [emma.id], unitId: rootId, month: '2019-02', format: 'xlsx' });
    expect(both.status).toBe(400);
    const neither = await report({ month: '2019-02', format: 'xlsx' });
    expect(neither.status).toBe(400);
    const badMonth = await report({ userIds: [emma.id], month: '2019-13', format: 'xlsx' });
    expect(badMonth.status).toBe(400);
  });
});
