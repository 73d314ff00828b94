/**
 * Payroll exports (issue 15): DATEV LODAS, DATEV Lohn und Gehalt and Sage files of a confirmed month through the
 * real `payroll-export` queue and worker, every file read back by the structural validator against the document
 * recomputed from what the time API reports; umlauts in Windows-1252 and characters outside it replaced;
 * unconfirmed days named in the log and left out; a downward correction; DATEV's number ranges; the same month
 * twice gives the same bytes; kept runs and their downloads; the Free Edition; a failing job; other tenants.
 * Absences: LODAS Fehlzeiten (sickness with the default reason code 103), LuG's Kalendarium with hours and
 * days, Sage's Fehltage; an absence type without a key and a wage type the export cannot derive named in the log.
 */
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PayrollRunRepository } from '@app/functions/payroll/payroll-run.repository';
import { startTask } from '@app/functions/tasks/task.service';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import { rateContracts as rates } from '@app/shared/payroll-data/rates.contracts';
import type { TWageTypeCreate } from '@app/shared/payroll-data/wage-type';
import type { PayrollDocument } from '@app/shared/payroll/payroll-document';
import { payrollExportContracts as exports } from '@app/shared/payroll/payroll-export.contracts';
import type { TPayrollSystem } from '@app/shared/payroll/payroll-settings';
import { describeIssues, validatePayrollFile } from '@app/shared/payroll-validator/index';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { chooseEdition, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import {
  downloadRunFile,
  expectedDocument,
  expectedPerson,
  exportAndDownload,
  setPayrollNumbers,
  setPersonnel,
  startExport,
  type ExpectedPerson,
  type ExpectedWageTypes,
} from '../support/payroll';
import { present, tokenSubject } from '../support/present';
import { waitForTask } from '../support/tasks';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
const month = '2019-02';
const range = { start: '2019-02-01', end: '2019-02-28' };
const numbers = { consultantNumber: '1234567', clientNumber: '12345' };
let admin: TestTenant;
let stranger: TestTenant;
let emma: TrackedPerson;
let ben: TrackedPerson;
let people: ExpectedPerson[];
let wageTypes: ExpectedWageTypes;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const latin = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

async function rename(person: TrackedPerson, displayName: string) {
  const user = present(
    (await api.send(userContracts.get, { params: { userId: person.id } }, { token: admin.token })).data,
  );
  const renamed = await api.send(
    userContracts.update,
    {
      params: { userId: person.id },
      body: { displayName, email: user.email, roleIds: user.roleIds, version: user.version },
    },
    { token: admin.token },
  );
  expect(renamed.status, JSON.stringify(renamed.error)).toBe(200);
}

async function book(person: TrackedPerson, day: string, begin: string, end: string) {
  const booked = await api.send(
    time.saveBooking,
    { body: { userId: person.id, day, begin, end, pauses: [] } },
    { token: admin.token },
  );
  expect(booked.status, JSON.stringify(booked.error)).toBe(200);
}

async function confirm(person: TrackedPerson, from: string, to: string) {
  const done = await api.send(
    tracking.trackingAction,
    { body: { userIds: [person.id], from, to, action: 'CONFIRM' } },
    { token: admin.token },
  );
  expect(done.data?.refused, JSON.stringify(done.error)).toEqual([]);
}

async function wageType(body: TWageTypeCreate): Promise<string> {
  const created = await api.send(rates.wageTypeCreate, { body }, { token: admin.token });
  expect(created.status, JSON.stringify(created.error)).toBe(201);
  return present(created.data).id;
}

async function expected(system: TPayrollSystem) {
  const persons = await Promise.all(
    people.map((person) => expectedPerson(api, admin.token, person, month, range, wageTypes, system)),
  );
  return { document: expectedDocument(system, numbers, month, range, persons), persons };
}

function validate(bytes: Uint8Array, system: TPayrollSystem, document: PayrollDocument, role?: 'absences') {
  const validation = validatePayrollFile(bytes, {
    system,
    expected: document,
    ...(role ? { role } : {}),
  });
  expect(validation.ok, describeIssues(validation)).toBe(true);
  return validation;
}

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api), signUpTenant(api)]);
  // Tracked from 1 February 2019: 40 hours over Monday to Friday.
  emma = await trackedPerson(api, admin, `emma${suffix}`, '2019-02-01');
  ben = await trackedPerson(api, admin, `ben${suffix}`, '2019-02-01');
  // Nina has no personnel number: left out with a warning.
  await trackedPerson(api, admin, `nina${suffix}`, '2019-02-01');
  await rename(emma, 'Emma Müller');
  wageTypes = {
    actualHours: {
      id: await wageType({ caption: 'Stunden', wageType: 6, calcType: 1, bookingKey: '1000' }),
      lohnart: '1000',
    },
    fixValue: {
      id: await wageType({ caption: 'Zulage', wageType: 1, calcType: 1, bookingKey: '2500', value: 50 }),
      lohnart: '2500',
      euros: 50,
    },
  };
  await setPayrollNumbers(api, admin, 'lodas', numbers.consultantNumber, numbers.clientNumber);
  await setPayrollNumbers(api, admin, 'lug', numbers.consultantNumber, numbers.clientNumber);
  await setPayrollNumbers(api, admin, 'sage', numbers.consultantNumber, numbers.clientNumber);
  // Müller's cost centre holds an umlaut (Windows-1252 has it); Ben's a Polish letter it has not.
  await setPersonnel(api, admin, emma.id, 101, 'Müller');
  await setPersonnel(api, admin, ben.id, 102, 'Łódź');
  people = [
    { userId: emma.id, name: 'Emma Müller', personnelNumber: 101, costCentre: 'Müller' },
    { userId: ben.id, name: `User ben${suffix}`, personnelNumber: 102, costCentre: 'Łódź' },
  ];
  await book(emma, '2019-02-04', '08:00', '17:00');
  await book(emma, '2019-02-05', '08:00', '16:30');
  // A planner corrects the 5th down to 5 hours before confirming: the file carries the correction.
  const corrected = await api.send(
    tracking.saveDayCorrection,
    { body: { userId: emma.id, date: '2019-02-05', target: null, actual: 300, note: 'Arzt', version: 0 } },
    { token: admin.token },
  );
  expect(corrected.status, JSON.stringify(corrected.error)).toBe(200);
  // Emma's first half of the month is confirmed, the rest is not; Ben's whole month is.
  await confirm(emma, '2019-02-01', '2019-02-15');
  await book(emma, '2019-02-18', '08:00', '12:00');
  await book(ben, '2019-02-06', '09:00', '13:00');
  // Ben is on leave Thursday and Friday (DATEV's default key U): LuG's Kalendarium and Sage's Fehltage; LODAS
  // takes leave as its day counter, no Fehlzeit. He is sick Tuesday and Wednesday of the week after (K; LODAS's
  // default reason code 103) and on special leave that Friday, which has no key in any system.
  const types = present(
    (await api.send(absenceTypeContracts.list, { query: { enabled: 'all' } }, { token: admin.token })).data,
  );
  const leave = present(types.find((type) => type.itemClass === 1 && type.ruleCalcActualHours === 1));
  const sick = present(types.find((type) => type.itemClass === 2));
  const special = present(types.find((type) => type.itemClass === 3));
  wageTypes.absences = [
    { typeId: leave.id, from: '2019-02-07', to: '2019-02-08', keys: { lug: 'U', sage: 'U' } },
    { typeId: sick.id, from: '2019-02-12', to: '2019-02-13', keys: { lodas: '103', lug: 'K', sage: 'K' } },
    { typeId: special.id, from: '2019-02-15', to: '2019-02-15', keys: {} },
  ];
  for (const { typeId, from, to } of wageTypes.absences) {
    const absence = await api.send(
      absenceContracts.create,
      {
        body: {
          userId: ben.id,
          absenceTypeId: typeId,
          begin: from,
          end: to,
          beginState: 'full',
          endState: 'full',
          state: 3,
        },
      },
      { token: admin.token },
    );
    expect(absence.status, JSON.stringify(absence.error)).toBe(201);
  }
  // Remaining leave is a balance the time data cannot give: enabled, it is named in the log, never a line.
  await wageType({ caption: 'Resturlaub', wageType: 8, calcType: 0, bookingKey: '1800' });
  await confirm(ben, '2019-02-01', '2019-02-28');
}, 120_000);

