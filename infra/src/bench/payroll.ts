/**
 * Figures of the payroll exports (issue 15), for `npm run bench`:
 * - `payroll.export1000Seconds`: DATEV LODAS for 1,000 people in one unit and one confirmed month, against an
 *   emulator stack of its own: from the request's service call (`startPayrollExport`, what
 *   `POST /api/reports/datev-lodas` runs after authorisation) through the queue and the payroll worker (its real
 *   handler, fed by the local SQS poller as in `npm start`) to the task finished; median of 3 after a warm-up.
 *   Every person has a personnel number, a Clock working-time model and every day of the month confirmed, as
 *   confirming a month does (30,000 day records; 8 h and a few minutes on weekdays, nothing at weekends); the
 *   company has two wage types (actual and target hours) and saved DATEV numbers. The export must log no warning
 *   and its file must pass the structural validator. Target below 5 s.
 * - `payroll.workerBundleKb`: the payroll-export worker's bundle, from the bundle build `main.ts` already made
 *   (`worker bundle payroll-export`). Target below 800 KB.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { validatePayrollFile, describeIssues } from '@app/shared/payroll-validator/index';
import { isoWeekdayOf } from '@app/shared/time/tenant-time';
import { s3, sqs } from '@app/functions/clients';
import { config } from '@app/functions/config';
import { TenantTable, type TransactionWrite } from '@app/functions/data/tenant-table';
import { handler as payrollWorker } from '@app/functions/wiring/workers/payroll-export';
import { PayrollDataRepository } from '@app/functions/payroll-data/payroll-data.repository';
import { startPayrollExport } from '@app/functions/payroll/payroll-export.service';
import {
  PayrollSettingsRepository,
  defaultPayrollSettings,
} from '@app/functions/payroll/payroll-settings.repository';
import { PersonnelRepository } from '@app/functions/payroll/personnel.repository';
import type { Caller } from '@app/functions/security/caller';
import { TaskRepository } from '@app/functions/tasks/task.repository';
import type { TenantContext } from '@app/functions/tenancy/tenant-context';
import { TenantRepository } from '@app/functions/directory/tenant.repository';
import { DayRecordRepository } from '@app/functions/time/day-record.repository';
import { UnitRepository } from '@app/functions/units/unit.repository';
import { UserPlanningRepository } from '@app/functions/directory/user-planning.repository';
import { UserRepository } from '@app/functions/directory/user.repository';
import { jobQueues } from '../definitions';
import { startSqsPoller } from '../local/sqs-poller';
import { median, withBenchStack } from './bench-stack';
import { benchMonth as month, benchTenantRecord } from './bench-tenant';

const people = 1000;
const customerNo = '90015';
const runs = 3;
/** Writes in flight at once while seeding (transactions of 100). */
const seedConcurrency = 4;

export interface PayrollFigure {
  name: string;
  value: number;
  unit: 'KB' | 's';
  target: number;
}

async function inChunks(writes: readonly TransactionWrite[], table: TenantTable): Promise<void> {
  const chunks: TransactionWrite[][] = [];
  for (let index = 0; index < writes.length; index += 100) chunks.push(writes.slice(index, index + 100));
  for (let index = 0; index < chunks.length; index += seedConcurrency) {
    await Promise.all(chunks.slice(index, index + seedConcurrency).map((chunk) => table.transact(chunk)));
  }
}

