/** The uploaded files of user imports in the files bucket, under the tenant's prefix, until the import ran. */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../clients';
import { config } from '../config';

export function importFileKey(customerNo: string, importId: string): string {
  return `tenants/${customerNo}/imports/${importId}`;
}

export async function putImportFile(key: string, body: Uint8Array): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: body }));
}

export async function readImportFile(key: string): Promise<Uint8Array> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
  if (!answer.Body) throw new Error(`Import file ${key} is empty`);
  return answer.Body.transformToByteArray();
}

export async function deleteImportFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
}
