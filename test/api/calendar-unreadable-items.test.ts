/**
 * Owners read their own items (issue 26): the calendar parses each item of the catalogue, a unit's collection
 * and the plan partition with its owner's reader. An item that does not parse (a bug, a broken migration) is
 * left out and reported with its key, never silently dropped and never a failed calendar: the people, templates
 * and shifts next to it are still shown.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { TenantTable } from '@app/functions/data/tenant-table';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let templateId: string;
let anna: { id: string };
let ben: { id: string };

const week = { from: '2026-12-07', to: '2026-12-13' };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'early',
            shortName: 'E',
            resourceId,
            unitId: root.id,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  const planned = await api.send(
    calendar.save,
    {
      query: { force: 'false' },
      body: { unitId: root.id, date: '2026-12-08', userId: anna.id, templateId },
    },
    { token: admin.token },
  );
  expect(planned.data.success).toBe(true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const list = async () => {
  const answer = await api.send(
    calendar.list,
    { body: { ...week, unitIds: [root.id] } },
    { token: admin.token },
  );
  expect(answer.status).toBe(200);
  return answer.data;
};
const peopleOf = (data: TCalendarData) =>
  data.rows.flatMap((row) => (row.kind === 'U' ? [row.displayName] : [])).sort();

/** The JSON log lines the product writes while `work` runs (Powertools writes them to stdout and stderr). */
async function logLinesDuring(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return write(chunk);
    });
  }
  await work();
  return written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('an item that does not parse', () => {
  it('is left out of the calendar and logged with its key; everything next to it is still shown', async () => {
    const before = await list();
    expect(peopleOf(before)).toEqual(expect.arrayContaining(['User anna', 'User ben']));
    const shiftBefore = before.slots.find((slot) => slot.userId === anna.id && slot.date === '2026-12-08');
    expect(shiftBefore?.name).toBe('early');

    // Three broken items next to good ones, as a bug or a half-done migration would leave them: a member whose
    // name is no text, a template without its times and colours, a shift entry without its fields.
    const table = new TenantTable({ customerNo: admin.customerNo, userSub: 'test', username: 'test' });
    const brokenMember = {
      pk: table.key('UNIT', root.id),
      sk: `MEMBER#${randomUUID()}`,
      type: 'MEMBER',
      unitId: root.id,
      displayName: ['Carla Confidential'],
      primary: true,
      active: true,
    };
    const brokenTemplateId = randomUUID();
    const brokenTemplate = {
      pk: table.key('SHIFTTPL', brokenTemplateId),
      sk: 'SHIFTTPL',
      gsi1pk: table.key('CATALOG'),
      gsi1sk: `SHIFTTPL#broken#${brokenTemplateId}`,
      type: 'SHIFTTPL',
      id: brokenTemplateId,
      name: 'broken',
      version: 1,
    };
    const brokenEntry = {
      pk: table.key('UNIT', root.id, 'PLAN', '2026-12'),
      sk: `S#2026-12-09#${randomUUID()}`,
      type: 'ENTRY',
      userId: ben.id,
      version: 1,
    };
    for (const item of [brokenMember, brokenTemplate, brokenEntry]) await table.put(item);

    let after: TCalendarData | undefined;
    const lines = await logLinesDuring(async () => {
      after = await list();
    });

    // The calendar answers with the good items: the same people, the same shift with its template's name.
    const shown = present(after);
    expect(peopleOf(shown)).toEqual(peopleOf(before));
    expect(shown.slots.find((slot) => slot.userId === anna.id && slot.date === '2026-12-08')?.name).toBe(
      'early',
    );
    expect(shown.slots.some((slot) => slot.userId === ben.id && slot.date === '2026-12-09')).toBe(false);

    // Each broken item is in a log line with its key and type, where it broke, and a count; never its values.
    const reports = lines.filter(
      (line) => line.message === 'Stored items left out of a read: they do not parse',
    );
    const keys = reports.flatMap((line) => line.items as { pk: string; sk: string; type: string }[]);
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pk: brokenMember.pk, sk: brokenMember.sk, type: 'MEMBER' }),
        expect.objectContaining({ pk: brokenTemplate.pk, sk: 'SHIFTTPL', type: 'SHIFTTPL' }),
        expect.objectContaining({ pk: brokenEntry.pk, sk: brokenEntry.sk, type: 'ENTRY' }),
      ]),
    );
    expect(reports.map((line) => line.read)).toEqual(
      expect.arrayContaining(['calendar.unitCollection', 'calendar.catalogue', 'plan.unitMonth']),
    );
    const memberReport = reports.find((line) => line.read === 'calendar.unitCollection');
    expect(memberReport).toMatchObject({ level: 'ERROR', leftOut: 1 });
    expect(JSON.stringify(memberReport)).toContain('displayName');
    expect(JSON.stringify(reports)).not.toContain('Carla Confidential');
  });
});
