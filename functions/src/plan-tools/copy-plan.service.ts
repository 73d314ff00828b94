/**
 * Copy a unit's or a person's day or week into the following weeks (issue 28; docs/decisions.md, "Copying a day or
 * a week"): each copy is checked like the bulk tool's (the person absent, an error of the rules such as an overlap
 * or too little rest) and every one left out is answered by person and day with the reason in words.
 */
import { randomUUID } from 'node:crypto';
import {
  maxCopiedShifts,
  type TCopyPlanRefusal,
  type TCopyPlanResult,
} from '@app/shared/plan-tools/copy-plan.contracts';
import type { Language } from '@app/shared/i18n/languages';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import type { TPause } from '@app/shared/shifts/shift-template';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import type * as z from 'zod';
import type { ZCopyPlanRequest } from '@app/shared/plan-tools/copy-plan.contracts';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { invalid, personUnitsOf } from '../calendar/change-support';
import { PlanRepository, type NewPlanEntry, type PlanEntry } from '../calendar/plan.repository';
import { requireResponsibleForUnits } from '../units/responsibility-scope';
import { requireUnit } from '../units/unit.service';
import { messageText } from '../api/messages';
import { BulkChecks } from './bulk-tool.steps';

type CopyPlanRequest = z.output<typeof ZCopyPlanRequest>;

/** Entries written per BatchWrite round (with their fragments), as the bulk tool writes its copies. */
const writeChunk = 100;

const pauseOf = (pause: { mode: number; begin: string | null; end: string | null }): TPause => ({
  mode: pause.mode as TPause['mode'],
  begin: pause.begin,
  end: pause.end,
});

/** The shift `days` later: a new id, the paid minutes of that day (a clock change pays others), no series. */
function copyOf(caller: Caller, entry: PlanEntry, days: number, createdAt: string): NewPlanEntry {
  const {
    version: _version,
    serialId: _serial,
    mergedIds: _merged,
    proposalRunId: _proposal,
    ...rest
  } = entry;
  const date = addDays(entry.date, days);
  const times = {
    itemClass: entry.itemClass,
    begin: entry.begin,
    end: entry.end,
    pause1: pauseOf(entry.pause1),
    pause2: pauseOf(entry.pause2),
  };
  return {
    ...rest,
    date,
    uuid: randomUUID(),
    minutes: paidMinutes(times, date, caller.tenantRecord.timeZone),
    createdAt,
  };
}

export async function copyPlan(
  caller: Caller,
  request: CopyPlanRequest,
  language: Language,
): Promise<TCopyPlanResult> {
  const unit = await requireUnit(caller, request.unitId);
  await requireResponsibleForUnits(caller, [unit.id]);
  const to = addDays(request.from, request.days - 1);
  const plan = new PlanRepository(caller.tenant);
  const reads = new CalendarReadsRepository(caller.tenant);
  const [catalogue, months] = await Promise.all([
    reads.catalogue(),
    Promise.all(monthsOf(request.from, to).map((month) => plan.unitMonth(unit.id, month))),
  ]);
  const sources = months
    .flatMap((month) => month.entries)
    .filter(
      (entry) =>
        entry.date >= request.from &&
        entry.date <= to &&
        (request.userId === null || entry.userId === request.userId),
    );
  if (sources.length * request.weeks > maxCopiedShifts) throw invalid('body.weeks', 'copyPlan.tooMany');
  const people = await reads.peopleById([
    ...new Set(sources.flatMap((entry) => (entry.userId ? [entry.userId] : []))),
  ]);
  if (request.userId !== null && sources.length === 0 && !(await reads.peopleById([request.userId])).size)
    throw invalid('body.userId', 'calendar.entry.userUnknown');

  const createdAt = now().toISOString();
  const templates = new Map(catalogue.templates.map((template) => [template.id, template.name]));
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource.caption]));
  const copies = Array.from({ length: request.weeks }, (_, index) => index + 1).flatMap((week) =>
    sources.map((source) => copyOf(caller, source, 7 * week, createdAt)),
  );
  const checks = new BulkChecks(caller, plan, { language }, catalogue, people, new Set());
  await checks.prefetch(copies);
  const refused: TCopyPlanRefusal[] = [];
  const passed: NewPlanEntry[] = [];
  for (const copy of copies) {
    const person = copy.userId ? people.get(copy.userId) : undefined;
    const reason =
      person && !person.active
        ? messageText('copyPlan.inactive', language)
        : (await checks.check(copy))?.reason;
    if (reason === undefined) passed.push(copy);
    else
      refused.push({
        date: copy.date,
        userId: copy.userId,
        personName: person?.displayName ?? '',
        shiftName:
          (copy.templateId ? templates.get(copy.templateId) : undefined) ??
          resources.get(copy.resourceId) ??
          '',
        reason,
      });
  }
  for (let start = 0; start < passed.length; start += writeChunk)
    await plan.putMany(passed.slice(start, start + writeChunk), (userId) =>
      personUnitsOf(people.get(userId)),
    );
  await commitAudited(
    caller,
    {
      action: 'calendar.copyPlan',
      target: { type: 'unit', id: unit.id, name: unit.name },
      after: {
        userId: request.userId,
        from: request.from,
        days: request.days,
        weeks: request.weeks,
        copied: passed.length,
        refused: refused.length,
      },
      at: now(),
    },
    [],
  );
  return { sources: sources.length, copied: passed.length, refused };
}
