/**
 * People's photos in the files bucket: the browser uploads to `uploads/<customerNo>/photos/<user>/<upload>`
 * through a signed PUT (an upload never kept expires with the uploads area), a kept photo is copied to
 * `tenants/<customerNo>/user-photos/<user>/<upload>` and served through signed GETs, and is deleted when it is
 * replaced or removed or its person is deleted. The only code of the users area that talks to S3, always
 * with the caller's tenant (`TenantFiles`).
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantFiles } from '../files/tenant-files';

/** Where the browser puts an upload of the person. */
export function photoUploadKey(tenant: TenantContext, userId: string, uploadId: string): string {
  return new TenantFiles(tenant).key('uploads', 'photos', userId, uploadId);
}

/** Where a kept photo lives. */
export function photoKey(tenant: TenantContext, userId: string, uploadId: string): string {
  return new TenantFiles(tenant).key('tenants', 'user-photos', userId, uploadId);
}

/** A PUT of exactly this type and size (both signed: S3 refuses other headers). */
export function photoUploadUrl(
  tenant: TenantContext,
  key: string,
  contentType: string,
  size: number,
  expiresInSeconds: number,
): Promise<string> {
  return new TenantFiles(tenant).signedPut(key, { contentType, size }, expiresInSeconds);
}

export function photoUrl(tenant: TenantContext, key: string, expiresInSeconds: number): Promise<string> {
  return new TenantFiles(tenant).signedGet(key, expiresInSeconds);
}

/** Size, type and first bytes of an upload; undefined when nothing was uploaded under the key. */
export async function inspectUpload(
  tenant: TenantContext,
  key: string,
): Promise<{ size: number; contentType: string | undefined; head: Uint8Array } | undefined> {
  const files = new TenantFiles(tenant);
  const head = await files.head(key);
  if (!head) return undefined;
  const first = await files.read(key, { range: 'bytes=0-15' });
  return { ...head, head: first ?? new Uint8Array() };
}

/** Copies a checked upload to where kept photos live. */
export async function keepUpload(tenant: TenantContext, uploadKey: string, key: string): Promise<void> {
  await new TenantFiles(tenant).copy(uploadKey, key);
}

/** Deletes a photo or an upload (nothing when it is gone already). */
export async function deletePhoto(tenant: TenantContext, key: string): Promise<void> {
  await new TenantFiles(tenant).delete(key);
}
