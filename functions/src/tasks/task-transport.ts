/**
 * How tasks travel: the job message on its queue, and the short-lived link to a task's result file. Kept apart
 * from the service so that business code imports no AWS SDK.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { jobQueueEnvVar, type JobKind } from '@app/shared/tasks/job-kinds';
import { config } from '../config';
import { s3, sqs } from '../clients';

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

/** A presigned GET of a stored result file that downloads under its own name. */
export function fileDownloadUrl(
  fileKey: string,
  fileName: string,
  expiresInSeconds: number,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: fileKey,
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    }),
    { expiresIn: expiresInSeconds },
  );
}
