/**
 * What a person's feed holds, read through the owners' exposed repositories (docs/modules.md):
 *
 * - their shifts (the plan's person months on gsi1, one Query per month of the window, ~8) on days their unit
 *   has published (`publishedTo`; never an unpublished plan, whoever the person is), without open shifts,
 *   proposals (left out by the plan's reads) and free days (class 99: no times);
 * - their own absences (their absence list on gsi1, 1 Query): approved ones, and requested ones as tentative;
 * - names from the catalogue (1 Query) and the units of those shifts (1 BatchGet).
 */
import { intervalInstants, addDays, monthsOf, plainDateOf } from '@app/shared/time/tenant-time';
import { absenceStates } from '@app/shared/absences/absence';
import type { Language } from '@app/shared/i18n/languages';
import { calendarFeedsDe } from '@app/shared/i18n/calendar-feeds.de';
import { calendarFeedsEn } from '@app/shared/i18n/calendar-feeds.en';
import type { TenantContext } from '../tenancy/tenant-context';
import type { User } from '../directory/user.repository';
import { UnitRepository } from '../units/unit.repository';
import { PlanRepository, type PlanEntry } from '../calendar/plan.repository';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { AbsenceRepository } from '../absences/absence.repository';
import type { FeedAbsence, FeedContent, FeedShift } from './feed-ics';

/** An absence lasts at most this long (absences area): its list is read from this far before the window. */
const longestAbsenceDays = 385;
/** Bounds the feed's size whatever the data: far more than a person works or is away in the window. */
const maxEvents = 1500;
const freeClass = 99;

type FeedKey = keyof typeof calendarFeedsEn;
const texts: Record<Language, Record<FeedKey, string>> = { de: calendarFeedsDe, en: calendarFeedsEn };

function text(language: Language, key: FeedKey, params: Record<string, string> = {}): string {
  return texts[language][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
}

interface FeedReadOptions {
  user: User;
  companyName: string;
  timeZone: string;
  at: Date;
  daysBack: number;
  daysAhead: number;
}

export async function readFeedContent(tenant: TenantContext, options: FeedReadOptions): Promise<FeedContent> {
  const { user, timeZone } = options;
  const language = user.language;
  const today = plainDateOf(options.at, timeZone);
  const from = addDays(today, -options.daysBack);
  const to = addDays(today, options.daysAhead);
  const plan = new PlanRepository(tenant);
  const [months, catalogue, absences] = await Promise.all([
    Promise.all(monthsOf(from, to).map((month) => plan.personMonth(user.id, month))),
    new CalendarReadsRepository(tenant).catalogue(),
    new AbsenceRepository(tenant).ofPerson(user.id, from, to, addDays(from, -longestAbsenceDays)),
  ]);
  const candidates = months
    .flatMap((items) => items.entries)
    .filter(
      (entry) =>
        entry.userId === user.id &&
        entry.date >= from &&
        entry.date <= to &&
        entry.itemClass !== freeClass &&
        entry.begin !== null &&
        entry.end !== null,
    );
  const units = new Map(
    (await new UnitRepository(tenant).getMany([...new Set(candidates.map((entry) => entry.unitId))])).map(
      (unit) => [unit.id, unit],
    ),
  );
  const published = (entry: PlanEntry) => {
    const publishedTo = units.get(entry.unitId)?.publishedTo;
    return typeof publishedTo === 'string' && entry.date <= publishedTo;
  };
  const templates = new Map(catalogue.templates.map((template) => [template.id, template]));
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource]));
  const absenceTypes = new Map(catalogue.absenceTypes.map((type) => [type.id, type]));

  const shifts: FeedShift[] = candidates
    .filter(published)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.begin ?? '').localeCompare(b.begin ?? ''))
    .map((entry) => {
      const template = entry.templateId ? templates.get(entry.templateId) : undefined;
      const resource = resources.get(entry.resourceId)?.caption ?? '';
      const unit = units.get(entry.unitId)?.name ?? '';
      const interval = intervalInstants(entry.date, entry.begin ?? '', entry.end ?? '', timeZone);
      const breaks = [entry.pause1, entry.pause2]
        .filter((pause) => pause.mode !== 0 && pause.begin && pause.end)
        .map((pause) =>
          text(language, pause.mode === 2 ? 'calendarFeeds.paidBreak' : 'calendarFeeds.break', {
            begin: pause.begin ?? '',
            end: pause.end ?? '',
          }),
        );
      const summary = template?.name ?? resource;
      return {
        uid: `shift-${entry.uuid}@shiftplan`,
        summary,
        location: [unit, resource !== summary ? resource : ''].filter(Boolean).join(' / '),
        description: [
          ...breaks,
          unit ? text(language, 'calendarFeeds.unit', { name: unit }) : '',
          resource ? text(language, 'calendarFeeds.resource', { name: resource }) : '',
        ]
          .filter(Boolean)
          .join('\n'),
        start: interval.start,
        end: interval.end,
        created: new Date(entry.createdAt),
        sequence: entry.version,
      };
    });

  const feedAbsences: FeedAbsence[] = absences
    .filter(
      (absence) =>
        absence.userId === user.id &&
        (absence.state === absenceStates.approved || absence.state === absenceStates.requested),
    )
    .sort((a, b) => a.begin.localeCompare(b.begin))
    .map((absence) => {
      const decided = absence.approvals.map((approval) => approval.at).sort();
      const lastModified = decided.at(-1) ?? absence.createdAt;
      return {
        uid: `absence-${absence.id}@shiftplan`,
        summary:
          absenceTypes.get(absence.absenceTypeId)?.caption[language] ??
          text(language, 'calendarFeeds.absence'),
        begin: absence.begin,
        end: absence.end,
        tentative: absence.state === absenceStates.requested,
        created: new Date(absence.createdAt),
        lastModified: new Date(lastModified > absence.createdAt ? lastModified : absence.createdAt),
        sequence: absence.version,
      };
    });

  return {
    name: text(language, 'calendarFeeds.feedName', { company: options.companyName }),
    description: text(language, 'calendarFeeds.feedDescription', { name: user.displayName }),
    timeZone,
    shifts: shifts.slice(0, maxEvents),
    absences: feedAbsences.slice(0, Math.max(0, maxEvents - shifts.length)),
  };
}
