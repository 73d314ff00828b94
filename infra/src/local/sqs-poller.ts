/**
 * Locally what a Lambda SQS event source mapping (with ReportBatchItemFailures) does in AWS: long-poll the
 * queue, hand a batch to the worker handler as a real-shaped SQSEvent, and delete what succeeded. What failed
 * stays in the queue, reappears after the visibility timeout and, after maxReceiveCount receives, is moved to
 * the dead-letter queue by the queue's redrive policy (the SQS emulator does that, as SQS does in AWS).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type MessageAttributeValue,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type {
  Context,
  SQSBatchResponse,
  SQSEvent,
  SQSMessageAttribute,
  SQSRecord,
  SQSRecordAttributes,
} from 'aws-lambda';

export interface SqsPollerOptions {
  client: SQSClient;
  queueUrl: string;
  queueArn: string;
  handler: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;
  /** Messages per invocation; SQS returns at most 10 per receive, as for a mapping without batching window. */
  batchSize: number;
  /**
   * Batches handled at once, like the event source's `maxConcurrency` in AWS (default 1): the next batch is
   * received only while fewer are being handled.
   */
  maxConcurrency?: number;
  /** Long-poll duration, 20 s (the maximum) like Lambda's pollers unless told otherwise. */
  waitTimeSeconds?: number;
  log?: (line: string) => void;
  /** For the Lambda context only; defaults to `<queue name>-worker`. */
  functionName?: string;
  /** For context.getRemainingTimeInMillis(); not enforced. */
  timeoutSeconds?: number;
  memoryMb?: number;
}

export interface SqsPoller {
  /** Ends polling at once and resolves when a batch being handled has finished. */
  stop(): Promise<void>;
}

const maxMessagesPerReceive = 10;

