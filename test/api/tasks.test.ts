/**
 * Background tasks end to end on the emulators: start -> SQS (MessageGroupId = customer number) -> worker via
 * the poller -> progress and log -> result file in S3 -> presigned download. Redelivery does not redo finished
 * work; a job that keeps failing ends in the dead-letter queue and its task shows failed with the error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { registerJobType } from '@app/functions/jobs/registry';
import { newTask, startTask } from '@app/functions/tasks/task.service';
import { TaskRepository } from '@app/functions/tasks/task.repository';
import { jobMaxReceiveCount } from '@app/shared/tasks/job-kinds';
import type { TTaskDownload, TTaskProgress } from '@app/shared/tasks/task';
import { signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';
import { tokenSubject } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let tenant: TestTenant;
let otherUser: TestTenant;
const runs = new Map<string, number>();

registerJobType({
  type: 'test.report',
  kind: 'report',
  input: z.object({ rows: z.number().int().min(1) }),
  async run({ input, progress, log, saveFile, taskId }) {
    runs.set(taskId, (runs.get(taskId) ?? 0) + 1);
    for (let row = 1; row <= input.rows; row++)
      await progress({ value: row, steps: input.rows, detail: { key: 'task.row', params: { row } } });
    await log('INF', { key: 'task.rowsWritten', params: { count: input.rows } });
    await saveFile({
      fileName: 'Report-2026-11-21.csv',
      contentType: 'text/csv',
      body: 'name;hours\nAnna;8\n',
    });
    return { rows: input.rows };
  },
});

registerJobType({
  type: 'test.always-fails',
  kind: 'report',
  input: z.object({}),
  run({ taskId }) {
    runs.set(taskId, (runs.get(taskId) ?? 0) + 1);
    return Promise.reject(new Error('The payroll system is unreachable'));
  },
});

beforeAll(async () => {
  tenant = await signUpTenant(api);
  otherUser = await signUpTenant(api);
});

const contextOf = (who: TestTenant) => ({
  customerNo: who.customerNo,
  userSub: tokenSubject(who.token),
  username: who.username,
});

describe('a background task', () => {
  it('runs in the worker, reports progress and offers its file through a presigned link', async () => {
    const started = await startTask(
      contextOf(tenant),
      {
        kind: 'report',
        type: 'test.report',
        name: { key: 'task.name.report' },
        input: { rows: 4 },
      },
      'en',
    );
    expect(started.running).toBe(true);

    const finished = await waitForTask(api, started.progressId, tenant.token);
    expect(finished).toMatchObject({
      succeeded: true,
      hasDownload: true,
      percent: 100,
      value: 4,
      steps: 4,
      result: { rows: 4 },
    });
    expect(finished.log.map((line) => line.message)).toContain('4 rows written');
    expect(finished.name).toBe('Report');

    const download = await api.call('GET', `/api/tasks/${started.progressId}/download`, {
      token: tenant.token,
    });
    expect(download.status).toBe(200);
    const link = download.body as TTaskDownload;
    expect(link.fileName).toBe('Report-2026-11-21.csv');
    const expiresIn = Number(new URL(link.url).searchParams.get('X-Amz-Expires'));
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60);
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('name;hours\nAnna;8\n');
  });

  it('is listed for its owner only, newest first, page by page', async () => {
    const first = await startTask(
      contextOf(tenant),
      {
        kind: 'report',
        type: 'test.report',
        name: { key: 'task.name.report' },
        input: { rows: 1 },
      },
      'en',
    );
    const second = await startTask(
      contextOf(tenant),
      {
        kind: 'report',
        type: 'test.report',
        name: { key: 'task.name.report' },
        input: { rows: 1 },
      },
      'en',
    );
    const page = await api.call('GET', '/api/tasks?limit=1', { token: tenant.token });
    const body = page.body as { items: TTaskProgress[]; nextCursor?: string };
    expect(body.items.map((task) => task.progressId)).toEqual([second.progressId]);
    expect(body.nextCursor).toBeTruthy();
    const next = await api.call('GET', `/api/tasks?limit=1&cursor=${body.nextCursor}`, {
      token: tenant.token,
    });
    expect((next.body as { items: TTaskProgress[] }).items.map((task) => task.progressId)).toEqual([
      first.progressId,
    ]);
    const others = await api.call('GET', '/api/tasks', { token: otherUser.token });
    expect((others.body as { items: TTaskProgress[] }).items).toEqual([]);
  });

  it('is not redone when its message is delivered again after it finished', async () => {
    const started = await startTask(
      contextOf(tenant),
      {
        kind: 'report',
        type: 'test.report',
        name: { key: 'task.name.report' },
        input: { rows: 2 },
      },
      'en',
    );
    await waitForTask(api, started.progressId, tenant.token);
    expect(runs.get(started.progressId)).toBe(1);
    await withClients(api, async ({ sqs }) => {
      const queueUrl = api.stack.resources.queues.report.url;
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify({ ...contextOf(tenant), taskId: started.progressId }),
        }),
      );
      // The worker has handled the message once the queue holds nothing, in flight or waiting.
      const until = Date.now() + 20_000;
      let remaining = 1;
      while (remaining > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { Attributes } = await sqs.send(
          new GetQueueAttributesCommand({
            QueueUrl: queueUrl,
            AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
          }),
        );
        remaining =
          Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
          Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
      }
      expect(remaining).toBe(0);
    });
    expect(runs.get(started.progressId)).toBe(1);
  });

  it('fails after the last attempt with a text in the reader’s language, which the dead-letter consumer keeps', async () => {
    const started = await startTask(
      contextOf(tenant),
      {
        kind: 'report',
        type: 'test.always-fails',
        name: { key: 'task.name.report' },
        input: {},
      },
      'en',
    );
    const failed = await waitForTask(api, started.progressId, tenant.token, 45_000);
    expect(failed.succeeded).toBe(false);
    // The user reads what happened in their language; the raw error stays in the worker's log.
    expect(failed.errorKey).toBe('task.failed');
    expect(failed.errorMessage).toMatch(/could not be completed/);
    expect(JSON.stringify(failed)).not.toContain('payroll system is unreachable');
    expect(failed.log.map((line) => line.messageKey)).toContain('task.attemptFailed');
    const inGerman = await api.call('GET', `/api/tasks/${started.progressId}`, {
      token: tenant.token,
      language: 'de',
    });
    expect((inGerman.body as TTaskProgress).errorMessage).toMatch(/konnte nicht abgeschlossen werden/);
    expect(runs.get(started.progressId)).toBe(jobMaxReceiveCount);

    const download = await api.call('GET', `/api/tasks/${started.progressId}/download`, {
      token: tenant.token,
    });
    expect(download.status).toBe(404);

    // Once dead-lettered, the consumer of the dead-letter queue sees the task finished and leaves its error.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const later = (await api.call('GET', `/api/tasks/${started.progressId}`, { token: tenant.token }))
      .body as TTaskProgress;
    expect(later.errorKey).toBe('task.failed');
  }, 90_000);

  it('shows failed once the message of a task whose worker vanished lands in the dead-letter queue', async () => {
    // A worker that died mid-run leaves its lease behind; every further delivery finds the task busy.
    const owner = contextOf(tenant);
    const vanished = newTask(owner, {
      kind: 'report',
      type: 'test.report',
      name: { key: 'task.name.report' },
      input: { rows: 1 },
    });
    await new TaskRepository(owner).create({
      ...vanished,
      leaseUntil: new Date(Date.now() + 3600_000).toISOString(),
    });
    await withClients(api, async ({ sqs }) => {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: api.stack.resources.queues.report.url,
          MessageBody: JSON.stringify({ ...owner, taskId: vanished.progressId }),
        }),
      );
    });
    const failed = await waitForTask(api, vanished.progressId, tenant.token, 45_000);
    expect(failed.succeeded).toBe(false);
    expect(failed.errorKey).toBe('task.abandoned');
    expect(failed.errorMessage).toMatch(/stopped after repeated attempts/);
    expect(runs.get(vanished.progressId)).toBeUndefined();
  }, 90_000);

  it("is another user's or tenant's 404", async () => {
    const started = await startTask(
      contextOf(tenant),
      {
        kind: 'report',
        type: 'test.report',
        name: { key: 'task.name.report' },
        input: { rows: 1 },
      },
      'en',
    );
    const answer = await api.call('GET', `/api/tasks/${started.progressId}`, { token: otherUser.token });
    expect(answer.status).toBe(404);
  });
});
