import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCursor, ZPageLimit } from '../api/pagination';
import { ZTaskDownload, ZTaskProgress } from '../tasks/task';
import { ZPlainDate } from '../time/time-schemas';
import { ZPayrollSystem } from './payroll-settings';

/**
 * The spec's export body {GroupId, UserId, CalculationDate, Range}: a unit (with its sub-units) or one person;
 * the payroll month is the calculation date's; the range (default: that whole month) must lie inside it
 * (a range across months is refused: one file is one payroll month, docs/payroll.md).
 */
export const ZPayrollExportRequest = z
  .strictObject({
    unitId: z.uuid().optional(),
    userId: z.uuid().optional(),
    calculationDate: ZPlainDate,
    range: z
      .strictObject({ start: ZPlainDate, end: ZPlainDate })
      .describe(
        "`start`..`end`: within the calculation date's month (at most 31 days); `end` not before `start`.",
      )
      .optional(),
  })
  .superRefine((request, context) => {
    if ((request.unitId === undefined) === (request.userId === undefined))
      context.addIssue({
        code: 'custom',
        path: ['unitId'],
        message: 'payroll.export.whom',
        input: request.unitId,
      });
    const month = request.calculationDate.slice(0, 7);
    const range = request.range;
    if (range && range.start > range.end)
      context.addIssue({
        code: 'custom',
        path: ['range', 'end'],
        message: 'date.rangeOrder',
        input: range.end,
      });
    else if (range && (range.start.slice(0, 7) !== month || range.end.slice(0, 7) !== month))
      context.addIssue({
        code: 'custom',
        path: ['range'],
        message: 'payroll.export.rangeOneMonth',
        input: range,
      });
  });
export type TPayrollExportRequest = z.input<typeof ZPayrollExportRequest>;

export const ZPayrollRunFile = z.object({
  index: z.number().int().nonnegative(),
  fileName: z.string(),
  role: z.enum(['movements', 'absences']),
  bytes: z.number().int().nonnegative(),
  sha256: z.string(),
});

/** A kept export (`PAYROLLRUN`): who exported what, when, for which range; its files for 90 days. */
export const ZPayrollRun = z.object({
  id: z.uuid(),
  system: ZPayrollSystem,
  unitId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  /** The unit's or the person's name when exported. */
  subject: z.string(),
  calculationDate: ZPlainDate,
  month: z.string(),
  range: z.object({ start: ZPlainDate, end: ZPlainDate }),
  taskId: z.uuid(),
  state: z.enum(['running', 'done', 'failed']),
  files: z.array(ZPayrollRunFile),
  people: z.number().int().nonnegative(),
  lines: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ userId: z.uuid(), name: z.string() }),
  /** When the files are deleted (90 days after the export). */
  filesUntil: z.iso.datetime(),
});
export type TPayrollRun = z.infer<typeof ZPayrollRun>;

export const ZPayrollRunPage = z.object({ items: z.array(ZPayrollRun), nextCursor: z.string().optional() });

const exportContract = (path: string, specCall: string, what: string) => ({
  method: 'POST' as const,
  path,
  auth: 'user' as const,
  summary: `Start the ${what} export of a unit (with sub-units) or a person for one payroll month (poll the task, then download)`,
  specCalls: [specCall],
  permission: 'payroll.export' as const,
  feature: 'payrollExport' as const,
  successStatus: 202 as const,
  request: { body: ZPayrollExportRequest },
  examples: {
    body: {
      unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
      calculationDate: '2026-05-31',
      range: { start: '2026-05-01', end: '2026-05-31' },
    },
  },
  response: ZTaskProgress,
});

/** Payroll exports (spec "Payroll exports"): one task on the `payroll-export` queue each, and the kept runs. */
export const payrollExportContracts = defineContracts('payroll-data', {
  payrollExportLodas: exportContract(
    '/api/reports/datev-lodas',
    'POST /api/reports/datev_lodas',
    'DATEV LODAS',
  ),
  payrollExportLug: exportContract(
    '/api/reports/datev-lug',
    'POST /api/reports/datev_lug',
    'DATEV Lohn und Gehalt',
  ),
  payrollExportSage: exportContract('/api/reports/sage', 'POST /api/reports/sage_hr', 'Sage'),
  payrollRunList: {
    method: 'GET',
    path: '/api/payroll/runs',
    auth: 'user',
    summary: 'Payroll exports, newest first (who, what, when, which range, files)',
    specCalls: [],
    permission: 'payroll.export',
    request: { query: z.object({ limit: ZPageLimit, cursor: ZCursor.optional() }) },
    examples: { query: { limit: '25' } },
    response: ZPayrollRunPage,
  },
  payrollRunFile: {
    method: 'GET',
    path: '/api/payroll/runs/{runId}/files/{index}',
    auth: 'user',
    summary: "A link to download one of a run's files again (for 90 days after the export)",
    specCalls: [],
    permission: 'payroll.export',
    request: { params: z.object({ runId: z.uuid(), index: z.coerce.number().int().min(0).max(9) }) },
    response: ZTaskDownload,
  },
});
