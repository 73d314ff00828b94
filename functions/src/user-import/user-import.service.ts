/**
 * Starting a user import: the file is checked for size, kept in the files bucket, and a task of the `import`
 * queue reads, checks and writes it (`user-import.job.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '@app/shared/api/errors';
import { maxImportBytes } from '@app/shared/user-import/user-import';
import type { Caller } from '../security/caller';
import { requireUnit } from '../units/unit.service';
import { startTask } from '../tasks/task.service';
import { importFileKey, putImportFile } from './import-file.store';

export async function startUserImport(
  caller: Caller,
  input: { unitId: string; fileName: string; content: string },
  language: Language,
): Promise<TTaskProgress> {
  await requireUnit(caller, input.unitId);
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length === 0 || bytes.length > maxImportBytes) {
    throw AppError.validation([
      {
        path: 'body.content',
        code: 'too_big',
        messageKey: 'userImport.fileSize',
        message: 'userImport.fileSize',
      },
    ]);
  }
  const fileKey = importFileKey(caller.tenant.customerNo, randomUUID());
  await putImportFile(fileKey, bytes);
  return startTask(
    caller.tenant,
    {
      kind: 'report',
      type: 'users.import',
      name: { key: 'task.name.userImport' },
      input: { unitId: input.unitId, fileKey, fileName: input.fileName },
    },
    language,
  );
}
