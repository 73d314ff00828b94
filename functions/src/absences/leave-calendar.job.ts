/**
 * The leave calendar of a unit for a year (`absences.leaveCalendar`, a `report` job): reads per
 * docs/data-model.md section 9 (for each unit 12 Queries `begins_with 'A#'` of its plan months and 1 Query of its
 * members; the catalogue's absence types; 1 Query of holidays per distinct region), builds the model and writes
 * `leave-calendar-<unit>-<year>.xlsx` for download.
 */
import * as z from 'zod';
import { languages } from '@app/shared/i18n/languages';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type { JobType } from '../jobs/registry';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { HolidayRepository } from '../holidays/holiday.repository';
import { TenantRepository } from '../directory/tenant.repository';
import { UnitRepository } from '../units/unit.repository';
import { MembershipRepository } from '../directory/membership.repository';
import { ZLeaveCalendarRequest } from '@app/shared/absences/leave-calendar.contracts';
import { redactedAbsenceTypeId } from '@app/shared/absences/absence';
import { absencesDe } from '@app/shared/i18n/absences.de';
import { absencesEn } from '@app/shared/i18n/absences.en';
import { LeaveCalendarRepository } from './leave-calendar.repository';
import { buildLeaveCalendar, type LeaveType, type LeaveUnitData } from './leave-calendar.model';
import { writeLeaveCalendar } from './leave-calendar.writer';
import type { LeaveCalendarInput } from './leave-calendar.service';

const ZLeaveCalendarInput = ZLeaveCalendarRequest.extend({
  language: z.enum(languages),
  visibleUnitIds: z.array(z.string()).nullable(),
  // A task queued before need to know was kept shows no one's types (the safe side).
  fullUnitIds: z.array(z.string()).nullable().default([]),
  callerId: z.string().optional(),
}) satisfies z.ZodType<LeaveCalendarInput, unknown>;

/** The neutral "absent" type a redacted absence is drawn with: no real type has this id. */
const absentType = (language: (typeof languages)[number]): LeaveType => ({
  id: redactedAbsenceTypeId,
  shortName:
    language === 'de'
      ? absencesDe['absences.redacted'].slice(0, 3)
      : absencesEn['absences.redacted'].slice(0, 3),
  caption: { de: absencesDe['absences.redacted'], en: absencesEn['absences.redacted'] },
  backColor: '#bfbfbf',
  itemClass: 0,
  enabled: true,
});

const months = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

/** A file name that every system accepts: letters, digits and dashes of the unit's name. */
function fileNameOf(unitName: string, year: number): string {
  const slug = unitName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `leave-calendar-${slug || 'unit'}-${year}.xlsx`;
}

export const leaveCalendarJob: JobType<typeof ZLeaveCalendarInput> = {
  type: 'absences.leaveCalendar',
  kind: 'report',
  input: ZLeaveCalendarInput,
  async run({ tenant, input, progress, log, saveFile }) {
    const [tenantRecord, tree, absenceTypes] = await Promise.all([
      new TenantRepository(tenant).get(),
      new UnitRepository(tenant).list(),
      new AbsenceTypeRepository(tenant).list(),
    ]);
    if (!tenantRecord) throw new Error('The tenant of the leave calendar is gone');
    const chosen = tree.find((unit) => unit.id === input.unitId);
    if (!chosen) {
      // Deleted after the request: nothing to write, and retrying would not bring it back.
      await log('ERR', { key: 'task.leaveCalendarUnitGone' });
      return { people: 0 };
    }
    const visible = (unitId: string) => input.visibleUnitIds?.includes(unitId) ?? true;
    const units = [
      chosen,
      ...(input.withSubUnits
        ? subUnitsOf(tree, chosen.id, true).filter((unit) => unit.enabled && visible(unit.id))
        : []),
    ];
    const steps = units.length + 1;
    await progress({ value: 0, steps });

    const from = `${input.year}-01-01`;
    const to = `${input.year}-12-31`;
    const regionOf = (unit: (typeof units)[number]) => unit.holidayRegion ?? tenantRecord.region;
    const holidayReads = new HolidayRepository(tenant);
    const regions = [...new Set(units.map(regionOf))];
    const regionHolidays = new Map(
      await Promise.all(
        regions.map(
          async (region) =>
            [
              region,
              (await holidayReads.regionDays(tenantRecord.country, region, from, to)).holidays,
            ] as const,
        ),
      ),
    );
    const members = new MembershipRepository(tenant);
    const fragments = new LeaveCalendarRepository(tenant);
    const data: LeaveUnitData[] = [];
    // Need to know: outside the units whose types the caller sees, an absence is "Absent" (but their own).
    const full = (unitId: string) => input.fullUnitIds?.includes(unitId) ?? true;
    for (const [index, unit] of units.entries()) {
      const [unitMembers, unitFragments] = await Promise.all([
        members.listOf(unit.id),
        Promise.all(months(input.year).map((month) => fragments.absencesOf(unit.id, month))),
      ]);
      data.push({
        unitId: unit.id,
        name: unit.name,
        members: unitMembers,
        holidays: (regionHolidays.get(regionOf(unit)) ?? []).map((holiday) => ({
          date: holiday.date,
          name: holiday.name[input.language],
          halfDay: holiday.halfDay ?? false,
        })),
        fragments: full(unit.id)
          ? unitFragments.flat()
          : unitFragments
              .flat()
              .map((fragment) =>
                fragment.userId === input.callerId
                  ? fragment
                  : { ...fragment, absenceTypeId: redactedAbsenceTypeId },
              ),
      });
      await progress({ value: index + 1, steps });
    }

    const redacted = data.some((unit) =>
      unit.fragments.some((fragment) => fragment.absenceTypeId === redactedAbsenceTypeId),
    );
    const catalogue: LeaveType[] = [
      ...(redacted ? [absentType(input.language)] : []),
      ...absenceTypes.map((type) => ({
        id: type.id,
        shortName: type.shortName,
        caption: type.caption,
        backColor: type.backColor,
        itemClass: type.itemClass,
        enabled: type.enabled,
      })),
    ];
    const model = buildLeaveCalendar(input.year, data, catalogue);
    const body = await writeLeaveCalendar(model, catalogue, {
      unitName: chosen.name,
      language: input.language,
    });
    await saveFile({
      fileName: fileNameOf(chosen.name, input.year),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body,
    });
    const people = new Set(model.groups.flatMap((group) => group.rows.map((row) => row.userId))).size;
    const days = model.groups.flatMap((group) => group.rows).reduce((sum, row) => sum + row.total, 0);
    await log('INF', { key: 'task.leaveCalendarWritten', params: { people, days } });
    await progress({ value: steps, steps });
    return { people, days };
  },
};
