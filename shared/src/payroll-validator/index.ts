/**
 * The structural validator of payroll files (issue 15, item 4). Written apart from the writers, from
 * ../formats/payroll.md only: it reads a file's bytes back as the payroll program would and names every problem
 * with its line number. A developer and test tool (English messages); the product shows a summary.
 *
 * With `expected` it also checks that the file carries the payroll document it was written from: header numbers
 * and month, totals per (personnel number, Lohnart, processing key where the format has one), absence days.
 */
import type { PayrollDocument } from '../payroll/payroll-document';
import { lugFields, ZSageTemplate } from '../payroll/payroll-settings';
import type { PayrollIssue } from './issues';
import { checkLodas } from './lodas-check';
import { checkLug } from './lug-check';
import { readLines, type PayrollEncoding } from './read-lines';
import { checkSage, type SageLayout } from './sage-check';

export type { PayrollIssue } from './issues';

export interface PayrollValidationOptions {
  system: 'lodas' | 'lug' | 'sage';
  /** Sage: the movement file (default) or the absence file. */
  role?: 'movements' | 'absences';
  /** Windows-1252 unless a Sage template says UTF-8. */
  encoding?: PayrollEncoding;
  /** LuG: the Formatbeschreibung's field order (default: DATEV's, `lugFields`). */
  lugFieldOrder?: readonly string[];
  /** Sage: the template's layout (default: variant A of payroll.md 4.1). */
  sage?: SageLayout;
  /** The document the file was written from: totals and header must equal it. */
  expected?: PayrollDocument;
  /**
   * A file written by another tool (round-trip fixtures): numbers with 0 to 2 decimals and LODAS data lines
   * without the trailing separator are accepted. Our writers always write 2 decimals and the trailing `;`.
   */
  lenient?: boolean;
}

export interface PayrollValidation {
  ok: boolean;
  issues: PayrollIssue[];
  /** Data lines read (without headers, section lines, comments and blank lines). */
  records: number;
}

export function validatePayrollFile(bytes: Uint8Array, options: PayrollValidationOptions): PayrollValidation {
  const issues: PayrollIssue[] = [];
  const lines = readLines(bytes, options.encoding ?? 'windows-1252', issues);
  const lenient = options.lenient ?? false;
  let records = 0;
  if (lines.length > 0) {
    switch (options.system) {
      case 'lodas':
        records = checkLodas(lines, { lenient, expected: options.expected }, issues);
        break;
      case 'lug':
        records = checkLug(
          lines,
          { lenient, fieldOrder: options.lugFieldOrder ?? lugFields, expected: options.expected },
          issues,
        );
        break;
      case 'sage': {
        const layout = options.sage ?? ZSageTemplate.parse({});
        records = checkSage(
          lines,
          { lenient, role: options.role ?? 'movements', layout, expected: options.expected },
          issues,
        );
        break;
      }
    }
  }
  issues.sort((a, b) => a.line - b.line);
  return { ok: issues.length === 0, issues, records };
}

/** The issues as text, one a line (`line 12: ...`), for test failure output and logs. */
export function describeIssues(validation: PayrollValidation): string {
  return validation.issues.map((issue) => `line ${issue.line}: ${issue.message}`).join('\n');
}
