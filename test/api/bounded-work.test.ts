/**
 * Issue 25, bounded background work and files: a company runs at most `maxRunningTasksPerTenant` tasks at once
 * (a finished, failed or dead-lettered task frees its slot, a lost one stops counting); an auto-planning cannot
 * ask for the worker's whole time; a workbook is refused before it unpacks past its limit; an import's file is
 * gone once its task has run, and the local runner expires the areas of the bucket like S3's lifecycle rules.
 */
import { randomUUID } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { Context, SQSEvent } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as deadLetterHandler } from '@app/functions/jobs/dead-letter';
import { newTask } from '@app/functions/tasks/task.service';
import { TaskRepository } from '@app/functions/tasks/task.repository';
import { sweepExpiredFiles } from '@app/infra/src/local/provision/s3';
import { maxRunningTasksPerTenant, taskSlotSeconds } from '@app/shared/tasks/job-kinds';
import { maxAutoPlanSeconds } from '@app/shared/planner/auto-planning';
import { maxImportRows, maxWorkbookUnpackedBytes } from '@app/shared/user-import/user-import';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userImportContracts } from '@app/shared/user-import/user-import.contracts';
import { signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';
import { present, tokenSubject } from '../support/present';
import { waitForTask } from '../support/tasks';
import { zipOf } from '../support/zip';

const api = useTestApi();
let admin: TestTenant;
let rootId: string;

const contextOf = (who: TestTenant) => ({
  customerNo: who.customerNo,
  userSub: tokenSubject(who.token),
  username: who.username,
});

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
const peopleCsv = () =>
  csv(['Username;Name;E-Mail', `${randomUUID().slice(0, 8)};Somebody;some@example.com`]);

function startImport(fileName: string, content: Buffer, language: 'de' | 'en' = 'en') {
  return api.send(
    userImportContracts.importUsers,
    { body: { unitId: rootId, fileName, content: content.toString('base64') } },
    { token: admin.token, language },
  );
}

/** A running task with its slot, as `startTask` leaves it, without a job message (no worker picks it up). */
async function seedRunningTask(who: TestTenant, at = new Date()): Promise<string> {
  const tenant = contextOf(who);
  const task = newTask(
    tenant,
    { kind: 'report', type: 'test.seeded', name: { key: 'task.name.report' }, input: {} },
    at,
  );
  await new TaskRepository(tenant).createHoldingSlot(task, new Date(0), () => undefined);
  return task.progressId;
}

/** Waits until the company holds no slot (the sign-up's holiday import has finished). */
async function waitForNoRunningTasks(who: TestTenant): Promise<void> {
  const tasks = new TaskRepository(contextOf(who));
  for (let attempt = 0; attempt < 300; attempt++) {
    if (Object.keys(await tasks.slotHolders()).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the company still has tasks running');
}

const bucket = () => api.stack.resources.buckets.files;

const objectsUnder = (prefix: string) =>
  withClients(api, async ({ s3 }) => {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key);
  });

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
});

describe('running tasks per company', () => {
  it('refuses one more than the limit with 429 and its text; a finished or dead-lettered task frees its slot', async () => {
    await waitForNoRunningTasks(admin);
    const seeded: string[] = [];
    for (let index = 0; index < maxRunningTasksPerTenant; index++) seeded.push(await seedRunningTask(admin));

    const refused = await startImport('people.csv', peopleCsv());
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('TOO_MANY_TASKS');
    expect(refused.error?.message).toBe(
      `Your company already has ${maxRunningTasksPerTenant} tasks running; wait until one finishes.`,
    );
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const german = await startImport('people.csv', peopleCsv(), 'de');
    expect(german.error?.message).toBe(
      `Ihre Firma hat bereits ${maxRunningTasksPerTenant} laufende Aufgaben; warten Sie, bis eine davon beendet ist.`,
    );
    // Nothing was kept of the refused starts: no task, no file.
    expect(Object.keys(await new TaskRepository(contextOf(admin)).slotHolders()).sort()).toEqual(
      [...seeded].sort(),
    );
    expect(await objectsUnder(`imports/${admin.customerNo}/`)).toEqual([]);

    // One finishes (as the worker records it): its slot is free, and the next start is taken.
    const tasks = new TaskRepository(contextOf(admin));
    await tasks.updateRunning(present(seeded[0]), { running: false, succeeded: true });
    const started = await startImport('people.csv', peopleCsv());
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    expect((await startImport('people.csv', peopleCsv())).status).toBe(429);
    // The started import runs and finishes: its slot is free again.
    expect((await waitForTask(api, started.data.progressId, admin.token)).succeeded).toBe(true);

    // One dies: its message lands in the dead-letter queue, whose consumer fails the task and frees the slot.
    const message = { ...contextOf(admin), taskId: present(seeded[1]) };
    const event = {
      Records: [
        {
          messageId: randomUUID(),
          receiptHandle: 'test',
          body: JSON.stringify(message),
          attributes: { ApproximateReceiveCount: '3' },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:dlq',
          awsRegion: 'eu-central-1',
        },
      ],
    } as unknown as SQSEvent;
    await deadLetterHandler(event, {} as Context);
    expect(Object.keys(await tasks.slotHolders())).not.toContain(seeded[1]);
    const afterDeath = await startImport('people.csv', peopleCsv());
    expect(afterDeath.status, JSON.stringify(afterDeath.error)).toBe(202);
    await waitForTask(api, afterDeath.data.progressId, admin.token);
    for (const taskId of seeded.slice(2)) await tasks.updateRunning(taskId, { running: false });
  });

  it('stops counting a task whose finish was never recorded once it cannot be running any more', async () => {
    const other = await signUpTenant(api, { language: 'en' });
    await waitForNoRunningTasks(other);
    const lost = new Date(Date.now() - (taskSlotSeconds + 60) * 1000);
    for (let index = 0; index < maxRunningTasksPerTenant; index++) await seedRunningTask(other, lost);
    const tenant = contextOf(other);
    // A start now sees none of the lost tasks: it is taken, and the lost ones leave the slots with it.
    const started = await new TaskRepository(tenant).createHoldingSlot(
      newTask(tenant, { kind: 'report', type: 'test.seeded', name: { key: 'task.name.report' }, input: {} }),
      new Date(Date.now() - taskSlotSeconds * 1000),
      (running) => expect(running).toBe(0),
    );
    expect(Object.keys(await new TaskRepository(tenant).slotHolders())).toEqual([started.progressId]);
  });
});

