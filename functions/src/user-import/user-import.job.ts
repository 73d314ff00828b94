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
import { Readable } from 'node:stream';
import { JobFailure, type JobContext, type JobType } from '../jobs/registry';
import { resolveCaller } from '../security/caller';
import { requireUnit } from '../units/unit.service';
import { now } from '../clock';
import { checkRows } from './user-import.check';
import { writeUsers } from './user-import.writer';
import { deleteImportFile, readImportFile } from './import-file.store';
import { checkWorkbook, workbookLimitParams } from './workbook-limits';

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

/** A worksheet of the streaming reader, with what the typings leave out. */
type SheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name?: string };
type BookReader = ExcelJS.stream.xlsx.WorkbookReader & { model?: { sheets?: { name: string }[] } };

/**
 * The first sheet's non-empty rows with their row numbers, read as a stream (exceljs's streaming reader): at
 * most the header and `maxImportRows` rows are ever held; one more and reading stops ('tooManyRows'). Other
 * sheets are read past without keeping anything.
 */
async function workbookTable(bytes: Uint8Array): Promise<Table | 'tooManyRows'> {
  const reader: BookReader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let taken = false;
  for await (const sheet of reader as AsyncIterable<SheetReader>) {
    // The first sheet in the workbook's order (the zip's order when the workbook part comes later).
    const first = reader.model?.sheets?.[0]?.name;
    const wanted = !taken && (first === undefined || sheet.name === undefined || sheet.name === first);
    const table: Table = { lines: [], rowNumbers: [] };
    for await (const row of sheet) {
      if (!wanted) continue;
      const values = row.values as ExcelJS.CellValue[];
      // exceljs answers row values from index 1.
      const line = Array.from(values.slice(1), cellText);
      if (line.every((value) => value.trim() === '')) continue;
      table.lines.push(line);
      table.rowNumbers.push(row.number);
      // The header and one row too many: the file is refused, nothing more is read.
      if (table.lines.length > maxImportRows + 1) return 'tooManyRows';
    }
    if (wanted) {
      taken = true;
      return table;
    }
  }
  return { lines: [], rowNumbers: [] };
}

/** Non-empty lines (the header first) and each one's row number in the file. */
interface Table {
  lines: string[][];
  rowNumbers: number[];
}

async function tableOf(fileName: string, bytes: Uint8Array): Promise<Table | 'tooManyRows' | 'tooLarge'> {
  if (formatOf(fileName) === 'csv') {
    const lines = parseCsv(new TextDecoder('utf-8').decode(bytes));
    return { lines, rowNumbers: lines.map((_, index) => index + 1) };
  }
  // Checked when the import was started; again here, for files of before that check.
  const zip = await checkWorkbook(bytes);
  if (!zip.ok && zip.reason === 'tooLarge') return 'tooLarge';
  if (!zip.ok) throw new Error('Not a workbook');
  return workbookTable(bytes);
}

/** The import rows of a table, numbered as in the file. */
function importRowsOf(table: Table): ReturnType<typeof rowsOf> {
  const read = rowsOf(table.lines);
  // rowsOf numbers by position (header = 1); the table's lines are the non-empty ones.
  return {
    ...read,
    rows: read.rows.map((row) => ({ ...row, row: table.rowNumbers[row.row - 1] ?? row.row })),
  };
}

/** Reads, checks and writes; the file is deleted once the import has an outcome (a retry still finds it). */
async function run(context: JobContext<Input>) {
  const result = await importFile(context);
  // The import has its outcome; a file this delete misses expires with the imports area (7 days).
  await deleteImportFile(context.tenant, context.input.fileKey).catch(() => undefined);
  return result;
}

async function importFile(context: JobContext<Input>) {
  const { input, log, progress } = context;
  const caller = await resolveCaller(context.tenant);
  const unit = await requireUnit(caller, input.unitId);
  // Outside the try below: a storage error is not an unreadable file but a failed attempt, which SQS repeats
  // (reported as "file unreadable", one failed read under load ended an import with nobody written).
  const content = await readImportFile(context.tenant, input.fileKey);
  if (!content) throw new JobFailure({ key: 'userImport.fileGone' });
  let rows: ImportRow[];
  try {
    const table = await tableOf(input.fileName, content);
    if (table === 'tooLarge') {
      await log('ERR', { key: 'userImport.unpackedTooLarge', params: workbookLimitParams });
      return { imported: 0, refused: 0 };
    }
    if (table === 'tooManyRows') {
      await log('ERR', { key: 'userImport.tooManyRows', params: { max: maxImportRows } });
      return { imported: 0, refused: 0 };
    }
    const read = importRowsOf(table);
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
  // The people written, so that the report can offer to invite them all at once.
  return { imported: plan.users.length, refused: 0, userIds: plan.users.map((user) => user.id) };
}

export const userImportJob: JobType<typeof ZUserImportInput> = {
  type: 'users.import',
  // Spreadsheets are the report worker's: exceljs stays out of the import worker with its holiday rules.
  kind: 'report',
  input: ZUserImportInput,
  run,
};
