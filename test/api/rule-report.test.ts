/**
 * The rules in the calendar view and the rule check report (issue 13 items 2 and 7): a unit-scoped minimum
 * staffing (MINOC) sets the manning's required number and marks the short days; a rest period broken by two
 * shifts marks the person's day; the report (`POST reports/rule-check`, a `report` task through the real queue and
 * worker) writes those findings into an xlsx with a summary per rule; who may ask, and for how long a range.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarRequest } from '@app/shared/calendar/calendar-view';
import type { TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { ruleFindingsContracts } from '@app/shared/calendar/rule-findings.contracts';
import { ruleReportContracts } from '@app/shared/rules/rule-report.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
const templates = { early: '', late: '' };
let anna: { id: string; token: string };
let planner: { id: string; token: string };
const ruleName = 'Two on every day';
// 2031-04-07 is a Monday; no other test plans this week.
const week = { from: '2031-04-07', to: '2031-04-13' };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const resourceId = present(
    (await api.send(resourceContracts.create, { body: { caption: 'Kitchen' } }, { token: admin.token })).data,
  ).id;
  for (const [name, begin, end, itemClass] of [
    ['early', '06:00', '14:00', 10],
    ['late', '14:00', '22:00', 20],
  ] as const) {
    const created = await api.send(
      shiftContracts.create,
      {
        body: {
          name,
          shortName: name.slice(0, 1).toUpperCase(),
          resourceId,
          unitId: root.id,
          itemClass,
          begin,
          end,
        },
      },
      { token: admin.token },
    );
    templates[name] = present(created.data).id;
  }
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  const rule = await api.send(
    rulesContracts.saveRule,
    {
      body: {
        ruleType: 'MINOC',
        name: ruleName,
        scope: { kind: 'unit', ids: [root.id] },
        severity: { level: 'WRN', allowForce: true },
        settings: { minimum: 2 },
      },
    },
    { token: admin.token },
  );
  expect(rule.status, JSON.stringify(rule.error)).toBe(200);
  // Anna: early on Monday; late on Wednesday and early on Thursday (8 hours of rest, the law asks for 11).
  for (const [date, template] of [
    ['2031-04-07', 'early'],
    ['2031-04-09', 'late'],
    ['2031-04-10', 'early'],
  ] as const) {
    const body: TShiftEntrySave = { unitId: root.id, date, userId: anna.id, templateId: templates[template] };
    const saved = await api.send(calendar.save, { query: { force: 'true' }, body }, { token: planner.token });
    expect(saved.data, JSON.stringify(saved.error)).toMatchObject({ success: true });
  }
});

const list = (body: TCalendarRequest, token = planner.token) => api.send(calendar.list, { body }, { token });

describe('the rules in the calendar view', () => {
  it('takes the required manning from a unit-scoped minimum staffing rule', async () => {
    const answer = await list({ ...week, unitIds: [root.id] });
    expect(answer.status).toBe(200);
    const day = (date: string) =>
      answer.data.manning.find((entry) => entry.unitId === root.id && entry.date === date);
    expect(day('2031-04-07')).toMatchObject({ required: 2, filled: 1, percent: 50 });
    expect(day('2031-04-08')).toMatchObject({ required: 2, filled: 0, percent: 0 });
  });

  it("marks the unit's short days and the person's day of too little rest, in the caller's language", async () => {
    const answer = await list({ ...week, unitIds: [root.id] });
    const markers = answer.data.ruleMarkers;
    const short = markers.filter((marker) => marker.ruleName === ruleName);
    expect(short.map((marker) => marker.date).sort()).toEqual([
      '2031-04-07',
      '2031-04-08',
      '2031-04-09',
      '2031-04-10',
      '2031-04-11',
      '2031-04-12',
      '2031-04-13',
    ]);
    for (const marker of short) {
      expect(marker).toMatchObject({ unitId: root.id, userId: null, level: 'WRN' });
      expect(marker.message).not.toBe('');
      expect(marker.message).not.toContain('{{');
    }
    const rest = markers.filter((marker) => marker.userId === anna.id);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((marker) => marker.date === '2031-04-09' || marker.date === '2031-04-10')).toBe(true);
  });

  it('shows an employee no markers', async () => {
    const answer = await list({ ...week, unitIds: [root.id] }, anna.token);
    expect(answer.status).toBe(200);
    expect(answer.data.ruleMarkers).toEqual([]);
  });
});

async function workbookOf(taskId: string, token: string): Promise<ExcelJS.Workbook> {
  const task = await waitForTask(api, taskId, token);
  expect(task, JSON.stringify(task.log)).toMatchObject({ succeeded: true, hasDownload: true, percent: 100 });
  const download = present((await api.send(taskContracts.download, { params: { taskId } }, { token })).data);
  expect(download.fileName).toMatch(/^rule-check-.*-2031-04-07-2031-04-13\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await fetch(download.url)).arrayBuffer());
  return workbook;
}

/** The rows below a sheet's header (row 3) as records keyed by the header's texts. */
function records(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const header: string[] = [];
  sheet
    .getRow(3)
    .eachCell((cell, column) => (header[column] = typeof cell.value === 'string' ? cell.value : ''));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row) => {
    if (row.number <= 3) return;
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

describe('the rule check report', () => {
  it('writes every finding of the range and a summary per rule and level', async () => {
    const view = await list({ ...week, unitIds: [root.id] });
    const started = await api.send(
      ruleReportContracts.ruleCheckReport,
      { body: { unitId: root.id, ...week } },
      { token: planner.token },
    );
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    expect(started.data.name).toBe(`Rule check ${root.name} 2031-04-07 to 2031-04-13`);
    const workbook = await workbookOf(started.data.progressId, planner.token);
    const findings = present(workbook.getWorksheet('Findings'), 'Findings');
    const rows = records(findings);
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(['Date', 'Weekday', 'Unit', 'Rule', 'Type', 'Level', 'Message']),
    );
    // The minimum staffing's findings: each day of the week, the unit named, the calendar's message.
    const short = rows.filter((row) => row.Rule === ruleName);
    expect(short).toHaveLength(7);
    const monday = view.data.ruleMarkers.find(
      (marker) => marker.ruleName === ruleName && marker.date === week.from,
    );
    expect(short[0]).toMatchObject({
      Date: '2031-04-07',
      Weekday: 'Mon',
      Unit: root.name,
      Type: 'MINOC',
      Level: 'Warning',
      Message: monday?.message,
    });
    // Anna's short rest: her name on the row.
    expect(rows.some((row) => row.Person === 'User anna' && row.Type !== 'MINOC')).toBe(true);
    // As many rows as the calendar has markers: one engine, one answer.
    expect(rows).toHaveLength(view.data.ruleMarkers.length);

    const summary = records(present(workbook.getWorksheet('Summary'), 'Summary'));
    expect(summary).toContainEqual({ Rule: ruleName, Type: 'MINOC', Level: 'Warning', Findings: 7 });
    const warnings = summary.find((row) => row.Rule === 'Total' && row.Level === 'Warning');
    expect(warnings?.Findings).toBe(rows.filter((row) => row.Level === 'Warning').length);
  });

  it('refuses a range longer than the report covers, an employee, and another tenant', async () => {
    const long = await api.send(
      ruleReportContracts.ruleCheckReport,
      { body: { unitId: root.id, from: '2031-01-01', to: '2031-06-30' } },
      { token: planner.token },
    );
    expect(long.status).toBe(400);
    const employee = await api.send(
      ruleReportContracts.ruleCheckReport,
      { body: { unitId: root.id, ...week } },
      { token: anna.token },
    );
    expect(employee.status).toBe(403);
    const foreign = await api.send(
      ruleReportContracts.ruleCheckReport,
      { body: { unitId: root.id, ...week } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('the rule check in the product (findings panel)', () => {
  const check = (body: { unitId: string; from: string; to: string }, token = planner.token) =>
    api.send(ruleFindingsContracts.findings, { body }, { token });

  it('answers every finding at once, in words, with the person and day to open', async () => {
    const view = await list({ ...week, unitIds: [root.id] });
    const answer = await check({ unitId: root.id, ...week });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const { findings } = answer.data;
    // One engine, one answer: as many findings as the calendar's markers, the same messages.
    expect(answer.data.total).toBe(view.data.ruleMarkers.length);
    expect(findings.map((finding) => finding.message).sort()).toEqual(
      view.data.ruleMarkers.map((marker) => marker.message).sort(),
    );
    expect(answer.data.errors + answer.data.warnings).toBe(answer.data.total);
    const rest = findings.filter((finding) => finding.userId === anna.id);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest[0]).toMatchObject({ personName: 'User anna', unitId: root.id, unitName: root.name });
    expect(rest.every((finding) => !/[A-Z]{3,}_|\{\{/.test(finding.message))).toBe(true);
    const short = findings.filter((finding) => finding.rule === ruleName);
    expect(short).toHaveLength(7);
    expect(short[0]).toMatchObject({ date: '2031-04-07', userId: null, level: 'WRN' });
  });

  it('refuses a range too long, an employee, and another tenant like the report', async () => {
    expect((await check({ unitId: root.id, from: '2031-01-01', to: '2031-06-30' })).status).toBe(400);
    expect((await check({ unitId: root.id, ...week }, anna.token)).status).toBe(403);
    const foreign = await check({ unitId: root.id, ...week }, stranger.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.data ?? null)).not.toContain('anna');
  });
});