describe('auto-planning time limit', () => {
  it("refuses a solver time of the worker's whole timeout (600 s) with 400 at the field", async () => {
    expect(maxAutoPlanSeconds).toBeLessThan(600);
    for (const seconds of [600, maxAutoPlanSeconds + 1]) {
      const answer = await api.call('POST', '/api/planning/auto-assign', {
        token: admin.token,
        body: {
          unitIds: [rootId],
          range: { start: '2026-12-01', end: '2026-12-07' },
          timeLimitSeconds: seconds,
        },
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain('body.timeLimitSeconds');
    }
  });
});

describe('user import files', () => {
  it('refuses a workbook that unpacks past the limit with 400 and a clear text, and keeps nothing', async () => {
    const sheet = Buffer.alloc(maxWorkbookUnpackedBytes + 1024, ' ');
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    // The same sheet declaring a few bytes: caught by the byte counter while unpacking, not by its word.
    const liar = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: 1000 }]);
    const before = await objectsUnder(`imports/${admin.customerNo}/`);
    for (const file of [bomb, liar]) {
      const answer = await startImport('people.xlsx', file);
      expect(answer.status).toBe(400);
      expect(answer.error?.messageKey).toBe('userImport.unpackedTooLarge');
      expect(answer.error?.message).toBe(
        'The workbook is too large once unpacked (more than 16 MB or 200 parts). Save just the sheet of people, or use CSV.',
      );
      expect(JSON.stringify(answer.error?.details)).toContain('body.content');
    }
    expect(await objectsUnder(`imports/${admin.customerNo}/`)).toEqual(before);
  });

  it('stops reading a workbook at one row past the limit, and deletes the file once the task has run', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Username', 'Name', 'E-Mail']);
    for (let row = 0; row < maxImportRows + 50; row++)
      sheet.addRow([`u${row}`, `Person ${row}`, `u${row}@example.com`]);
    const started = await startImport('people.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    const task = await waitForTask(api, started.data.progressId, admin.token);
    expect(task.result).toEqual({ imported: 0, refused: 0 });
    expect(task.log.map((line) => line.message)).toContain(
      `A file may hold at most ${maxImportRows} people.`,
    );
    expect(await objectsUnder(`imports/${admin.customerNo}/`)).toEqual([]);
  });
});

describe('the local bucket expires its areas like S3', () => {
  it('deletes the expired objects of expiring areas at start-up and keeps the kept files', async () => {
    const id = randomUUID();
    const keys = {
      upload: `uploads/${admin.customerNo}/photos/${id}`,
      import: `imports/${admin.customerNo}/${id}`,
      kept: `tenants/${admin.customerNo}/user-photos/${id}`,
    };
    // A bucket of its own: a sweep days ahead in the shared bucket would take the uploads and imports of the
    // test files running beside this one.
    const own = `expiry-${id.slice(0, 8)}`;
    await withClients(api, async ({ s3 }) => {
      await s3.send(new CreateBucketCommand({ Bucket: own }));
      try {
        for (const key of Object.values(keys)) {
          await s3.send(new PutObjectCommand({ Bucket: own, Key: key, Body: 'x' }));
        }
        // Two days on, the upload (one day) has expired, the import (seven days) not yet.
        await sweepExpiredFiles(s3, own, new Date(Date.now() + 2 * 24 * 3600 * 1000));
        const exists = async (key: string) =>
          s3.send(new HeadObjectCommand({ Bucket: own, Key: key })).then(
            () => true,
            () => false,
          );
        expect(await exists(keys.upload)).toBe(false);
        expect(await exists(keys.import)).toBe(true);
        expect(await exists(keys.kept)).toBe(true);
        await sweepExpiredFiles(s3, own, new Date(Date.now() + 8 * 24 * 3600 * 1000));
        expect(await exists(keys.import)).toBe(false);
        expect(await exists(keys.kept)).toBe(true);
      } finally {
        for (const key of Object.values(keys)) {
          await s3.send(new DeleteObjectCommand({ Bucket: own, Key: key }));
        }
        await s3.send(new DeleteBucketCommand({ Bucket: own }));
      }
    });
  });
});
