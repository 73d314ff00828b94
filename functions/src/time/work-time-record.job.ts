/**
 * The record of ArbZG section 16(2) (`time.workTimeRecord`, a `report` job; docs/rules.md "The record of section
 * 16(2)"): each person's months of the days asked, valued as their target/actual page values them
 * (`valuePersonMonth`, one world per primary unit and month, 8 people side by side), reduced to the days the record
 * lists (work-time-record.model.ts) and written as `work-time-record-<unit>-<from>-<to>.xlsx`. A person who no
 * longer exists is left out and named in the log.
 */
import * as z from 'zod';
import { languages } from '@app/shared/i18n/languages';
import { addDays, monthsOf, plainDateOf } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import { TenantRepository } from '../directory/tenant.repository';
import { UserRepository, type User } from '../directory/user.repository';
import type { JobContext, JobType } from '../jobs/registry';
import { loadWorld, valuePersonMonth } from './valuation.service';
import { recordDays, type RecordPerson } from './work-time-record.model';
import type { WorkTimeRecordInput } from './work-time-record.service';
import { writeWorkTimeRecord } from './work-time-record.writer';

const ZWorkTimeRecordInput = z.object({
  unitName: z.string(),
  userIds: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  language: z.enum(languages),
}) satisfies z.ZodType<WorkTimeRecordInput, unknown>;

/** People valued at once: each month costs a few queries; more in parallel only queue up in the SDK. */
const concurrency = 8;

/** A file name every system accepts: letters, digits and dashes of the unit's name. */
function fileNameOf(unitName: string, from: string, to: string): string {
  const slug = unitName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `work-time-record-${slug || 'unit'}-${from}-${to}.xlsx`;
}

type Context = Pick<JobContext<WorkTimeRecordInput>, 'tenant' | 'input' | 'progress' | 'log'>;

/**
 * The record's people with their days (the job adds the file's upload and the log). Only days that are over
 * count: before the tenant's today.
 */
export async function workTimeRecord({ tenant, input, progress, log }: Context) {
  const steps = input.userIds.length + 2;
  await progress({ value: 0, steps });
  const tenantRecord = await new TenantRepository(tenant).get();
  if (!tenantRecord) throw new Error('The tenant of the working time record is gone');
  const today = plainDateOf(now(), tenantRecord.timeZone);
  const last = input.to < today ? input.to : addDays(today, -1);
  const months = last < input.from ? [] : monthsOf(input.from, last);
  const users = new Map(
    (await new UserRepository(tenant).getMany(input.userIds)).map((user) => [user.id, user]),
  );
  const worlds = new Map<string, ReturnType<typeof loadWorld>>();
  const worldOf = (person: User, month: string) => {
    const key = `${person.unitId ?? '-'}#${month}`;
    let world = worlds.get(key);
    if (!world) {
      world = loadWorld(tenant, person.unitId ?? null, month, tenantRecord);
      worlds.set(key, world);
    }
    return world;
  };
  const people: RecordPerson[] = [];
  for (let start = 0; start < input.userIds.length; start += concurrency) {
    const batch = input.userIds.slice(start, start + concurrency);
    const done = await Promise.all(
      batch.map(async (userId): Promise<RecordPerson | undefined> => {
        const person = users.get(userId);
        if (!person) return undefined;
        const days = [];
        // Month after month: a month's opening reads the summaries of the months before it.
        for (const month of months) {
          const valued = await valuePersonMonth(tenant, person, month, worldOf(person, month));
          days.push(...recordDays(valued, { from: input.from, to: last }, today, input.language));
        }
        return { userId, name: person.displayName, days };
      }),
    );
    for (const [index, person] of done.entries()) {
      if (person) people.push(person);
      else await log('WRN', { key: 'task.workTimeRecordPersonGone', params: { userId: batch[index] ?? '' } });
    }
    await progress({ value: start + batch.length, steps });
  }
  return { people, steps };
}

export const workTimeRecordJob: JobType<typeof ZWorkTimeRecordInput> = {
  type: 'time.workTimeRecord',
  kind: 'report',
  input: ZWorkTimeRecordInput,
  async run(context) {
    const { input, saveFile, log, progress } = context;
    const { people, steps } = await workTimeRecord(context);
    const body = await writeWorkTimeRecord(people, {
      unitName: input.unitName,
      from: input.from,
      to: input.to,
      language: input.language,
    });
    await saveFile({
      fileName: fileNameOf(input.unitName, input.from, input.to),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body,
    });
    const days = people.reduce((sum, person) => sum + person.days.length, 0);
    await log('INF', { key: 'task.workTimeRecordWritten', params: { days, people: people.length } });
    await progress({ value: steps, steps });
    return { people: people.length, days };
  },
};
