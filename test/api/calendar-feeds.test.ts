/**
 * The personal calendar subscription (issue 27): a person creates their feed link, a calendar app fetches it
 * without a token, and the answer is parsed as iCalendar with ical.js: only the person's published shifts in the
 * tenant's zone (VTIMEZONE, a shift on the day the clocks change), their own absences as all-day events, nothing
 * unpublished and nothing of colleagues. Renewing kills the old link at once, revoking the link, a deactivated
 * person's link answers 404; another tenant cannot manage it; bad input is 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { calendarFeedContracts as feeds } from '@app/shared/calendar-feeds/calendar-feeds.contracts';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { addDays, dayStart, instantAt, plainDateOf } from '@app/shared/time/tenant-time';
import { parseEntryId } from '@app/shared/calendar/entry-id';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
const zone = 'Europe/Berlin';
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let today: string;
const templates = { early: '', night: '' };
let leaveTypeId: string;
type Person = { id: string; token: string };
let anna: Person;
let ben: Person;

/** The first day from `from` on whose local day is not 24 hours long in `zone` (a clock change). */
function clockChangeDay(from: string, days: number): string {
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(from, offset);
    const hours = (dayStart(addDays(date, 1), zone).getTime() - dayStart(date, zone).getTime()) / 3_600_000;
    if (hours !== 24) return date;
  }
  throw new Error('no clock change in the window');
}

async function plan(date: string, userId: string, template: keyof typeof templates = 'early') {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: root.id, date, userId, templateId: templates[template] } },
    { token: admin.token },
  );
  expect(saved.data.success).toBe(true);
  return present(saved.data.result);
}

/** Fetches a feed path like a calendar app: no token. */
const fetchFeed = (path: string, headers: Record<string, string> = {}) => api.call('GET', path, { headers });

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
  status: string | null;
  /** The TZID parameter of DTSTART. */
  tzid: unknown;
}

/** The feed parsed by ical.js, its zones registered so that times convert as a calendar app would. */
function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendarComponent = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const vtimezone of calendarComponent.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(vtimezone);
  }
  const events = calendarComponent.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate,
      end: event.endDate,
      status: component.getFirstPropertyValue('status') as string | null,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
    };
  });
  return { calendar: calendarComponent, events };
}

beforeAll(async () => {
  [admin, stranger] = await Promise.all([
    signUpTenant(api, { language: 'de', timeZone: zone }),
    signUpTenant(api, { language: 'en' }),
  ]);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const care = (
    await api.send(resourceContracts.create, { body: { caption: 'Pflege' } }, { token: admin.token })
  ).data.id;
  for (const [name, begin, end] of [
    ['early', '06:00', '14:00'],
    ['night', '22:00', '06:00'],
  ] as const) {
    const created = await api.send(
      shiftContracts.create,
      {
        body: {
          name: name === 'early' ? 'Frühdienst' : 'Nachtdienst',
          shortName: name.slice(0, 2),
          resourceId: care,
          unitId: root.id,
          begin,
          end,
          ...(name === 'early' ? { pause1: { mode: 1, begin: '10:00', end: '10:30' } } : {}),
        },
      },
      { token: admin.token },
    );
    templates[name] = present(created.data).id;
  }
  await api.send(
    unitDataContracts.saveResources,
    { params: { unitId: root.id }, body: { resourceIds: [care], version: 0 } },
    { token: admin.token },
  );
  leaveTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        {
          body: {
            caption: { de: 'Erholungsurlaub', en: 'Annual leave' },
            shortName: 'EU',
            itemClass: 1,
            backColor: '#00aa00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  [anna, ben] = await Promise.all([
    createUserAndSignIn(api, admin, 'anna', ['employee']),
    createUserAndSignIn(api, admin, 'ben', ['employee']),
  ]);
  today = plainDateOf(new Date(), zone);
});

