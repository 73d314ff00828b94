/**
 * Writes the OpenAPI document of every operation to the file given as argument: the CDK runs it while
 * bundling the system function, the local runner at start.
 */
import { writeFile } from 'node:fs/promises';
import { operations } from '@app/functions/wiring/catalog';
import { buildOpenApiDocument } from '@app/functions/system/openapi-document';

export async function writeOpenApiDocument(path: string): Promise<void> {
  await writeFile(path, JSON.stringify(buildOpenApiDocument(operations)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: write-openapi.ts <file>');
  await writeOpenApiDocument(target);
}
