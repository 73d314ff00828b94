/**
 * People's photos in the files bucket, under the tenant's prefix: the signed PUT the browser uploads with, the
 * checks of what arrived, and the signed GET that shows it. The only code of the users area that talks to S3.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients';
import { config } from '../config';

export function photoKey(customerNo: string, userId: string, uploadId: string): string {
  return `tenants/${customerNo}/user-photos/${userId}/${uploadId}`;
}

/** A PUT of exactly this type and size (both signed: S3 refuses other headers). */
export function photoUploadUrl(
  key: string,
  contentType: string,
  size: number,
  expiresInSeconds: number,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    }),
    { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

export function photoUrl(key: string, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: config.filesBucket, Key: key }), {
    expiresIn: expiresInSeconds,
  });
}

/** Size, type and first bytes of an upload; undefined when nothing was uploaded under the key. */
export async function inspectUpload(
  key: string,
): Promise<{ size: number; contentType: string | undefined; head: Uint8Array } | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: key }));
    const first = await s3().send(
      new GetObjectCommand({ Bucket: config.filesBucket, Key: key, Range: 'bytes=0-15' }),
    );
    return {
      size: head.ContentLength ?? 0,
      contentType: head.ContentType,
      head: first.Body ? await first.Body.transformToByteArray() : new Uint8Array(),
    };
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
    if (error instanceof S3ServiceException && error.name === 'NotFound') return undefined;
    throw error;
  }
}

export async function deletePhoto(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
}
