/**
 * The payroll runs' files in the files bucket, under `payroll/<customerNo>/<runId>/<fileName>` (the bucket's
 * lifecycle rule deletes them after 90 days), and their short-lived download links. The only payroll code that
 * knows S3, always with the run's tenant (`TenantFiles`).
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantFiles } from '../files/tenant-files';
import { fileDownloadUrl } from '../tasks/task-transport';

export function payrollFileKey(tenant: TenantContext, runId: string, fileName: string): string {
  return new TenantFiles(tenant).key('payroll', runId, fileName);
}

/** Payroll files are Windows-1252 (or UTF-8 when a Sage template says so) plain text. */
export async function putPayrollFile(
  tenant: TenantContext,
  key: string,
  body: Uint8Array,
  charset: string,
): Promise<void> {
  await new TenantFiles(tenant).put(key, body, { contentType: `text/plain; charset=${charset}` });
}

export function payrollFileUrl(
  tenant: TenantContext,
  key: string,
  fileName: string,
  seconds: number,
): Promise<string> {
  return fileDownloadUrl(tenant, key, fileName, seconds);
}
