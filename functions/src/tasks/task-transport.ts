/**
 * How tasks travel: the job message on its queue, and the short-lived link to a task's result file. Kept apart
 * from the service so that business code imports no AWS SDK.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { jobQueueEnvVar, type JobKind } from '@app/shared/tasks/job-kinds';
import { config } from '../config';
import { sqs } from '../clients';
import { TenantFiles } from '../files/tenant-files';
import type { TenantContext } from '../tenancy/tenant-context';

/** The SQS message body of a job; the worker trusts it because only our server can send to the queues. */
export interface JobMessage {
  customerNo: string;
  userSub: string;
  username: string;
  taskId: string;
}

export async function sendJobMessage(kind: JobKind, message: JobMessage): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: config.queueUrl(jobQueueEnvVar(kind)),
      MessageBody: JSON.stringify(message),
      // Fair queues: one tenant's burst of jobs does not hold up the others.
      MessageGroupId: message.customerNo,
    }),
  );
}

/** A presigned GET of one of the tenant's stored result files that downloads under its own name. */
export function fileDownloadUrl(
  tenant: TenantContext,
  fileKey: string,
  fileName: string,
  expiresInSeconds: number,
): Promise<string> {
  return new TenantFiles(tenant).signedGet(fileKey, expiresInSeconds, { downloadName: fileName });
}

/** Where a task's result file is kept: `generated/<customerNo>/<taskId>/<fileName>` (expires with the area). */
export function taskFileKey(tenant: TenantContext, taskId: string, fileName: string): string {
  return new TenantFiles(tenant).key('generated', taskId, fileName);
}

/** Keeps a task's result file. */
export async function putTaskFile(
  tenant: TenantContext,
  key: string,
  body: Uint8Array | string,
  contentType: string,
): Promise<void> {
  await new TenantFiles(tenant).put(key, body, { contentType });
}
