/** The files bucket. */
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  S3ServiceException,
  type BucketLocationConstraint,
  type S3Client,
} from '@aws-sdk/client-s3';
import { fileAreaNames } from '@app/shared/files/file-areas';
import { buckets } from '../../definitions';

export async function ensureBucket(client: S3Client, name: string, region: string): Promise<string> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: name }));
    await allowBrowserUploads(client, name);
    await sweepExpiredFiles(client, name);
    return name;
  } catch (error) {
    if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) throw error;
  }
  await client.send(
    new CreateBucketCommand({
      Bucket: name,
      // Real S3 and LocalStack want the region outside us-east-1; s3rver ignores it.
      CreateBucketConfiguration:
        region === 'us-east-1' ? undefined : { LocationConstraint: region as BucketLocationConstraint },
    }),
  );
  await allowBrowserUploads(client, name);
  return name;
}

/** The browser PUTs photos through signed URLs (files-stack.ts allows the app's origin; locally any). */
async function allowBrowserUploads(client: S3Client, name: string): Promise<void> {
  await client.send(
    new PutBucketCorsCommand({
      Bucket: name,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedMethods: ['PUT', 'GET'],
            AllowedOrigins: ['*'],
            AllowedHeaders: ['*'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

const dayMs = 24 * 3600 * 1000;

/**
 * What the bucket's lifecycle rules do in AWS (files-stack.ts), done locally at every start of the runner
 * (s3rver has no lifecycle): the objects of each expiring area older than its days are deleted. Between starts
 * nothing expires locally. Answers how many objects went.
 */
export async function sweepExpiredFiles(client: S3Client, bucket: string, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const area of fileAreaNames) {
    const { prefix, expiryDays } = buckets.files.areas[area];
    if (expiryDays === null) continue;
    const expiredBefore = now.getTime() - expiryDays * dayMs;
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified || object.LastModified.getTime() > expiredBefore) continue;
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        deleted += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return deleted;
}