function daysOf(monthText: string): string[] {
  const [year = 0, monthNumber = 1] = monthText.split('-').map(Number);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${monthText}-${String(day + 1).padStart(2, '0')}`);
}

/** The tenant, its unit of 1,000 people with personnel numbers, their confirmed month, wage types, settings. */
export async function seedPayrollTenant(tenant: TenantContext): Promise<{ unitId: string; caller: Caller }> {
  const table = new TenantTable(tenant);
  const createdAt = new Date().toISOString();
  const unitId = randomUUID();
  const tenantRecord = {
    customerNo,
    companyName: 'Bench payroll',
    country: benchTenantRecord.country,
    region: benchTenantRecord.region,
    timeZone: benchTenantRecord.timeZone,
    language: 'de' as const,
    edition: 'enterprise' as const,
    trialEndsAt: null,
    microsoftSignIn: false,
    createdAt,
  };
  const payroll = new PayrollDataRepository(tenant);
  const wageType = (caption: string, kind: 6 | 15, bookingKey: string) =>
    payroll.wageTypeCreateWrite({
      id: randomUUID(),
      caption,
      wageType: kind,
      calcType: 1,
      bookingKey,
      bookingAccount: '',
      value: null,
      enabled: true,
      createdAt,
    });
  // The lodas settings with their defaults and DATEV numbers, as saving them in the dialog stores them.
  const { version: _version, ...defaults } = defaultPayrollSettings('lodas');
  const stored = { ...defaults, consultantNumber: '1234567', clientNumber: '12345' };
  await table.transact([
    new TenantRepository(tenant).createWrite(tenantRecord),
    new UnitRepository(tenant).createWrite({
      id: unitId,
      name: 'Bench payroll',
      unitType: 0,
      parentId: null,
      enabled: true,
      createdAt,
    }),
    wageType('Arbeitsstunden', 6, '1000'),
    wageType('Sollstunden', 15, '1010'),
    new PayrollSettingsRepository(tenant).saveWrite(stored, 0),
  ]);

  const users = new UserRepository(tenant);
  const userIds = Array.from({ length: people }, () => randomUUID());
  for (let index = 0; index < people; index += 10) {
    await table.transact(
      userIds.slice(index, index + 10).flatMap((id, offset) =>
        users.createWrites({
          id,
          username: `payroll${String(index + offset)}`,
          displayName: `Person ${String(index + offset).padStart(4, '0')}`,
          email: `payroll${String(index + offset)}@example.com`,
          roleIds: [],
          active: true,
          language: 'de',
          unitId,
          extraUnitIds: [],
          userGroupIds: [],
          fields: {},
          createdAt,
        }),
      ),
    );
  }

  const planning = new UserPlanningRepository(tenant);
  const personnel = new PersonnelRepository(tenant);
  const records = new DayRecordRepository(tenant);
  const confirmed = { at: createdAt, by: userIds[0] ?? '', byName: 'Bench' };
  const writes: TransactionWrite[] = userIds.flatMap((userId, index) => [
    planning.saveWorkingTimeWrite(
      userId,
      {
        periods: [
          {
            validFrom: `${month}-01`,
            itemClass: 'Week',
            targetHours: 40,
            workingDays: 5,
            trackingMode: 'Clock',
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: false,
        allowShiftInteractionRequest: false,
        createShift: false,
        requestedMode: 'Default',
      },
      0,
    ),
    ...personnel.saveWrites(
      undefined,
      { userId, personnelNumber: index + 1, costCentre: String(4700 + (index % 10)) },
      0,
    ),
    // Every day, as confirming a month does (each tracked day gets its record, weekends with no target).
    ...daysOf(month).flatMap((date) => {
      const workday = isoWeekdayOf(date) <= 5;
      const target = workday ? 480 : 0;
      // A few minutes over target, varying by person, so that the totals are not all alike.
      const actual = workday ? 480 + (index % 7) * 5 : 0;
      return records.saveWrites(undefined, {
        userId,
        unitId,
        date,
        frozen: {
          target,
          actual,
          pause: workday ? 30 : 0,
          absence: 0,
          difference: actual - target,
          surcharges: [],
          costUnits: [],
        },
        overtime: null,
        correction: null,
        confirmed,
        absenceConfirmed: null,
        absenceOverride: null,
        costUnitSplit: null,
        updatedAt: createdAt,
      });
    }),
  ]);
  await inChunks(writes, table);

  // The fields of the caller the export's service reads (the bench tenant has no signed-in identity).
  const caller = {
    tenant,
    tenantRecord: { ...tenantRecord, version: 1 },
    user: { id: userIds[0], username: 'bench', displayName: 'Bench', unitId, extraUnitIds: [] },
    permissions: new Set(['access.administrator']),
  } as unknown as Caller;
  return { unitId, caller };
}

async function waitForTask(
  tenant: TenantContext,
  taskId: string,
): Promise<{ fileKey: string; warnings: number }> {
  const tasks = new TaskRepository(tenant);
  const started = performance.now();
  for (;;) {
    const task = await tasks.get(taskId);
    if (task && !task.running) {
      if (!task.succeeded)
        throw new Error(`The payroll export failed: ${JSON.stringify(task.error ?? null)}`);
      return {
        fileKey: task.fileKey ?? '',
        warnings: task.log.filter((entry) => entry.level === 'WRN').length,
      };
    }
    if (performance.now() - started > 120_000) throw new Error('The payroll export did not finish in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The measured export: LODAS for the unit's month, and its file read back through the validator. */
export function payrollExportSeconds(): Promise<number> {
  return withBenchStack('payroll', async ({ resources }) => {
    const tenant = { customerNo, userSub: 'bench', username: 'bench' };
    const { unitId, caller } = await seedPayrollTenant(tenant);
    const queue = resources.queues['payroll-export'];
    const poller = startSqsPoller({
      client: sqs(),
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: jobQueues['payroll-export'].batchSize,
      handler: payrollWorker,
      waitTimeSeconds: 1,
    });
    try {
      const exportOnce = async () => {
        const started = performance.now();
        const task = await startPayrollExport(
          caller,
          'lodas',
          { unitId, calculationDate: `${month}-15` },
          'de',
        );
        const { fileKey, warnings } = await waitForTask(tenant, task.progressId);
        // A wholly confirmed month of people with personnel numbers exports without a finding.
        if (warnings > 0) throw new Error(`The payroll export logged ${warnings} warnings`);
        return { seconds: (performance.now() - started) / 1000, fileKey };
      };
      const warmUp = await exportOnce();
      const object = await s3().send(
        new GetObjectCommand({ Bucket: config.filesBucket, Key: warmUp.fileKey }),
      );
      const bytes = await object.Body?.transformToByteArray();
      const validation = validatePayrollFile(bytes ?? new Uint8Array(), { system: 'lodas' });
      if (!validation.ok)
        throw new Error(`The bench's LODAS file is not valid:\n${describeIssues(validation)}`);
      if (validation.records < people) throw new Error(`The LODAS file has ${validation.records} lines`);
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push((await exportOnce()).seconds);
      return median(times);
    } finally {
      await poller.stop();
    }
  });
}

/**
 * Both payroll figures. `bundles` are the figures main.ts recorded so far (the worker bundle is taken from the
 * same build); `measure` false (`--bundles-only`) leaves the export out.
 */
export async function payrollFigures(
  bundles: readonly { name: string; value: number }[],
  measure: boolean,
): Promise<PayrollFigure[]> {
  const bundle = bundles.find((figure) => figure.name === 'worker bundle payroll-export');
  const figures: PayrollFigure[] = [
    { name: 'payroll.workerBundleKb', value: bundle?.value ?? Number.NaN, unit: 'KB', target: 800 },
  ];
  if (measure) {
    figures.push({
      name: 'payroll.export1000Seconds',
      value: await payrollExportSeconds(),
      unit: 's',
      target: 5,
    });
  }
  return figures;
}
