/**
 * The legal profile's ArbZG section 11 checks through the API (docs/rules.md, "Free Sundays and substitute rest
 * days"): the free Sundays count the Sundays worked since January, read back beyond the days in view, for a save
 * and for the calendar's markers; the substitute rest day of a Sunday is told to the save that takes the last free
 * weekday around it, and the calendar of a month marks it once it has read the person's next month.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarRequest } from '@app/shared/calendar/calendar-view';
import { ruleFindingsContracts } from '@app/shared/calendar/rule-findings.contracts';
import type { TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let planner: { id: string; token: string };
let rootId: string;
let templateId: string;
let ben: string;
let carl: string;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  const resourceId = present(
    (await api.send(resourceContracts.create, { body: { caption: 'Ward' } }, { token: admin.token })).data,
  ).id;
  const template = await api.send(
    shiftContracts.create,
    {
      body: {
        name: 'Day',
        shortName: 'D',
        resourceId,
        unitId: rootId,
        itemClass: 15,
        begin: '08:00',
        end: '16:00',
      },
    },
    { token: admin.token },
  );
  templateId = present(template.data).id;
  planner = await createUserAndSignIn(api, admin, 'sunday.planner', ['planner']);
  ben = (await createUserAndSignIn(api, admin, 'ben', ['employee'])).id;
  carl = (await createUserAndSignIn(api, admin, 'carl', ['employee'])).id;
  // 50 of the 52 Sundays of 2031 stay free: two may be worked, which a test reaches with three shifts.
  const profile = await api.send(
    rulesContracts.saveRuleProfile,
    { body: { legal: { profile: 'DE_ARBZG', minFreeSundays: 50 }, defaults: {}, version: 0 } },
    { token: admin.token },
  );
  expect(profile.data, JSON.stringify(profile.error)).toMatchObject({ legal: { minFreeSundays: 50 } });
});

const save = (userId: string, date: string, force = true) => {
  const body: TShiftEntrySave = { unitId: rootId, date, userId, templateId };
  const query = { force: force ? ('true' as const) : ('false' as const) };
  return api.send(calendar.save, { query, body }, { token: planner.token });
};
const markers = async (from: string, to: string) => {
  const body: TCalendarRequest = { from, to, unitIds: [rootId] };
  const answer = await api.send(calendar.list, { body }, { token: planner.token });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data.ruleMarkers;
};

describe('free Sundays (ArbZG section 11(1))', () => {
  it('counts the Sundays since January: the third one of 2031 is told on its save and marked in December', async () => {
    for (const date of ['2031-01-05', '2031-01-12']) expect((await save(ben, date)).data.success).toBe(true);
    const told = await save(ben, '2031-12-07', false);
    expect(told.data).toMatchObject({ success: false, model: { allowForce: true } });
    const message = present(told.data.model.messages.find((one) => one.check === 'legal.freeSundays'));
    expect(message.message).toBe(
      'User ben works on Sunday 07.12.2031, beyond the 2 of the 52 Sundays of 2031 that may be worked (at least 50 stay free).',
    );
    expect((await save(ben, '2031-12-07')).data.success).toBe(true);

    // The December calendar holds one Sunday of Ben's; the two of January are read back.
    const december = await markers('2031-12-01', '2031-12-31');
    expect(december.filter((marker) => marker.userId === ben)).toMatchObject([
      { date: '2031-12-07', level: 'WRN', message: message.message },
    ]);
    // January's Sundays are within the two.
    const january = await markers('2031-01-01', '2031-01-31');
    expect(january.filter((marker) => marker.message.includes('Sundays of 2031'))).toEqual([]);

    const check = await api.send(
      ruleFindingsContracts.findings,
      { body: { unitId: rootId, from: '2031-12-01', to: '2031-12-14' } },
      { token: planner.token },
    );
    // Beside the notice of Sunday work, which the report lists too.
    expect(
      check.data.findings.filter((finding) => finding.userId === ben && finding.message.includes('beyond')),
    ).toMatchObject([{ date: '2031-12-07', message: message.message }]);
  });
});

describe('substitute rest day (ArbZG section 11(3))', () => {
  // Sunday 28.09.2031: its rest day lies between 15.09. and 11.10.; Carl works every weekday of it but Wednesday 01.10.
  const sunday = '2031-09-28';
  const freeWednesday = '2031-10-01';

  it('a save that takes the last free weekday is told; the calendar of September marks the Sunday', async () => {
    for (let day = '2031-09-15'; day <= '2031-10-11'; day = addDays(day, 1))
      if ((isoWeekdayOf(day) !== 7 || day === sunday) && day !== freeWednesday)
        expect((await save(carl, day)).data.success, day).toBe(true);
    expect((await markers('2031-09-01', '2031-09-30')).filter((marker) => marker.userId === carl)).toEqual(
      [],
    );

    const told = await save(carl, freeWednesday, false);
    expect(told.data).toMatchObject({ success: false, model: { allowForce: true } });
    expect(told.data.model.messages).toMatchObject([
      {
        check: 'legal.substituteRestDay',
        message:
          'User carl works on Sunday 28.09.2031 without a substitute rest day (a free weekday) between 15.09.2031 and 11.10.2031 (2 weeks).',
      },
    ]);
    expect((await save(carl, freeWednesday)).data.success).toBe(true);

    // September alone does not hold the window's October days: the calendar reads Carl's October and marks it.
    const september = await markers('2031-09-01', '2031-09-30');
    const marked = september.filter((marker) => marker.userId === carl);
    expect(marked.map((marker) => [marker.date, marker.level])).toEqual([[sunday, 'WRN']]);
    expect(marked[0]?.message).toContain('without a substitute rest day');
    const check = await api.send(
      ruleFindingsContracts.findings,
      { body: { unitId: rootId, from: '2031-09-22', to: '2031-09-28' } },
      { token: planner.token },
    );
    const found = check.data.findings.filter(
      (finding) => finding.userId === carl && finding.message.includes('rest day'),
    );
    expect(found.map((finding) => finding.date)).toEqual([sunday]);
    expect(found[0]?.message).toContain('15.09.2031 and 11.10.2031');
  });
});