describe('the calendar subscription', () => {
  it('serves only the person’s published shifts in the tenant’s zone and their own absences, parsed with ical.js', async () => {
    const none = await api.send(feeds.status, {}, { token: anna.token });
    expect(none.data).toEqual({ active: false, createdAt: null });

    const changeDay = clockChangeDay(addDays(today, 2), 160);
    const shifts = {
      past: await plan(addDays(today, -3), anna.id),
      tomorrow: await plan(addDays(today, 1), anna.id),
      changeDay: await plan(changeDay, anna.id),
      changeNight: await plan(addDays(changeDay, -1), anna.id, 'night'),
      unpublished: await plan(addDays(today, 175), anna.id),
      tooOld: await plan(addDays(today, -40), anna.id),
    };
    const bens = await plan(addDays(today, 1), ben.id);
    await api.send(
      publishContracts.publish,
      { body: { groupId: root.id, publishTo: addDays(today, 170) } },
      { token: admin.token },
    );
    const leave = await api.send(
      absences.create,
      {
        body: {
          userId: anna.id,
          absenceTypeId: leaveTypeId,
          begin: addDays(today, 20),
          end: addDays(today, 22),
          state: 3,
        },
      },
      { token: admin.token },
    );
    expect(leave.status).toBeLessThan(300);
    const bensLeave = await api.send(
      absences.create,
      {
        body: {
          userId: ben.id,
          absenceTypeId: leaveTypeId,
          begin: addDays(today, 5),
          end: addDays(today, 6),
          state: 3,
        },
      },
      { token: admin.token },
    );
    expect(bensLeave.status).toBeLessThan(300);

    const created = await api.send(feeds.create, {}, { token: anna.token });
    expect(created.status).toBe(201);
    const { path } = present(created.data);
    expect(path).toMatch(/^\/api\/public\/calendar-feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    expect((await api.send(feeds.status, {}, { token: anna.token })).data).toEqual({
      active: true,
      createdAt: present(created.data).createdAt,
    });

    const answer = await fetchFeed(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('no-cache');
    const { calendar: feed, events } = parse(answer.text);
    expect(feed.getFirstPropertyValue('prodid')).toContain('Shiftplan');
    expect(feed.getFirstPropertyValue('x-wr-calname')).toMatch(/^Meine Dienste – /);
    expect(feed.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(zone);

    const uid = (entry: { id: string }) =>
      events.find((event) => event.uid === `shift-${present(parseEntryId(entry.id)).uuid}@shiftplan`);
    const shiftEvents = events.filter((event) => event.uid.startsWith('shift-'));
    // Published and in the window: past (3 days back), tomorrow, the clock change's day and the night before it.
    expect(shiftEvents).toHaveLength(4);
    expect(events).toHaveLength(5);
    for (const missing of [shifts.unpublished, shifts.tooOld, bens]) expect(uid(missing)).toBeUndefined();

    const early = present(uid(shifts.changeDay));
    expect(early.summary).toBe('Frühdienst');
    expect(early.location).toContain(root.name);
    expect(early.description).toContain('Pause 10:00–10:30');
    expect(early.tzid).toBe(zone);
    expect(early.start.zone?.tzid).toBe(zone);
    expect([early.start.hour, early.start.minute, early.end.hour]).toEqual([6, 0, 14]);
    // The wall clock's 06:00 on the day of the change is the instant the tenant's zone says.
    expect(early.start.toJSDate().toISOString()).toBe(instantAt(changeDay, '06:00', zone).toISOString());
    const night = present(uid(shifts.changeNight));
    const nightHours = (night.end.toJSDate().getTime() - night.start.toJSDate().getTime()) / 3_600_000;
    // 22:00 to 06:00 across the change: 7 hours in spring, 9 in autumn.
    expect([7, 9]).toContain(nightHours);
    expect(night.end.dayOfWeek()).toBe(early.start.dayOfWeek());

    const absence = present(events.find((event) => event.uid.startsWith('absence-')));
    expect(absence.summary).toBe('Erholungsurlaub');
    expect(absence.start.isDate).toBe(true);
    expect(absence.start.toString()).toBe(addDays(today, 20));
    // DTEND of an all-day event is the day after the last one.
    expect(absence.end.toString()).toBe(addDays(today, 23));
    expect(answer.text).not.toContain('User ben');
  });

  it('answers 304 to a calendar app that holds the current feed', async () => {
    const created = await api.send(feeds.renew, {}, { token: anna.token });
    const path = present(created.data).path;
    const first = await fetchFeed(path);
    const etag = present(first.headers.get('etag') ?? undefined);
    const again = await fetchFeed(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('renewing kills the old link at once, revoking kills the link; both are audited', async () => {
    const before = await api.send(feeds.renew, {}, { token: anna.token });
    const oldPath = present(before.data).path;
    expect((await fetchFeed(oldPath)).status).toBe(200);
    const renewed = await api.send(feeds.renew, {}, { token: anna.token });
    expect(renewed.status).toBe(200);
    const newPath = present(renewed.data).path;
    expect(newPath).not.toBe(oldPath);
    const old = await fetchFeed(oldPath);
    expect(old.status).toBe(404);
    expect((await fetchFeed(newPath)).status).toBe(200);

    expect((await api.send(feeds.create, {}, { token: anna.token })).status).toBe(409);
    const revoked = await api.send(feeds.revoke, {}, { token: anna.token });
    expect(revoked.status).toBe(204);
    const gone = await fetchFeed(newPath);
    expect(gone.status).toBe(404);
    // The same answer as a link that never existed: nothing tells which.
    const unknown = await fetchFeed(`/api/public/calendar-feeds/${'A'.repeat(43)}/calendar.ics`);
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: { code: string } }).error.code).toBe(
      (gone.body as { error: { code: string } }).error.code,
    );
    expect((await api.send(feeds.revoke, {}, { token: anna.token })).status).toBe(404);
    expect((await api.send(feeds.renew, {}, { token: anna.token })).status).toBe(404);

    const audit = await api.call('GET', '/api/audit?limit=50', { token: admin.token });
    const actions = ((audit.body as { items?: { action: string }[] }).items ?? []).map((item) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining(['calendarFeed.create', 'calendarFeed.renew', 'calendarFeed.revoke']),
    );
  });

  it('closes the feed of a deactivated person', async () => {
    const created = await api.send(feeds.create, {}, { token: ben.token });
    const path = present(created.data).path;
    expect((await fetchFeed(path)).status).toBe(200);
    expect(
      (await api.send(userContracts.deactivate, { params: { userId: ben.id } }, { token: admin.token }))
        .status,
    ).toBe(200);
    expect((await fetchFeed(path)).status).toBe(404);
  });

  it('lets nobody of another tenant see or manage a person’s feed', async () => {
    const created = await api.send(feeds.create, {}, { token: anna.token });
    const path = present(created.data).path;
    // The stranger's calls act on the stranger's own (absent) feed only.
    expect((await api.send(feeds.status, {}, { token: stranger.token })).data).toEqual({
      active: false,
      createdAt: null,
    });
    expect((await api.send(feeds.revoke, {}, { token: stranger.token })).status).toBe(404);
    expect((await api.send(feeds.renew, {}, { token: stranger.token })).status).toBe(404);
    expect((await fetchFeed(path)).status).toBe(200);
  });

  it('answers 400 for a malformed secret and 401 for management without a token', async () => {
    for (const secret of ['short', `${'A'.repeat(42)}!`, 'A'.repeat(44)]) {
      const answer = await fetchFeed(`/api/public/calendar-feeds/${encodeURIComponent(secret)}/calendar.ics`);
      expect(answer.status).toBe(400);
    }
    expect((await api.call('POST', '/api/calendar-feed')).status).toBe(401);
    expect((await api.call('GET', '/api/calendar-feed')).status).toBe(401);
  });
});
