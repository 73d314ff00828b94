/**
 * The iCalendar text of a feed (RFC 5545), written with ical-generator 10 (11 needs Node 22). Pure: the service
 * reads, this writes. Timed events carry `TZID=<tenant zone>` with a VTIMEZONE from timezones-ical-library (its
 * zones are compiled in, so the Lambda bundle needs no data files); absences are all-day (VALUE=DATE).
 *
 * ical-generator formats a plain `Date` of a timed event on the process's own clock, so start and end are
 * `TZDate`s (@date-fns/tz) in the tenant's zone: the wall-clock times come out right whatever zone the process
 * runs in. The calendar names no zone of its own: DTSTAMP, CREATED and LAST-MODIFIED then stay UTC (`...Z`),
 * as RFC 5545 requires of DTSTAMP.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { feedRefreshMinutes } from '@app/shared/calendar-feeds/calendar-feed';

export interface FeedShift {
  /** Stable per shift: the entry's uuid. */
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: Date;
  end: Date;
  created: Date;
  sequence: number;
}

export interface FeedAbsence {
  uid: string;
  summary: string;
  /** First and last day (both included), plain dates. */
  begin: string;
  end: string;
  tentative: boolean;
  created: Date;
  lastModified: Date;
  sequence: number;
}

export interface FeedContent {
  name: string;
  description: string;
  timeZone: string;
  shifts: readonly FeedShift[];
  absences: readonly FeedAbsence[];
}

/** The VTIMEZONE block of a zone, or null for a zone the library does not know (the events then say TZID only). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0].startsWith('BEGIN:VTIMEZONE')
    ? block[0]
    : null;
}

const dayAfter = (date: string): string => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

export function feedIcs(content: FeedContent): string {
  const calendar = ical({
    prodId: { company: 'Shiftplan', product: 'Calendar feed', language: 'EN' },
    name: content.name,
    description: content.description,
    // No zone name: DTSTAMP and friends stay UTC; the generator still writes the events' zone (see above).
    timezone: { name: null, generator: vtimezone },
    ttl: feedRefreshMinutes * 60,
  });
  calendar.x('X-WR-TIMEZONE', content.timeZone);
  for (const shift of content.shifts) {
    calendar.createEvent({
      id: shift.uid,
      sequence: shift.sequence,
      start: new TZDate(shift.start.getTime(), content.timeZone),
      end: new TZDate(shift.end.getTime(), content.timeZone),
      timezone: content.timeZone,
      // Without METHOD, DTSTAMP is when the item last changed in the store, so an unchanged feed reads the same.
      stamp: shift.created,
      created: shift.created,
      summary: shift.summary,
      location: shift.location || null,
      description: shift.description || null,
    });
  }
  for (const absence of content.absences) {
    calendar.createEvent({
      id: absence.uid,
      sequence: absence.sequence,
      allDay: true,
      start: absence.begin,
      end: dayAfter(absence.end),
      stamp: absence.lastModified,
      created: absence.created,
      lastModified: absence.lastModified,
      summary: absence.summary,
      status: absence.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