export function startSqsPoller(opts: SqsPollerOptions): SqsPoller {
  const log = opts.log ?? (() => {});
  const [, , , region = 'eu-central-1', accountId = '000000000000', queueName = 'queue'] =
    opts.queueArn.split(':');
  const functionName = opts.functionName ?? `${queueName}-worker`;
  let stopped = false;
  // Aborts the long poll, or the pause after a failed receive.
  const abort = new AbortController();

  // In AWS a queue's visibility timeout is longer than its worker's timeout, so no message is handed out again
  // while a worker still runs it. The API tests shorten the visibility timeout to see a failed message come back
  // quickly; on a busy machine a run can outlast it, and its second delivery would find the task busy and end in
  // the dead-letter queue. So while the handler runs, the batch is kept invisible, renewed at a quarter of the
  // timeout; a failed message still comes back within the timeout after the handler returned. The timeout is
  // asked for at once, so that the first batch does not wait for it while its clock runs.
  const visibilityTimeout = opts.client
    .send(new GetQueueAttributesCommand({ QueueUrl: opts.queueUrl, AttributeNames: ['VisibilityTimeout'] }))
    .then(
      (output) => Number(output.Attributes?.['VisibilityTimeout']) || undefined,
      (error: unknown) => {
        log(`${functionName}: no visibility timeout, runs are not kept invisible: ${describe(error)}`);
        return undefined;
      },
    );
  const keepInvisible = async (records: SQSRecord[]): Promise<() => void> => {
    const seconds = await visibilityTimeout;
    if (seconds === undefined) return () => {};
    const renew = () =>
      opts.client
        .send(
          new ChangeMessageVisibilityBatchCommand({
            QueueUrl: opts.queueUrl,
            Entries: records.map((r, n) => ({
              Id: String(n),
              ReceiptHandle: r.receiptHandle,
              VisibilityTimeout: seconds,
            })),
          }),
        )
        .catch((error: unknown) => log(`${functionName}: could not renew visibility: ${describe(error)}`));
    const timer = setInterval(() => void renew(), (seconds * 1000) / 4);
    timer.unref();
    return () => clearInterval(timer);
  };

  const invoke = async (messages: Message[]): Promise<void> => {
    const records = messages.map((m) => toRecord(m, opts.queueArn, region));
    const release = await keepInvisible(records);
    const context = lambdaContext(
      functionName,
      region,
      accountId,
      opts.timeoutSeconds ?? 900,
      opts.memoryMb ?? 1024,
    );
    let failed: Set<string>;
    try {
      const result: unknown = await opts.handler({ Records: records }, context);
      failed = failedMessageIds(result, records);
      if (failed.size > 0) log(`${functionName}: ${failed.size} of ${records.length} messages failed`);
    } catch (error) {
      log(`${functionName}: invocation failed, the whole batch will be retried: ${describe(error)}`);
      failed = new Set(records.map((r) => r.messageId));
    } finally {
      release();
    }
    const done = records.filter((r) => !failed.has(r.messageId));
    for (let i = 0; i < done.length; i += maxMessagesPerReceive) {
      const chunk = done.slice(i, i + maxMessagesPerReceive);
      try {
        const result = await opts.client.send(
          new DeleteMessageBatchCommand({
            QueueUrl: opts.queueUrl,
            Entries: chunk.map((r, n) => ({ Id: String(n), ReceiptHandle: r.receiptHandle })),
          }),
        );
        for (const failure of result.Failed ?? []) {
          log(`${functionName}: could not delete a handled message: ${failure.Code} ${failure.Message}`);
        }
      } catch (error) {
        // The messages come back after the visibility timeout and are handled again: at-least-once, as in AWS.
        log(`${functionName}: could not delete handled messages: ${describe(error)}`);
      }
    }
  };

  const receive = async (maxMessages: number, waitTimeSeconds: number): Promise<Message[]> => {
    const output = await opts.client.send(
      new ReceiveMessageCommand({
        QueueUrl: opts.queueUrl,
        MaxNumberOfMessages: maxMessages,
        WaitTimeSeconds: waitTimeSeconds,
        MessageSystemAttributeNames: ['All'],
        // Deprecated in the API, but local-aws-sqs reads only this one.
        AttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );
    return output.Messages ?? [];
  };

  // One long poll per queue, as few as the event source's pollers: a batch is received only when one of the
  // `maxConcurrency` executions is free to take it, and handled while the next one is received.
  const executions = Math.max(1, Math.floor(opts.maxConcurrency ?? 1));
  const batchSize = Math.min(Math.max(1, opts.batchSize), maxMessagesPerReceive);
  const handling = new Set<Promise<void>>();
  const poll = async (): Promise<void> => {
    let consecutiveErrors = 0;
    while (!stopped) {
      if (handling.size >= executions) {
        await Promise.race(handling);
        continue;
      }
      let messages: Message[];
      try {
        // SQS answers a long poll as soon as any message is there. local-aws-sqs instead holds the answer until
        // MaxNumberOfMessages are there or the wait is over, while the clock of the messages' visibility timeout
        // already runs. So: long-poll for one message, then take whatever else is waiting (wait time 0) to fill
        // the batch. Against real SQS or LocalStack this gives the same batches.
        messages = await receive(1, opts.waitTimeSeconds ?? 20);
        consecutiveErrors = 0;
      } catch (error) {
        if (stopped) break;
        consecutiveErrors += 1;
        log(`${functionName}: ReceiveMessage failed: ${describe(error)}`);
        await pause(Math.min(500 * 2 ** consecutiveErrors, 10_000), abort.signal);
        continue;
      }
      if (messages.length === 0) continue;
      if (batchSize > 1 && !stopped) {
        // A failure here only makes this batch smaller; the first message is ours and gets handled.
        messages.push(...(await receive(batchSize - 1, 0).catch(() => [])));
      }
      const execution: Promise<void> = invoke(messages)
        .catch((error: unknown) => log(`${functionName}: a batch could not be handled: ${describe(error)}`))
        .finally(() => handling.delete(execution));
      handling.add(execution);
    }
  };

  const polling = poll();
  return {
    async stop() {
      stopped = true;
      abort.abort();
      await polling;
      await Promise.all(handling);
    },
  };
}

function toRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const body = message.Body ?? '';
  const now = String(Date.now());
  const system = message.Attributes ?? {};
  const attributes: SQSRecordAttributes = {
    ...system,
    ApproximateReceiveCount: system['ApproximateReceiveCount'] ?? '1',
    SentTimestamp: system['SentTimestamp'] ?? now,
    SenderId: system['SenderId'] ?? 'local',
    ApproximateFirstReceiveTimestamp: system['ApproximateFirstReceiveTimestamp'] ?? now,
  };
  const messageAttributes: Record<string, SQSMessageAttribute> = {};
  for (const [name, value] of Object.entries(message.MessageAttributes ?? {})) {
    messageAttributes[name] = toLambdaAttribute(value);
  }
  return {
    messageId: message.MessageId ?? randomUUID(),
    receiptHandle: message.ReceiptHandle ?? '',
    body,
    attributes,
    messageAttributes,
    md5OfBody: message.MD5OfBody ?? createHash('md5').update(body).digest('hex'),
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/** Lambda's spelling: lower camel case, binary as base64, list fields always present. */
function toLambdaAttribute(value: MessageAttributeValue): SQSMessageAttribute {
  return {
    ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
    ...(value.BinaryValue !== undefined
      ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') }
      : {}),
    stringListValues: value.StringListValues ?? [],
    binaryListValues: (value.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    dataType: value.DataType ?? 'String',
  };
}

/**
 * Lambda's rules for ReportBatchItemFailures: no response or an empty list means all succeeded; a malformed
 * response or an identifier that is empty or not in the batch fails the whole batch.
 */
function failedMessageIds(result: unknown, records: SQSRecord[]): Set<string> {
  const all = new Set(records.map((r) => r.messageId));
  if (result === undefined || result === null) return new Set();
  if (typeof result !== 'object') return all;
  const failures = (result as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const failed = new Set<string>();
  for (const failure of failures as unknown[]) {
    const id =
      typeof failure === 'object' && failure !== null
        ? (failure as { itemIdentifier?: unknown }).itemIdentifier
        : undefined;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}

function lambdaContext(
  functionName: string,
  region: string,
  accountId: string,
  timeoutSeconds: number,
  memoryMb: number,
): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '/');
  const unsupported = () => {
    throw new Error('callback-style context methods are not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${accountId}:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${day}/[$LATEST]${randomBytes(16).toString('hex')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
