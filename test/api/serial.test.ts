/**
 * The serial pattern check (issue 11, `POST /api/appointment/serial/check`): the server reads the XML form,
 * answers the bound violations as message keys, and previews the first 10 occurrences in the tenant's zone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serialContracts } from '@app/shared/serial/serial.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let employee: { token: string };

const weekly =
  '<serial type="weekly" begin="2026-03-23T09:30" allday="0" dur="90" durtype="1" week="1" workdays="Mo,We" counter="12"/>';

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  employee = await createUserAndSignIn(api, admin, 'erin', ['employee']);
});

describe('serial check', () => {
  it('previews the first 10 occurrences across the spring clock change, without the breaks', async () => {
    const answer = await api.send(
      serialContracts.serialCheck,
      { body: { pattern: weekly, breaks: ['2026-03-30'] } },
      { token: employee.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.data.valid).toBe(true);
    expect(answer.data.issues).toEqual([]);
    expect(answer.data.pattern?.rule).toEqual({ type: 'weekly', every: 1, weekdays: ['Mo', 'We'] });
    expect(answer.data.occurrences.map((o) => o.date)).toEqual([
      '2026-03-23',
      '2026-03-25',
      '2026-04-01',
      '2026-04-06',
      '2026-04-08',
      '2026-04-13',
      '2026-04-15',
      '2026-04-20',
      '2026-04-22',
      '2026-04-27',
    ]);
    // 09:30 in Berlin: 08:30 UTC in winter time, 07:30 UTC in summer time; 90 minutes each.
    expect(answer.data.occurrences.slice(1, 3)).toEqual([
      { date: '2026-03-25', start: '2026-03-25T08:30:00.000Z', end: '2026-03-25T10:00:00.000Z' },
      { date: '2026-04-01', start: '2026-04-01T07:30:00.000Z', end: '2026-04-01T09:00:00.000Z' },
    ]);
  });

  it("uses the tenant's own time zone", async () => {
    const newYork = await signUpTenant(api, { language: 'en', timeZone: 'America/New_York' });
    const answer = await api.send(
      serialContracts.serialCheck,
      {
        body: {
          pattern:
            '<serial type="daily" begin="2026-03-07T09:00" allday="0" dur="1" durtype="2" day="1" workdays="0" counter="2"/>',
        },
      },
      { token: newYork.token },
    );
    expect(answer.data.occurrences.map((o) => o.start)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
  });

  it('answers every broken bound with its message key and no preview', async () => {
    const answer = await api.send(
      serialContracts.serialCheck,
      {
        body: {
          pattern:
            '<serial type="monthly" begin="2026-03-23T09:30" allday="0" dur="5001" durtype="1" mode="1" month="32" day="31" counter="1001"/>',
        },
      },
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      valid: false,
      issues: [
        { path: 'duration', message: 'serial.duration.range' },
        { path: 'rule.every', message: 'serial.months.range' },
        { path: 'end.count', message: 'serial.count.range' },
      ],
      pattern: null,
      occurrences: [],
    });
  });

  it('refuses an unreadable pattern and a series without any day', async () => {
    const unreadable = await api.send(
      serialContracts.serialCheck,
      { body: { pattern: '<serial type="daily"><x/></serial>' } },
      { token: admin.token },
    );
    expect(unreadable.data.issues).toEqual([{ path: '', message: 'serial.xml.invalid' }]);
    // Yearly on 29 February, ending before the next leap year.
    const empty = await api.send(
      serialContracts.serialCheck,
      {
        body: {
          pattern:
            '<serial type="yearly" begin="2026-01-01T08:00" allday="1" dur="1" durtype="3" year="1" mode="1" p1="29" p2="2" end="2027-12-31"/>',
        },
      },
      { token: admin.token },
    );
    expect(empty.data).toMatchObject({ valid: false, issues: [{ path: 'end', message: 'serial.empty' }] });
  });
});
