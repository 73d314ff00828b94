/** The user import's limits of an .xlsx once unpacked (shared `user-import.ts`), checked by `workbook-zip.ts`. */
import { maxWorkbookEntries, maxWorkbookUnpackedBytes } from '@app/shared/user-import/user-import';
import { checkZip, type ZipCheck } from './workbook-zip';

export function checkWorkbook(bytes: Uint8Array): Promise<ZipCheck> {
  return checkZip(bytes, { maxUnpackedBytes: maxWorkbookUnpackedBytes, maxEntries: maxWorkbookEntries });
}

/** The parameters of `userImport.unpackedTooLarge`. */
export const workbookLimitParams = {
  max: Math.round(maxWorkbookUnpackedBytes / (1024 * 1024)),
  entries: maxWorkbookEntries,
};
