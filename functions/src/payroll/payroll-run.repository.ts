/**
 * Payroll runs (`PAYROLLRUN`, docs/data-model.md section 11): who exported what, when, for which range, and the
 * files it wrote (S3 keys, sizes, SHA-256) for 90 days. `T#c#PAYROLLRUN#<id>` / `PAYROLLRUN`, newest first on gsi1
 * `T#c#PAYROLLRUNS` / `<createdAt>#<id>`.
 */
import * as z from 'zod';
import { ZPayrollSystem } from '@app/shared/payroll/payroll-settings';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Page, TransactionWrite } from '../data/tenant-table';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredRunFile = z.object({
  index: z.number().int().nonnegative(),
  fileName: z.string(),
  role: z.enum(['movements', 'absences']),
  bytes: z.number().int().nonnegative(),
  sha256: z.string(),
  /** S3 key under `payroll/<customerNo>/<runId>/` (expires with the bucket's 90-day rule). */
  key: z.string(),
});
export type PayrollRunFile = z.infer<typeof ZStoredRunFile>;

const ZStoredRun = z.object({
  id: z.string(),
  system: ZPayrollSystem,
  unitId: z.string().nullable(),
  userId: z.string().nullable(),
  subject: z.string(),
  calculationDate: z.string(),
  month: z.string(),
  range: z.object({ start: z.string(), end: z.string() }),
  taskId: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  files: z.array(ZStoredRunFile),
  people: z.number().int().nonnegative(),
  lines: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ userId: z.string(), name: z.string() }),
  filesUntil: z.iso.datetime(),
});
export type NewPayrollRun = z.infer<typeof ZStoredRun>;
export type PayrollRun = NewPayrollRun & { version: number };

const runEntity = defineEntity({ type: 'PAYROLLRUN', schema: ZStoredRun, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['PAYROLLRUN', id] },
    sort: { sources: [], key: () => 'PAYROLLRUN' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['PAYROLLRUNS'] },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  });

export type PayrollRunOutcome = Pick<NewPayrollRun, 'state' | 'files' | 'people' | 'lines' | 'warnings'>;

export class PayrollRunRepository {
  private readonly runs;

  constructor(tenant: TenantContext) {
    this.runs = runEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<PayrollRun | undefined> {
    return this.runs.get({ id });
  }

  /** Newest first: 1 Q gsi1 `PAYROLLRUNS`. */
  page(limit: number, cursor: string | undefined): Promise<Page<PayrollRun>> {
    return this.runs.query({
      index: 'gsi1',
      partition: {},
      newestFirst: true,
      limit,
      ...(cursor ? { cursor } : {}),
    });
  }

  /** A run on its own (the service writes it with its audit entry through `createWrite`). */
  async create(run: NewPayrollRun): Promise<void> {
    await this.runs.create(run);
  }

  createWrite(run: NewPayrollRun): TransactionWrite {
    return this.runs.createWrite(run);
  }

  /** The job's outcome; a run no longer running (a second delivery after the first finished) is left alone. */
  async finish(id: string, outcome: PayrollRunOutcome): Promise<void> {
    await this.runs.update({ id }, outcome, { where: { state: 'running' } });
  }
}
