/**
 * The uploaded files of user imports in the files bucket (`imports/<customerNo>/<id>`), until their task ran; a
 * file whose task never deleted it expires with the imports area (7 days).
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantFiles } from '../files/tenant-files';

export function importFileKey(tenant: TenantContext, importId: string): string {
  return new TenantFiles(tenant).key('imports', importId);
}

export async function putImportFile(tenant: TenantContext, key: string, body: Uint8Array): Promise<void> {
  await new TenantFiles(tenant).put(key, body);
}

/** The uploaded file, or undefined once it is gone (deleted by its task, or expired). */
export async function readImportFile(tenant: TenantContext, key: string): Promise<Uint8Array | undefined> {
  return new TenantFiles(tenant).read(key);
}

export async function deleteImportFile(tenant: TenantContext, key: string): Promise<void> {
  await new TenantFiles(tenant).delete(key);
}
