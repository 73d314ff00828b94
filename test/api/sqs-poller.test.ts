import { createHash, randomUUID } from 'node:crypto';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, describe, it } from 'vitest';
import { jobQueues } from '@app/infra/src/definitions';
import { startSqsPoller } from '@app/infra/src/local/sqs-poller';
import { testVisibilityTimeoutSeconds } from '../support/global-setup';
import { useLocalStack } from '../support/local-stack';
import { present } from '../support/present';

const stack = useLocalStack();
const clients = stack.clients();
const sqs = clients.sqs;
afterAll(() => clients.destroy());

/** A queue of this test's own, so no other test's messages (nor ours in theirs) get in the way. */
async function scratchQueue(): Promise<{ url: string; arn: string; remove(): Promise<void> }> {
  const name = `poller-test-${randomUUID().slice(0, 8)}`;
  const { QueueUrl } = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: { VisibilityTimeout: String(testVisibilityTimeoutSeconds) },
    }),
  );
  return {
    url: present(QueueUrl, 'queue url'),
    arn: `arn:aws:sqs:${stack.endpoints.region}:000000000000:${name}`,
    remove: async () => void (await sqs.send(new DeleteQueueCommand({ QueueUrl: present(QueueUrl) }))),
  };
}

/**
 * A queue of this test's own with a dead-letter queue behind it, redriven like the provisioned job queues
 * (maxReceiveCount from definitions.ts): the tests of this file run concurrently, each on queues of its own.
 */
async function scratchQueueWithDeadLetters(
  maxReceiveCount: number,
): Promise<{ url: string; arn: string; deadLetterUrl: string; remove(): Promise<void> }> {
  const deadLetter = await scratchQueue();
  const name = `poller-test-${randomUUID().slice(0, 8)}`;
  const { QueueUrl } = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: String(testVisibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLetter.arn, maxReceiveCount }),
      },
    }),
  );
  const url = present(QueueUrl, 'queue url');
  return {
    url,
    arn: `arn:aws:sqs:${stack.endpoints.region}:000000000000:${name}`,
    deadLetterUrl: deadLetter.url,
    remove: async () => {
      await sqs.send(new DeleteQueueCommand({ QueueUrl: url }));
      await deadLetter.remove();
    },
  };
}

async function send(client: SQSClient, queueUrl: string, bodies: string[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 10) {
    await client.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: bodies.slice(i, i + 10).map((body, n) => ({
          Id: String(n),
          MessageBody: body,
          MessageAttributes: { kind: { DataType: 'String', StringValue: 'test' } },
        })),
      }),
    );
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Delivery {
  record: SQSRecord;
  at: number;
}

/** Records every delivery; `decide` says which records of a batch fail (or throws for the whole batch). */
function recordingHandler(decide: (records: SQSRecord[]) => string[] = () => []) {
  const deliveries: Delivery[] = [];
  const batches: SQSEvent[] = [];
  const contexts: Context[] = [];
  const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    batches.push(event);
    contexts.push(context);
    for (const record of event.Records) deliveries.push({ record, at: Date.now() });
    await Promise.resolve();
    return { batchItemFailures: decide(event.Records).map((itemIdentifier) => ({ itemIdentifier })) };
  };
  const of = (body: string) => deliveries.filter((d) => d.record.body === body);
  return { handler, deliveries, batches, contexts, of };
}

