/**
 * The user import task (`import` queue): reads the uploaded file (xlsx or CSV), checks every row, reports each
 * refused row with its reason, and writes the people only when no row is refused, so that a file is imported
 * as a whole or not at all. Texts are message keys, shown in each reader's language.
 */
import * as z from 'zod';
import ExcelJS from 'exceljs';
import {
  formatOf,
  maxImportRows,
  parseCsv,
  rowsOf,
  type ImportRow,
} from '@app/shared/user-import/user-import';
import type { JobContext, JobType } from '../jobs/registry';
import { resolveCaller } from '../security/caller';
import { requireUnit } from '../units/unit.service';
import { now } from '../clock';
import { checkRows } from './user-import.check';
import { writeUsers } from './user-import.writer';
import { deleteImportFile, readImportFile } from './import-file.store';

const ZUserImportInput = z.object({
  unitId: z.string(),
  fileKey: z.string(),
  fileName: z.string(),
});
type Input = z.output<typeof ZUserImportInput>;

/** A cell's text as a person reads it (rich text, hyperlinks and formulas give their shown text). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) {
      const result = value.result;
      return result instanceof Date
        ? result.toISOString().slice(0, 10)
        : typeof result === 'object'
          ? ''
          : String(result);
    }
    return '';
  }
  return String(value);
}

async function tableOf(fileName: string, bytes: Uint8Array): Promise<string[][]> {
  if (formatOf(fileName) === 'csv') return parseCsv(new TextDecoder('utf-8').decode(bytes));
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings want a Node Buffer of an older @types/node; the bytes are that.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs answers row values from index 1.
    table[rowNumber - 1] = values.slice(1).map(cellText);
  });
  return Array.from(table, (line) => line ?? []);
}

async function run(context: JobContext<Input>) {
  const { input, log, progress } = context;
  const caller = await resolveCaller(context.tenant);
  const unit = await requireUnit(caller, input.unitId);
  let rows: ImportRow[];
  try {
    const table = await tableOf(input.fileName, await readImportFile(input.fileKey));
    const read = rowsOf(table);
    if (read.missing.length) {
      await log('ERR', { key: 'userImport.headerMissing', params: { columns: read.missing.join(', ') } });
      return { imported: 0, refused: 0 };
    }
    rows = read.rows;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    await log('ERR', { key: 'userImport.fileUnreadable' });
    return { imported: 0, refused: 0 };
  }
  if (rows.length === 0 || rows.length > maxImportRows) {
    await log('ERR', {
      key: rows.length ? 'userImport.tooManyRows' : 'userImport.noRows',
      params: { max: maxImportRows },
    });
    return { imported: 0, refused: 0 };
  }
  await progress({ value: 0, steps: rows.length * 2, detail: { key: 'userImport.checking' } });
  const plan = await checkRows(caller, rows);
  for (const refusal of plan.refusals) {
    await log('ERR', { key: `userImport.refused.${refusal.reason}`, params: { row: refusal.row } });
  }
  if (plan.editionLimit !== null) {
    await log('ERR', { key: 'userImport.editionLimit', params: { limit: plan.editionLimit } });
  }
  const refusedRows = new Set(plan.refusals.map((refusal) => refusal.row)).size;
  if (refusedRows > 0 || plan.editionLimit !== null) {
    await log('WRN', { key: 'userImport.nothingImported', params: { refused: refusedRows } });
    return { imported: 0, refused: refusedRows };
  }
  await log('INF', { key: 'userImport.checked', params: { count: rows.length } });
  await writeUsers(caller, unit, plan.users, plan.roles, now(), (written) =>
    progress({ value: rows.length + written, steps: rows.length * 2, detail: { key: 'userImport.writing' } }),
  );
  for (const user of plan.users) {
    await log('INF', { key: 'userImport.imported', params: { row: user.row, username: user.username } });
  }
  await log('INF', { key: 'userImport.done', params: { count: plan.users.length, unit: unit.name } });
  await deleteImportFile(input.fileKey).catch(() => undefined);
  return { imported: plan.users.length, refused: 0 };
}

export const userImportJob: JobType<typeof ZUserImportInput> = {
  type: 'users.import',
  // Spreadsheets are the report worker's: exceljs stays out of the import worker with its holiday rules.
  kind: 'report',
  input: ZUserImportInput,
  run,
};
