/**
 * The user import: a spreadsheet (xlsx or CSV) of people for one unit. Pure logic shared by the API (the upload's
 * limits), the worker (reading and checking rows) and the web (the template's columns).
 */
import * as z from 'zod';
import { languages, type Language } from '../i18n/languages';
import { ZEmail, ZUsername } from '../tenants/credentials';

/** At most this many bytes of file (sent base64 in the JSON body, which stays far below the API's limit). */
export const maxImportBytes = 2 * 1024 * 1024;
/** At most this many people per file. */
export const maxImportRows = 2000;
/**
 * An .xlsx is a zip: at most this many bytes once unpacked (2,000 people take about 1 MB of sheet XML; the rest is
 * room for styles, themes and a few more sheets), checked before anything is unpacked for real (issue 25).
 */
export const maxWorkbookUnpackedBytes = 16 * 1024 * 1024;
/** ...and at most this many parts (a workbook of a few sheets has 10 to 30). */
export const maxWorkbookEntries = 200;

export const importFormats = ['xlsx', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const ZUserImportRequest = z.strictObject({
  unitId: z.uuid(),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(xlsx|csv)$/i, { message: 'userImport.fileType' }),
  /** The file, base64. */
  content: z
    .string()
    .min(1)
    .max(Math.ceil(maxImportBytes / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type TUserImportRequest = z.input<typeof ZUserImportRequest>;

export function formatOf(fileName: string): ImportFormat {
  return fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
}

/** The columns, by the header names accepted in either language (case and spaces do not matter). */
export const importColumns = {
  username: ['username', 'benutzername', 'login'],
  displayName: ['name', 'displayname', 'anzeigename'],
  email: ['email', 'e-mail', 'mail', 'e-mail-adresse'],
  language: ['language', 'sprache'],
  role: ['role', 'rolle'],
} as const;
export type ImportColumn = keyof typeof importColumns;

/** Why a row is refused; each reason is a message key `userImport.refused.<reason>` with `{{row}}`. */
export const refusalReasons = [
  'username',
  'usernameTwice',
  'usernameTaken',
  'displayName',
  'email',
  'language',
  'role',
  'roleNotAllowed',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export interface ImportRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  username: string;
  displayName: string;
  email: string;
  /** As written (`de`, `en`); checked by `rowProblems`. */
  language: string | undefined;
  role: string | undefined;
}

const normaliseHeader = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '');

/** Where each column is (by header), or which required ones are missing. */
export function mapHeader(header: readonly string[]): {
  columns: Partial<Record<ImportColumn, number>>;
  missing: ImportColumn[];
} {
  const columns: Partial<Record<ImportColumn, number>> = {};
  header.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    for (const [column, aliases] of Object.entries(importColumns) as [ImportColumn, readonly string[]][]) {
      if (columns[column] === undefined && aliases.includes(name)) columns[column] = index;
    }
  });
  const required: ImportColumn[] = ['username', 'displayName', 'email'];
  return { columns, missing: required.filter((column) => columns[column] === undefined) };
}

/** The rows under the header as import rows; empty lines are skipped. */
export function rowsOf(table: readonly (readonly string[])[]): {
  rows: ImportRow[];
  missing: ImportColumn[];
} {
  const [header = [], ...lines] = table;
  const { columns, missing } = mapHeader(header);
  if (missing.length) return { rows: [], missing };
  const cell = (line: readonly string[], column: ImportColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (line[index] ?? '').trim();
  };
  const rows: ImportRow[] = [];
  lines.forEach((line, index) => {
    if (line.every((value) => value.trim() === '')) return;
    const language = cell(line, 'language').toLowerCase();
    const role = cell(line, 'role');
    rows.push({
      row: index + 2,
      username: cell(line, 'username'),
      displayName: cell(line, 'displayName'),
      email: cell(line, 'email'),
      language: language === '' ? undefined : language,
      role: role === '' ? undefined : role,
    });
  });
  return { rows, missing: [] };
}

/** The checks a row passes on its own (the rest needs the tenant: taken usernames, roles). */
export function rowProblems(row: ImportRow): RefusalReason[] {
  const problems: RefusalReason[] = [];
  if (!ZUsername.safeParse(row.username).success) problems.push('username');
  if (row.displayName.length < 1 || row.displayName.length > 100) problems.push('displayName');
  if (!ZEmail.safeParse(row.email).success) problems.push('email');
  if (row.language !== undefined && !isLanguage(row.language)) problems.push('language');
  return problems;
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/**
 * A CSV file as a table: `;` or `,` as the separator (whichever the header line uses more; German Excel writes
 * `;`), fields in double quotes may hold separators, quotes (doubled) and line breaks; a BOM is dropped.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const table: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const character = source.charAt(index);
    if (quoted) {
      if (character === '"' && source.charAt(index + 1) === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field === '') quoted = true;
    else if (character === separator) {
      line.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source.charAt(index + 1) === '\n') index++;
      line.push(field);
      table.push(line);
      line = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || line.length > 0) {
    line.push(field);
    table.push(line);
  }
  return table;
}