describe('a DATEV LODAS export of a unit', () => {
  it('writes the confirmed month in Windows-1252 that the validator reads back as the time data', async () => {
    const { document, persons } = await expected('lodas');
    const { task, run, files, taskFile } = await exportAndDownload(
      api,
      'lodas',
      { unitId: emma.unitId, calculationDate: '2019-02-28' },
      admin.token,
    );
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.fileName).toBe('LODAS_1234567_12345_201902.txt');
    const bytes = present(file).bytes;
    // The task's download is the same file.
    expect(taskFile.fileName).toBe(file?.fileName);
    expect(sha256(taskFile.bytes)).toBe(sha256(bytes));
    validate(bytes, 'lodas', document);
    // Müller: ü is one byte 0xFC; Łódź: Ł has no Windows-1252 form and no base letter, ó and ź become o and z.
    expect(bytes).toContain(0xfc);
    const text = latin(bytes);
    expect(text).toContain('\r\n');
    // 540 minutes on the 4th and the corrected 300 on the 5th: 14,00 hours; the 18th is not confirmed.
    expect(text).toContain('10;101;01.02.2019;1000;1;14,00;Müller;\r\n');
    expect(text).toContain('10;101;01.02.2019;2500;2;50,00;Müller;\r\n');
    expect(text).toContain('10;102;01.02.2019;1000;1;4,00;?ódz;\r\n');
    expect(text).not.toContain('Ł');
    // Ben's sickness as a Fehlzeit in [Stammdaten] (payroll.md 2.7's variant), valid from the month.
    expect(text).toContain('Kommentarzeichen=*\r\nStammdatenGueltigAb=01.02.2019\r\n');
    expect(text).toContain('[Stammdaten]\r\n20;102;12.02.2019;13.02.2019;103;\r\n\r\n[Bewegungsdaten]\r\n');
    // Special leave has no reason code: named once in the log; remaining leave likewise.
    const unkeyed = task.log.filter((line) => line.messageKey === 'payroll.warning.noAbsenceKey');
    expect(unkeyed.map((line) => line.message)).toEqual([
      '"Special leave" has no key for this payroll system: its days are not sent as absences (people 1, days 1).',
    ]);
    const refused = task.log.filter((line) => line.messageKey === 'payroll.warning.wageTypeNotExported');
    expect(refused.map((line) => line.message)).toEqual([
      '"Resturlaub" counts something the time data does not give and is not exported (see the payroll settings).',
    ]);
    // Days not confirmed yet are named in the log (with how many), not exported.
    const unconfirmed = present(persons.find((person) => person.userId === emma.id)).unconfirmed;
    expect(unconfirmed.length).toBeGreaterThan(0);
    const warning = task.log.find(
      (line) => line.messageKey === 'payroll.warning.unconfirmedDays' && line.message.includes('Müller'),
    );
    expect(warning?.message).toContain(`${unconfirmed.length} tracked days`);
    expect(warning?.message).toContain(unconfirmed[0]);
    expect(task.log.some((line) => line.messageKey === 'payroll.warning.charactersReplaced')).toBe(true);
    const noNumber = task.log.filter((line) => line.messageKey === 'payroll.warning.noPersonnelNumber');
    expect(noNumber.map((line) => line.message)).toContain(
      `User nina${suffix} has no personnel number and is not exported.`,
    );
    expect(run).toMatchObject({
      system: 'lodas',
      unitId: emma.unitId,
      userId: null,
      month,
      range,
      state: 'done',
      people: 2,
      lines: 4,
      files: [
        {
          index: 0,
          fileName: file?.fileName,
          role: 'movements',
          bytes: bytes.byteLength,
          sha256: sha256(bytes),
        },
      ],
    });
    expect(run.warnings).toBeGreaterThanOrEqual(3);
    expect(Date.parse(run.filesUntil) - Date.parse(run.createdAt)).toBe(90 * 24 * 3600 * 1000);
  });

  it('gives the same bytes for the same confirmed month, and keeps both runs downloadable, newest first', async () => {
    const first = await exportAndDownload(
      api,
      'lodas',
      { unitId: emma.unitId, calculationDate: '2019-02-10' },
      admin.token,
    );
    const second = await exportAndDownload(
      api,
      'lodas',
      { unitId: emma.unitId, calculationDate: '2019-02-10', range },
      admin.token,
    );
    expect(second.run.files[0]?.sha256).toBe(first.run.files[0]?.sha256);
    const list = present(
      (await api.send(exports.payrollRunList, { query: { limit: 2 } }, { token: admin.token })).data,
    );
    expect(list.items.map((item) => item.id)).toEqual([second.run.id, first.run.id]);
    expect(list.nextCursor).toBeDefined();
    const again = await downloadRunFile(api, first.run.id, 0, admin.token);
    expect(sha256(again.bytes)).toBe(first.run.files[0]?.sha256);
    const missing = await api.send(
      exports.payrollRunFile,
      { params: { runId: first.run.id, index: 1 } },
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
  });

  it("exports one person's part of the month", async () => {
    const part = { start: '2019-02-01', end: '2019-02-04' };
    const { files, task } = await exportAndDownload(
      api,
      'lodas',
      { userId: emma.id, calculationDate: '2019-02-04', range: part },
      admin.token,
    );
    const person = await expectedPerson(
      api,
      admin.token,
      present(people[0]),
      month,
      part,
      wageTypes,
      'lodas',
    );
    validate(present(files[0]).bytes, 'lodas', expectedDocument('lodas', numbers, month, part, [person]));
    expect(latin(present(files[0]).bytes)).toContain('10;101;01.02.2019;1000;1;9,00;Müller;\r\n');
    expect(task.log.some((line) => line.messageKey === 'payroll.warning.unconfirmedDays')).toBe(false);
  });
});

