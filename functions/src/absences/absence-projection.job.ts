/**
 * The re-projection of a person's absences into the units they have now (`absences.projection`, a `report` job
 * queued by a change of the person's units; absence-projection.ts). Idempotent: a second delivery writes the
 * same fragments.
 */
import * as z from 'zod';
import { plainDateOf } from '@app/shared/time/tenant-time';
import type { JobType } from '../jobs/registry';
import { now } from '../clock';
import { TenantRepository } from '../directory/tenant.repository';
import { jobType, projectAbsences, type AbsenceProjectionInput } from './absence-projection';

const ZAbsenceProjectionInput = z.object({
  userId: z.uuid(),
  formerUnitIds: z.array(z.string()),
}) satisfies z.ZodType<AbsenceProjectionInput, unknown>;

export const absenceProjectionJob: JobType<typeof ZAbsenceProjectionInput> = {
  type: jobType,
  kind: 'report',
  input: ZAbsenceProjectionInput,
  async run({ tenant, input, progress, log }) {
    const tenantRecord = await new TenantRepository(tenant).get();
    if (!tenantRecord) throw new Error('The tenant of the absence projection is gone');
    const written = await projectAbsences(tenant, input, plainDateOf(now(), tenantRecord.timeZone));
    await log('INF', { key: 'task.absenceProjectionWritten', params: written });
    await progress({ value: 1, steps: 1 });
    return written;
  },
};
