/**
 * The payroll runs' files in the files bucket, under `payroll/<customerNo>/<runId>/<fileName>` (the bucket's
 * lifecycle rule deletes them after 90 days), and their short-lived download links. The only payroll code that
 * knows S3.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../config';
import { s3 } from '../clients';
import type { TenantContext } from '../tenancy/tenant-context';
import { fileDownloadUrl } from '../tasks/task-transport';

export function payrollFileKey(tenant: TenantContext, runId: string, fileName: string): string {
  return `payroll/${tenant.customerNo}/${runId}/${fileName}`;
}

/** Payroll files are Windows-1252 (or UTF-8 when a Sage template says so) plain text. */
export async function putPayrollFile(key: string, body: Uint8Array, charset: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: body,
      ContentType: `text/plain; charset=${charset}`,
    }),
  );
}

export function payrollFileUrl(key: string, fileName: string, seconds: number): Promise<string> {
  return fileDownloadUrl(key, fileName, seconds);
}