describe('DATEV Lohn und Gehalt and Sage', () => {
  it('writes LuG with its header line, read back by the validator', async () => {
    const { document } = await expected('lug');
    const { files } = await exportAndDownload(
      api,
      'lug',
      { unitId: emma.unitId, calculationDate: '2019-02-01' },
      admin.token,
    );
    expect(files.map((file) => file.fileName)).toEqual(['LuG_1234567_12345_201902.txt']);
    const bytes = present(files[0]).bytes;
    validate(bytes, 'lug', document);
    expect(latin(bytes).startsWith('1234567;12345;02/2019\r\n')).toBe(true);
    expect(bytes).toContain(0xfc);
    // Ben's leave: two calendar lines with the key U, the hours credited and the day (DATEV's field order).
    expect(latin(bytes)).toContain('102;07;U;;8,00;1,00;;;;;\r\n102;08;U;;8,00;1,00;;;;;\r\n');
    expect(latin(bytes)).toMatch(/\r\n102;12;K;;\d+,\d\d;1,00;;;;;\r\n102;13;K;/);
  });

  it('writes Sage movements and absences, each read back by the validator', async () => {
    const { document } = await expected('sage');
    const { files } = await exportAndDownload(
      api,
      'sage',
      { unitId: emma.unitId, calculationDate: '2019-02-01' },
      admin.token,
    );
    const movements = present(files.find((file) => file.fileName === 'SAGE_12345_201902.txt'));
    validate(movements.bytes, 'sage', document);
    expect(latin(movements.bytes)).toContain('12345;2;2019;101;1000;;Müller;;;14,00;;;;');
    const absences = present(files.find((file) => file.fileName === 'SAGE_12345_201902_Fehltage.txt'));
    validate(absences.bytes, 'sage', document, 'absences');
    expect(latin(absences.bytes)).toContain('12345;2;2019;102;U;07.02.2019;06.02.2019;08.02.2019;N;;1;1\r\n');
    expect(latin(absences.bytes)).toContain('12345;2;2019;102;K;12.02.2019;11.02.2019;13.02.2019;N;;1;1\r\n');
  });
});

