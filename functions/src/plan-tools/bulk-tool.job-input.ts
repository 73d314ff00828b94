/** What a bulk command's task keeps (written by `bulk-tool.service.ts`, run by `bulk-tool.job.ts`). */
import * as z from 'zod';
import { languages } from '@app/shared/i18n/languages';
import { ZBulkEdit, ZBulkSourceAction, ZBulkTargetAction } from '@app/shared/plan-tools/bulk-tool';

export const ZBulkJobInput = z.object({
  language: z.enum(languages),
  action: ZBulkSourceAction,
  target: ZBulkTargetAction.nullable(),
  targetGroupId: z.string().nullable(),
  targetResourceId: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetDate: z.string().nullable(),
  edit: ZBulkEdit.nullable(),
  range: z.object({ from: z.string(), to: z.string() }),
  /** The source units; `sources` name them by index. */
  units: z.array(z.string()),
  /** `[unit index, day, uuid, version the grid showed (0: not given)]`: compact, 3,000 fit into the task item. */
  sources: z.array(z.tuple([z.number().int().min(0), z.string(), z.string(), z.number().int().min(0)])),
});
export type BulkJobInput = z.output<typeof ZBulkJobInput>;
