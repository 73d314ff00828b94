/**
 * A queue with its dead-letter queue per job kind, with the redrive policy and visibility timeout of
 * definitions.ts; existing queues get their attributes brought up to date.
 */
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueDoesNotExist,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { jobKinds, type JobKind } from '@app/shared/tasks/job-kinds';
import { jobQueues, physicalName } from '../../definitions';
import { namespaced, type LocalQueue, type ProvisionOptions } from './resources';

export async function ensureQueues(
  client: SQSClient,
  opts: ProvisionOptions,
): Promise<Record<JobKind, LocalQueue>> {
  const isNew = opts.namespace !== undefined;
  const entries = await Promise.all(
    jobKinds.map(async (kind): Promise<[JobKind, LocalQueue]> => {
      const definition = jobQueues[kind];
      const deadLetter = await ensureQueue(
        client,
        physicalName(opts.stage, namespaced(opts, `${kind}-dlq`)),
        {
          // Like the CDK stack: keep dead letters for the maximum retention, 14 days.
          MessageRetentionPeriod: String(14 * 24 * 3600),
        },
        isNew,
      );
      const queue = await ensureQueue(
        client,
        physicalName(opts.stage, namespaced(opts, kind)),
        {
          VisibilityTimeout: String(
            opts.queueVisibilityTimeoutSeconds ?? definition.visibilityTimeoutSeconds,
          ),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: deadLetter.arn,
            maxReceiveCount: definition.maxReceiveCount,
          }),
        },
        isNew,
      );
      return [
        kind,
        { url: queue.url, arn: queue.arn, deadLetterUrl: deadLetter.url, deadLetterArn: deadLetter.arn },
      ];
    }),
  );
  return Object.fromEntries(entries) as Record<JobKind, LocalQueue>;
}

/**
 * Creates the queue, or brings an existing one's attributes up to date (CreateQueue would refuse an existing
 * queue whose attributes differ, e.g. a different visibility timeout on a persistent LocalStack). A queue of a
 * namespace is new (`isNew`; `ProvisionOptions.namespace`): it is created without looking for it first.
 */
async function ensureQueue(
  client: SQSClient,
  name: string,
  attributes: Record<string, string>,
  isNew: boolean,
): Promise<{ url: string; arn: string }> {
  let url: string | undefined;
  try {
    if (!isNew) url = (await client.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
  } catch (error) {
    if (!(error instanceof QueueDoesNotExist)) throw error;
  }
  if (url === undefined) {
    url = (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl;
  } else {
    await client.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  }
  if (url === undefined) throw new Error(`no URL for queue ${name}`);
  const arn = (
    await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }))
  ).Attributes?.QueueArn;
  if (arn === undefined) throw new Error(`no ARN for queue ${name}`);
  return { url, arn };
}
