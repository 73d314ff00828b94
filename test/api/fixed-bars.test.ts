/**
 * Fixed bars (issue 12 deliverables 4 and 6): bars and their entries (CRUD, validation messages), serial entries
 * with a break (gone from the calendar that week, there again the next year), assignment to units (only those
 * units' calendars show it), the tooltip and the details, permissions and isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TFixedBarEntrySave } from '@app/shared/plan-tools/fixed-bar';
import { fixedBarContracts as bars } from '@app/shared/plan-tools/fixed-bars.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let rootId: string;
let planner: { id: string; token: string };
let employee: { id: string; token: string };

async function newUnit(name: string): Promise<string> {
  const created = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId: rootId } },
    { token: admin.token },
  );
  return present(created.data).id;
}

async function newBar(name: string, order = 0): Promise<string> {
  const saved = await api.send(bars.fixedBarSave, { body: { name, order } }, { token: planner.token });
  expect(saved.status).toBe(200);
  return saved.data.id;
}

const saveEntry = (body: TFixedBarEntrySave, token = planner.token) =>
  api.send(bars.fixedBarEntrySave, { body }, { token });

/** The FB slots of a unit's calendar as `date caption`, and the bar rows' names. */
async function shownBars(unitId: string, from: string, to: string) {
  const answer = await api.send(
    calendar.list,
    { body: { from, to, unitIds: [unitId] } },
    { token: planner.token },
  );
  expect(answer.status).toBe(200);
  return {
    rows: answer.data.rows.flatMap((row) => (row.kind === 'B' ? [row.name] : [])),
    slots: answer.data.slots
      .filter((slot) => slot.clickType === 'FB')
      .map((slot) => `${slot.date} ${slot.name}`)
      .sort(),
    firstRow: answer.data.rows[0]?.kind,
  };
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  employee = await createUserAndSignIn(api, admin, 'emil', ['employee']);
});

describe('fixed bars', () => {
  it('are created, listed in their order, changed at their version and deleted with their entries', async () => {
    const second = await newBar('Trade fairs', 2);
    const first = await newBar('Inventory', 1);
    const listed = await api.send(bars.fixedBarList, { body: {} }, { token: employee.token });
    expect(listed.status).toBe(200);
    const names = listed.data.map((bar) => bar.name);
    expect(names.indexOf('Inventory')).toBeLessThan(names.indexOf('Trade fairs'));

    const changed = await api.send(
      bars.fixedBarSave,
      { body: { id: second, version: 1, name: 'Fairs', color: '#00aa00', enabled: false, order: 2 } },
      { token: planner.token },
    );
    expect(changed.data).toMatchObject({ name: 'Fairs', color: '#00aa00', enabled: false, version: 2 });
    const stale = await api.send(
      bars.fixedBarSave,
      { body: { id: second, version: 1, name: 'Again' } },
      { token: planner.token },
    );
    expect(stale.status).toBe(409);
    const enabledOnly = await api.send(
      bars.fixedBarList,
      { body: { includeDisabled: false } },
      { token: planner.token },
    );
    expect(enabledOnly.data.map((bar) => bar.name)).not.toContain('Fairs');

    const entry = await saveEntry({
      fixedBarId: first,
      caption: 'Count',
      startDate: '2026-12-30',
      endDate: '2026-12-30',
    });
    expect(entry.status).toBe(200);
    const deleted = await api.send(
      bars.fixedBarDelete,
      { params: { fixedBarId: first }, query: { version: 1 } },
      { token: planner.token },
    );
    expect(deleted.status).toBe(204);
    const gone = await api.send(
      bars.fixedBarEntryLoad,
      { params: { fixedBarEntryId: entry.data.id }, query: {} },
      { token: planner.token },
    );
    expect(gone.status).toBe(404);
  });

  it('answer the spec messages for a missing bar, a caption too long, no units and a wrong period', async () => {
    const barId = await newBar('Validation');
    const issue = async (body: TFixedBarEntrySave) => {
      const answer = await saveEntry(body);
      expect(answer.status).toBe(400);
      const error = answer.error as { details: { issues: { path: string; messageKey?: string }[] } };
      return error.details.issues.map((found) => `${found.path} ${found.messageKey ?? ''}`);
    };
    const base = { fixedBarId: barId, caption: 'Ok', startDate: '2026-12-01', endDate: '2026-12-01' };
    expect(await issue({ ...base, caption: '' })).toContain('body.caption caption-error1');
    expect(await issue({ ...base, caption: 'x'.repeat(51) })).toContain('body.caption caption-error1');
    expect(await issue({ ...base, fixedBarId: '' })).toContain('body.fixedBarId fixedbar-choose');
    expect(await issue({ ...base, fixedBarId: '0b6b3a57-0f1a-4b8e-9d2c-3e4f5a6b7c8d' })).toContain(
      'body.fixedBarId fixedbar-choose',
    );
    expect(await issue({ ...base, fullCompany: false, unitIds: [] })).toContain('body.unitIds unit-choose2');
    expect(await issue({ ...base, endDate: '2026-11-30' })).toContain('body.endDate fixedbar-range');
    expect(await issue({ ...base, allDay: false, startTime: '10:00', endTime: '09:00' })).toContain(
      'body.endDate fixedbar-range',
    );
    const fifty = await saveEntry({ ...base, caption: 'x'.repeat(50) });
    expect(fifty.status).toBe(200);
  });

  it('are kept by planners only; employees read them', async () => {
    const denied = await api.send(bars.fixedBarSave, { body: { name: 'No' } }, { token: employee.token });
    expect(denied.status).toBe(403);
    const barId = await newBar('Readable');
    const read = await api.send(
      bars.fixedBarEntries,
      { params: { fixedBarId: barId } },
      { token: employee.token },
    );
    expect(read.status).toBe(200);
    expect(read.data.bar.name).toBe('Readable');
  });
});

