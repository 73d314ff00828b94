/** The files bucket. */
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3ServiceException,
  type BucketLocationConstraint,
  type S3Client,
} from '@aws-sdk/client-s3';

export async function ensureBucket(client: S3Client, name: string, region: string): Promise<string> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: name }));
    await allowBrowserUploads(client, name);
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