describe('starting an export', () => {
  it("refuses numbers outside DATEV's ranges with a clear message", async () => {
    await setPayrollNumbers(api, admin, 'lug', '999', '12345');
    const consultant = await startExport(
      api,
      'lug',
      { unitId: emma.unitId, calculationDate: '2019-02-01' },
      admin.token,
      'de',
    );
    expect(consultant.status).toBe(400);
    expect(consultant.error).toMatchObject({
      code: 'PAYROLL_NUMBER_INVALID',
      messageKey: 'payroll.export.consultantInvalid',
      details: { field: 'consultantNumber', value: '999', min: 1000, max: 9_999_999 },
    });
    expect(consultant.error?.message).toContain('Beraternummer 999');
    await setPayrollNumbers(api, admin, 'lug', '1234567', '100000');
    const client = await startExport(
      api,
      'lug',
      { unitId: emma.unitId, calculationDate: '2019-02-01' },
      admin.token,
    );
    expect(client.status).toBe(400);
    expect(client.error).toMatchObject({
      code: 'PAYROLL_NUMBER_INVALID',
      details: { field: 'clientNumber', value: '100000', min: 1, max: 99_999 },
    });
    expect(client.error?.message).toMatch(/client number 100000 .*1 to 99999/);
    await setPayrollNumbers(api, admin, 'lug', numbers.consultantNumber, numbers.clientNumber);
  });

  it('refuses a system whose numbers are not set, a range across months, and what is not there', async () => {
    const unset = await startExport(
      api,
      'sage',
      { unitId: emma.unitId, calculationDate: '2019-02-01' },
      stranger.token,
    );
    expect(unset.status).toBe(404); // the unit is not the stranger's
    const strangerUnit = present(
      (await api.send(unitContracts.list, {}, { token: stranger.token })).data[0],
    ).id;
    const missing = await startExport(
      api,
      'sage',
      { unitId: strangerUnit, calculationDate: '2019-02-01' },
      stranger.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('PAYROLL_SETTINGS_MISSING');
    const across = await startExport(
      api,
      'lodas',
      {
        unitId: emma.unitId,
        calculationDate: '2019-02-01',
        range: { start: '2019-01-28', end: '2019-02-03' },
      },
      admin.token,
    );
    expect(across.status).toBe(400);
    expect(JSON.stringify(across.error?.details)).toContain('payroll.export.rangeOneMonth');
    const nobody = await startExport(
      api,
      'lodas',
      { userId: randomUUID(), calculationDate: '2019-02-01' },
      admin.token,
    );
    expect(nobody.status).toBe(404);
  });

  it('is a feature the Free Edition does not have (402)', async () => {
    const free = await signUpTenant(api);
    expect((await chooseEdition(api, free, 'free')).status).toBe(200);
    const unitId = present((await api.send(unitContracts.list, {}, { token: free.token })).data[0]).id;
    const refused = await startExport(api, 'lodas', { unitId, calculationDate: '2019-02-01' }, free.token);
    expect(refused.status).toBe(402);
  });
});

describe('runs', () => {
  it("are the tenant's own: another tenant neither lists nor downloads them", async () => {
    const { run } = await exportAndDownload(
      api,
      'lodas',
      { userId: ben.id, calculationDate: '2019-02-01' },
      admin.token,
    );
    const theirs = present(
      (await api.send(exports.payrollRunList, { query: { limit: 100 } }, { token: stranger.token })).data,
    );
    expect(theirs.items.map((item) => item.id)).not.toContain(run.id);
    const link = await api.send(
      exports.payrollRunFile,
      { params: { runId: run.id, index: 0 } },
      { token: stranger.token },
    );
    expect(link.status).toBe(404);
  });

  it('end failed, with a readable message, when the job meets a unit that is gone', async () => {
    const tenant = {
      customerNo: admin.customerNo,
      userSub: tokenSubject(admin.token),
      username: admin.username,
    };
    const runId = randomUUID();
    const taskId = randomUUID();
    const goneUnitId = randomUUID();
    const at = new Date().toISOString();
    await new PayrollRunRepository(tenant).create({
      id: runId,
      system: 'lodas',
      unitId: goneUnitId,
      userId: null,
      subject: 'Gone',
      calculationDate: '2019-02-01',
      month,
      range,
      taskId,
      state: 'running',
      files: [],
      people: 0,
      lines: 0,
      warnings: 0,
      createdAt: at,
      createdBy: { userId: randomUUID(), name: 'admin' },
      filesUntil: at,
    });
    const started = await startTask(
      tenant,
      {
        kind: 'payroll-export',
        type: 'payroll.export',
        name: { key: 'task.name.payrollExport', params: { system: 'DATEV LODAS', subject: 'Gone', month } },
        input: { runId, system: 'lodas', unitId: goneUnitId, userId: null, month, range },
        progressId: taskId,
      },
      'en',
    );
    const failed = await waitForTask(api, started.progressId, admin.token);
    expect(failed).toMatchObject({ succeeded: false, errorKey: 'task.payrollUnitGone', hasDownload: false });
    expect(failed.errorMessage).toBe('The unit of this payroll export no longer exists.');
    // At once, without the retries an unexpected error gets.
    expect(failed.log.map((line) => line.messageKey)).not.toContain('task.attemptFailed');
    const runs = present(
      (await api.send(exports.payrollRunList, { query: { limit: 100 } }, { token: admin.token })).data,
    );
    expect(runs.items.find((item) => item.id === runId)?.state).toBe('failed');
  });
});