describe('fixed-bar entries in the calendar', () => {
  it('a yearly series shows every year; a deleted occurrence is gone that week but back the next year', async () => {
    const unitId = await newUnit('Store');
    const barId = await newBar('Inventory day');
    const saved = await saveEntry({
      fixedBarId: barId,
      caption: 'Inventory',
      startDate: '2026-12-30',
      endDate: '2026-12-30',
      serial: {
        begin: '2026-12-30',
        time: '00:00',
        allDay: true,
        duration: 1,
        durationType: 3,
        rule: { type: 'yearly', every: 1, day: 30, month: 12 },
        end: { type: 1 },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ startDate: '2026-12-30', endDate: '2026-12-30', allDay: true });
    const entryId = saved.data.id;

    const before = await shownBars(unitId, '2026-12-28', '2027-01-03');
    expect(before.slots).toEqual(['2026-12-30 Inventory']);
    expect(before.rows).toEqual(['Inventory day']);
    expect(before.firstRow).toBe('B');

    const tooltip = await api.send(
      bars.fixedBarEntryTooltip,
      { params: { fixedBarEntryId: entryId }, query: { start: '2027-12-30' } },
      { token: employee.token },
    );
    expect(tooltip.data).toEqual({
      title: 'Inventory',
      lines: ['Inventory day', '2027-12-30', 'Whole company'],
    });

    const refused = await api.send(
      bars.fixedBarSerialBreak,
      { body: { id: entryId, version: 1, beginDate: '2026-12-29' } },
      { token: planner.token },
    );
    expect(refused.status).toBe(409);
    expect((refused.error as { messageKey: string }).messageKey).toBe('serial-msg2');

    const broken = await api.send(
      bars.fixedBarSerialBreak,
      { body: { id: entryId, version: 1, beginDate: '2026-12-30' } },
      { token: planner.token },
    );
    expect(broken.status).toBe(200);
    expect(broken.data.breaks).toEqual(['2026-12-30']);
    expect((await shownBars(unitId, '2026-12-28', '2027-01-03')).slots).toEqual([]);
    expect((await shownBars(unitId, '2027-12-27', '2028-01-02')).slots).toEqual(['2027-12-30 Inventory']);

    const again = await api.send(
      bars.fixedBarSerialBreak,
      { body: { id: entryId, version: 2, beginDate: '2026-12-30' } },
      { token: planner.token },
    );
    expect(again.status).toBe(409);

    const details = await api.send(
      bars.fixedBarEntryLoad,
      { params: { fixedBarEntryId: entryId }, query: { start: '2027-12-30' } },
      { token: planner.token },
    );
    expect(details.data).toMatchObject({ barName: 'Inventory day', occurrence: '2027-12-30', canEdit: true });

    const removed = await api.send(
      bars.fixedBarEntryDelete,
      { params: { fixedBarEntryId: entryId }, query: { version: 2 } },
      { token: planner.token },
    );
    expect(removed.status).toBe(204);
    expect((await shownBars(unitId, '2027-12-27', '2028-01-02')).slots).toEqual([]);
  });

  it('an entry assigned to units shows only in those units’ calendars', async () => {
    const fair = await newUnit('Sales');
    const other = await newUnit('Kitchen');
    const barId = await newBar('Trade fair');
    const saved = await saveEntry({
      fixedBarId: barId,
      caption: 'Fair',
      fullCompany: false,
      unitIds: [fair],
      allDay: false,
      startDate: '2026-11-10',
      endDate: '2026-11-12',
      startTime: '09:00',
      endTime: '18:00',
    });
    expect(saved.status).toBe(200);
    expect((await shownBars(fair, '2026-11-09', '2026-11-15')).slots).toEqual(['2026-11-10 Fair']);
    const elsewhere = await shownBars(other, '2026-11-09', '2026-11-15');
    expect(elsewhere.slots).toEqual([]);
    expect(elsewhere.rows).not.toContain('Trade fair');

    const edited = await saveEntry({
      id: saved.data.id,
      version: 1,
      fixedBarId: barId,
      caption: 'Fair (both)',
      fullCompany: false,
      unitIds: [fair, other],
      startDate: '2026-11-10',
      endDate: '2026-11-10',
    });
    expect(edited.data.version).toBe(2);
    expect((await shownBars(other, '2026-11-09', '2026-11-15')).slots).toEqual(['2026-11-10 Fair (both)']);
  });

  it('are not seen by another tenant', async () => {
    const barId = await newBar('Private');
    const entry = await saveEntry({
      fixedBarId: barId,
      caption: 'Mine',
      startDate: '2026-10-01',
      endDate: '2026-10-01',
    });
    const foreign = await api.send(
      bars.fixedBarEntryLoad,
      { params: { fixedBarEntryId: entry.data.id }, query: {} },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    const foreignBar = await api.send(
      bars.fixedBarEntries,
      { params: { fixedBarId: barId } },
      { token: stranger.token },
    );
    expect(foreignBar.status).toBe(404);
    const list = await api.send(bars.fixedBarList, { body: {} }, { token: stranger.token });
    expect(list.data.map((bar) => bar.name)).not.toContain('Private');
  });
});
