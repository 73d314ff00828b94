/**
 * Exports the filtered audit log to an Excel workbook (`audit-log-<day>.xlsx`): a `report` job, so that a long
 * log never has to fit into one API answer. Reads the log page by page, streams the rows into the workbook and
 * reports progress by the months walked.
 */
import { PassThrough } from 'node:stream';
import * as z from 'zod';
import ExcelJS from 'exceljs';
import { ZAuditExportRequest } from '@app/shared/tenants/audit';
import { languages } from '@app/shared/i18n/languages';
import { plainDateOf } from '@app/shared/time/tenant-time';
import type { JobType } from '../jobs/registry';
import { TenantRepository } from '../directory/tenant.repository';
import { UserRepository } from '../directory/user.repository';
import { RoleRepository } from '../directory/role.repository';
import { auditMatcher, auditRange, filterIdentity } from './audit-query.service';
import { AuditRepository } from './audit.repository';
import { auditColumns, auditRowFormatter, auditSheetName } from './audit-sheet';

const ZAuditExportInput = z.object({
  filter: ZAuditExportRequest,
  language: z.enum(languages),
  requestedAt: z.iso.datetime(),
});

/** A sheet holds at most 1,048,576 rows; one is the header. */
const maxRows = 1_048_575;

const dateTimeFormats = { de: 'dd.mm.yyyy hh:mm:ss', en: 'yyyy-mm-dd hh:mm:ss' } as const;

function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return Math.max(1, (toYear - fromYear) * 12 + toMonth - fromMonth + 1);
}

export const auditExportJob: JobType<typeof ZAuditExportInput> = {
  type: 'audit.export',
  kind: 'report',
  input: ZAuditExportInput,
  async run({ tenant, input, progress, log, saveFile }) {
    const tenantRecord = await new TenantRepository(tenant).get();
    if (!tenantRecord) throw new Error('The tenant of the export is gone');
    const { timeZone } = tenantRecord;
    const [users, roles] = await Promise.all([
      new UserRepository(tenant).list(),
      new RoleRepository(tenant).list(),
    ]);
    const format = auditRowFormatter(input.language, timeZone, {
      users: new Map(users.map((user) => [user.id, user.displayName])),
      roles: new Map(roles.map((role) => [role.id, role.name])),
    });

    const chunks: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(auditSheetName(input.language), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = auditColumns(input.language).map((header, index) => ({
      header,
      width: [20, 24, 22, 28, 60][index] ?? 20,
      ...(index === 0 ? { style: { numFmt: dateTimeFormats[input.language] } } : {}),
      ...(index === 4 ? { style: { alignment: { wrapText: true, vertical: 'top' as const } } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const { from, to } = auditRange(input.filter, new Date(input.requestedAt), timeZone);
    const steps = monthsBetween(from.slice(0, 7), to.slice(0, 7));
    const accept = auditMatcher(input.filter);
    const entries = new AuditRepository(tenant);
    let cursor: string | undefined;
    let rows = 0;
    do {
      const page = await entries.page({
        from,
        to,
        filter: filterIdentity(input.filter),
        limit: 100,
        cursor,
        ...(accept ? { accept } : {}),
      });
      for (const entry of page.items) {
        if (rows >= maxRows) break;
        const row = format(entry);
        sheet.addRow([row.at, row.actor, row.action, row.target, row.changes]).commit();
        rows++;
      }
      cursor = rows >= maxRows ? undefined : page.nextCursor;
      const last = page.items[page.items.length - 1];
      const monthsDone = last ? monthsBetween(last.at.slice(0, 7), to.slice(0, 7)) : steps;
      await progress({
        value: cursor ? Math.min(monthsDone, steps - 1) : steps,
        steps,
        detail: { key: 'task.rowsWritten', params: { count: rows } },
      });
    } while (cursor);
    sheet.commit();
    await workbook.commit();

    const day = plainDateOf(new Date(input.requestedAt), timeZone);
    await saveFile({
      fileName: `audit-log-${day}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: Buffer.concat(chunks),
    });
    await log('INF', { key: 'task.auditExported', params: { count: rows } });
    return { rows };
  },
};