// Concurrent: each test waits mostly for visibility timeouts, on queues of its own.
describe.concurrent('SQS poller (the local Lambda event source mapping)', () => {
  it('delivers batches of at most batchSize as a real-shaped SQSEvent, and deletes what succeeded', async ({
    expect,
  }) => {
    const queue = await scratchQueue();
    const bodies = Array.from({ length: 7 }, (_, i) => `message ${i}`);
    await send(sqs, queue.url, bodies);
    const recorder = recordingHandler();
    const poller = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: 5,
      waitTimeSeconds: 1,
      handler: recorder.handler,
    });
    await waitFor(() => recorder.deliveries.length >= 7, 10_000, 'all 7 messages');
    // Long enough for anything not deleted to become visible and be delivered again.
    await new Promise((resolve) => setTimeout(resolve, testVisibilityTimeoutSeconds * 1000 + 700));
    await poller.stop();
    await queue.remove();

    expect(recorder.deliveries.map((d) => d.record.body).sort()).toEqual(bodies);
    expect(recorder.batches.map((b) => b.Records.length)).toEqual([5, 2]);

    const record = present(recorder.deliveries[0]).record;
    expect(record).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queue.arn,
      awsRegion: stack.endpoints.region,
      md5OfBody: createHash('md5').update(record.body).digest('hex'),
      messageAttributes: {
        kind: { stringValue: 'test', stringListValues: [], binaryListValues: [], dataType: 'String' },
      },
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: expect.stringMatching(/^\d+$/) as unknown,
        ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d+$/) as unknown,
        SenderId: expect.any(String) as unknown,
      },
    });
    expect(record.messageId).toMatch(/\S/);
    expect(record.receiptHandle).toMatch(/\S/);
    const context = present(recorder.contexts[0]);
    expect(context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(0);
    expect(present(recorder.contexts[1]).awsRequestId).not.toBe(context.awsRequestId);
  });

  it('after a partial batch failure only the failed message stays; it returns after the visibility timeout and finally lands in the dead-letter queue', async ({
    expect,
  }) => {
    const { maxReceiveCount } = jobQueues['report'];
    const queue = await scratchQueueWithDeadLetters(maxReceiveCount);
    const run = randomUUID().slice(0, 8);
    const [ok1, failing, ok2] = [`ok-1 ${run}`, `failing ${run}`, `ok-2 ${run}`] as const;
    await send(sqs, queue.url, [ok1, failing, ok2]);
    const recorder = recordingHandler((records) =>
      records.filter((r) => r.body === failing).map((r) => r.messageId),
    );
    const poller = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: jobQueues['report'].batchSize,
      waitTimeSeconds: 1,
      handler: recorder.handler,
    });

    const deadLetters: string[] = [];
    // Generous: on a loaded machine each delivery can take longer than its visibility timeout.
    const deadline = Date.now() + (maxReceiveCount + 3) * testVisibilityTimeoutSeconds * 1000 + 30_000;
    while (!deadLetters.includes(failing) && Date.now() < deadline) {
      const { Messages } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queue.deadLetterUrl,
          WaitTimeSeconds: 1,
          MaxNumberOfMessages: 10,
        }),
      );
      deadLetters.push(...(Messages ?? []).map((m) => m.Body ?? ''));
    }
    await poller.stop();
    await queue.remove();

    expect(deadLetters).toContain(failing);
    expect(deadLetters).not.toContain(ok1);
    expect(recorder.of(ok1)).toHaveLength(1);
    expect(recorder.of(ok2)).toHaveLength(1);
    const failedDeliveries = recorder.of(failing);
    expect(failedDeliveries.map((d) => d.record.attributes.ApproximateReceiveCount)).toEqual(
      Array.from({ length: maxReceiveCount }, (_, i) => String(i + 1)),
    );
    for (let i = 1; i < failedDeliveries.length; i++) {
      const gap = present(failedDeliveries[i]).at - present(failedDeliveries[i - 1]).at;
      expect(gap).toBeGreaterThanOrEqual(testVisibilityTimeoutSeconds * 1000 - 250);
    }
  });

  it('when the handler throws, no message of the batch is deleted', async ({ expect }) => {
    const queue = await scratchQueue();
    await send(sqs, queue.url, ['a', 'b']);
    let calls = 0;
    const seen: string[] = [];
    const poller = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: 10,
      waitTimeSeconds: 1,
      handler: async (event) => {
        calls += 1;
        seen.push(...event.Records.map((r) => `${r.body}:${r.attributes.ApproximateReceiveCount}`));
        await Promise.resolve();
        if (calls === 1) throw new Error('worker crashed');
      },
    });
    await waitFor(() => seen.length >= 4, (testVisibilityTimeoutSeconds + 5) * 1000, 'redelivery of both');
    await poller.stop();
    await queue.remove();
    expect(seen.sort()).toEqual(['a:1', 'a:2', 'b:1', 'b:2']);
  });

  it('keeps a batch invisible while its handler runs past the visibility timeout: it is handled once', async ({
    expect,
  }) => {
    const queue = await scratchQueue();
    await send(sqs, queue.url, ['slow']);
    const seen: string[] = [];
    const poller = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: 10,
      // Another receive loop would take the message, were it visible again.
      maxConcurrency: 2,
      waitTimeSeconds: 1,
      handler: async (event) => {
        seen.push(...event.Records.map((r) => r.body));
        await new Promise((resolve) => setTimeout(resolve, testVisibilityTimeoutSeconds * 2500));
      },
    });
    await waitFor(() => seen.length >= 1, 10_000, 'the first delivery');
    await new Promise((resolve) => setTimeout(resolve, testVisibilityTimeoutSeconds * 3000));
    await poller.stop();
    const left = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.url, WaitTimeSeconds: 0 }));
    await queue.remove();
    expect(seen).toEqual(['slow']);
    expect(left.Messages ?? []).toEqual([]);
  });

  it('stop() aborts the long poll at once but lets the batch in hand finish', async ({ expect }) => {
    const queue = await scratchQueue();
    const idle = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: 1,
      waitTimeSeconds: 20,
      handler: () => Promise.resolve(),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const began = Date.now();
    await idle.stop();
    expect(Date.now() - began).toBeLessThan(1000);

    await send(sqs, queue.url, ['slow']);
    let started = false;
    let finished = false;
    const busy = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: 1,
      waitTimeSeconds: 1,
      handler: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    });
    await waitFor(() => started, 5_000, 'the slow handler to start');
    await busy.stop();
    expect(finished).toBe(true);
    // It was deleted before stop() resolved, so it does not come back.
    await new Promise((resolve) => setTimeout(resolve, testVisibilityTimeoutSeconds * 1000 + 500));
    const { Messages } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queue.url, WaitTimeSeconds: 0 }),
    );
    expect(Messages ?? []).toEqual([]);
    await queue.remove();
  });

  it('handles up to maxConcurrency batches at once, like the event source in AWS', async ({ expect }) => {
    const queue = await scratchQueue();
    await send(sqs, queue.url, ['first', 'second', 'third']);
    let inFlight = 0;
    let most = 0;
    const handled: string[] = [];
    const poller = startSqsPoller({
      client: sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: 1,
      maxConcurrency: 2,
      waitTimeSeconds: 1,
      handler: async (event) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // Each batch waits (a while at most) for a second one to be in hand beside it.
        const until = Date.now() + 5_000;
        while (inFlight < 2 && most < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
        handled.push(...event.Records.map((record) => record.body));
        inFlight -= 1;
        return { batchItemFailures: [] };
      },
    });
    await waitFor(() => handled.length >= 3, 20_000, 'all 3 messages');
    await poller.stop();
    await queue.remove();
    expect(most).toBe(2);
    expect(handled.sort()).toEqual(['first', 'second', 'third']);
  });
});
