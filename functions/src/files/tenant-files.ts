/**
 * The files bucket as one tenant sees it: keys `<area>/<customerNo>/...` (shared `files/file-areas.ts`), every
 * request made with the tenant's credentials. In AWS those come from the tenant role with the session tag
 * `customerNo`, whose policy allows only that tenant's keys (and no listing), so a bug that builds another
 * tenant's key is refused by S3; here every key is checked first as well, which is the protection locally.
 * The stores of the areas (photos, imports, task results, payroll files) reach S3 only through this.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fileAreaNames, fileAreas, type FileArea } from '@app/shared/files/file-areas';
import { config } from '../config';
import { presignedLinkMaxSeconds, tenantS3Client } from '../data/tenant-credentials';
import type { TenantContext } from '../tenancy/tenant-context';

export { presignedLinkMaxSeconds };

export interface StoredFileHead {
  size: number;
  contentType: string | undefined;
}

/** Whether `key` is one of the tenant's: `<area>/<customerNo>/<something>` of a known area. */
export function isTenantFileKey(tenant: TenantContext, key: string): boolean {
  return fileAreaNames.some((area) => {
    const prefix = `${fileAreas[area].prefix}${tenant.customerNo}/`;
    return key.startsWith(prefix) && key.length > prefix.length && !key.split('/').includes('..');
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export class TenantFiles {
  constructor(readonly tenant: TenantContext) {}

  /** `<area>/<customerNo>/<parts joined by />`. */
  key(area: FileArea, ...parts: string[]): string {
    for (const part of parts) {
      if (!part || part.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
        throw new Error(`Not a key part: ${JSON.stringify(part)}`);
    }
    return `${fileAreas[area].prefix}${this.tenant.customerNo}/${parts.join('/')}`;
  }

  async put(key: string, body: Uint8Array | string, options: { contentType?: string } = {}): Promise<void> {
    await this.client().send(
      new PutObjectCommand({
        Bucket: config.filesBucket,
        Key: this.checked(key),
        Body: body,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      }),
    );
  }

  /** The object's bytes; undefined when there is none. */
  async read(key: string, options: { range?: string } = {}): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.client().send(
        new GetObjectCommand({
          Bucket: config.filesBucket,
          Key: this.checked(key),
          ...(options.range ? { Range: options.range } : {}),
        }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Size and type; undefined when there is no such object. */
  async head(key: string): Promise<StoredFileHead | undefined> {
    try {
      const head = await this.client().send(
        new HeadObjectCommand({ Bucket: config.filesBucket, Key: this.checked(key) }),
      );
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Copies an object of the tenant to another key of the tenant (inside S3). */
  async copy(from: string, to: string): Promise<void> {
    await this.client().send(
      new CopyObjectCommand({
        Bucket: config.filesBucket,
        CopySource: `${config.filesBucket}/${this.checked(from).split('/').map(encodeURIComponent).join('/')}`,
        Key: this.checked(to),
      }),
    );
  }

  /** Deletes the object; deleting what is not there is no error (S3's own rule). */
  async delete(key: string): Promise<void> {
    await this.client().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: this.checked(key) }));
  }

  /** A signed GET, optionally downloading under `downloadName`. */
  signedGet(key: string, seconds: number, options: { downloadName?: string } = {}): Promise<string> {
    return getSignedUrl(
      this.client(),
      new GetObjectCommand({
        Bucket: config.filesBucket,
        Key: this.checked(key),
        ...(options.downloadName
          ? {
              ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`,
            }
          : {}),
      }),
      { expiresIn: linkSeconds(seconds) },
    );
  }

  /** A signed PUT of exactly this type and size (both signed: S3 refuses other headers). */
  signedPut(key: string, upload: { contentType: string; size: number }, seconds: number): Promise<string> {
    return getSignedUrl(
      this.client(),
      new PutObjectCommand({
        Bucket: config.filesBucket,
        Key: this.checked(key),
        ContentType: upload.contentType,
        ContentLength: upload.size,
      }),
      { expiresIn: linkSeconds(seconds), signableHeaders: new Set(['content-type', 'content-length']) },
    );
  }

  private client() {
    return tenantS3Client(this.tenant.customerNo);
  }

  private checked(key: string): string {
    if (!isTenantFileKey(this.tenant, key)) throw new Error(`File key outside the tenant: ${key}`);
    return key;
  }
}

/** A link outliving the credentials that signed it would fail early: the longest is refused here. */
function linkSeconds(seconds: number): number {
  if (seconds > presignedLinkMaxSeconds)
    throw new Error(`Signed links last at most ${presignedLinkMaxSeconds} s, not ${seconds}`);
  return seconds;
}
