/**
 * Starting a user import: the file is checked for size (an .xlsx also unpacked, with a byte counter and
 * before anything keeps it: `workbook-zip.ts`), kept in the files bucket, and a task reads, checks and writes
 * it (`user-import.job.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '@app/shared/api/errors';
import { formatOf, maxImportBytes } from '@app/shared/user-import/user-import';
import type { Caller } from '../security/caller';
import { requireUnit } from '../units/unit.service';
import { startTask } from '../tasks/task.service';
import { deleteImportFile, importFileKey, putImportFile } from './import-file.store';
import { checkWorkbook, workbookLimitParams } from './workbook-limits';

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
  if (formatOf(input.fileName) === 'xlsx') {
    const zip = await checkWorkbook(bytes);
    // A file that is no zip at all is the task's to report (as unreadable), like a CSV it cannot read.
    if (!zip.ok && zip.reason === 'tooLarge') {
      // The answer's message names the limits; the field issue marks the file.
      throw new AppError('VALIDATION', {
        messageKey: 'userImport.unpackedTooLarge',
        params: workbookLimitParams,
        details: {
          issues: [
            {
              path: 'body.content',
              code: 'too_big',
              messageKey: 'userImport.unpackedTooLarge',
              message: 'userImport.unpackedTooLarge',
            },
          ],
        },
      });
    }
  }
  const fileKey = importFileKey(caller.tenant, randomUUID());
  await putImportFile(caller.tenant, fileKey, bytes);
  try {
    return await startTask(
      caller.tenant,
      {
        kind: 'report',
        type: 'users.import',
        name: { key: 'task.name.userImport' },
        input: { unitId: input.unitId, fileKey, fileName: input.fileName },
      },
      language,
    );
  } catch (error) {
    // No task will read it (too many running, or the queue failed): the file goes at once. The caller must see the
    // error above; a file this delete misses expires with the imports area (7 days).
    await deleteImportFile(caller.tenant, fileKey).catch(() => undefined);
    throw error;
  }
}
