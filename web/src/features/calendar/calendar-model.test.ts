import { describe, expect, it } from 'vitest';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { calendarFixture } from './calendar-fixture';
import {
  buildGridModel,
  cellKey,
  dropAction,
  hoursTone,
  isDraggable,
  isUnpublished,
  manningStep,
  unpublishedCount,
  toggleSelection,
  type DragSource,
} from './calendar-model';

const data = calendarFixture({ people: 3, days: 7 });
const model = buildGridModel(data, { search: '', resourceIds: [], view: 'people' });
const slot = (key: string): TCalendarSlot => {
  const found = data.slots.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no slot ${key}`);
  return found;
};
const person: DragSource = {
  kind: 'person',
  userId: '10000000-0000-4000-8000-000000000002',
  unitId: '00000000-0000-4000-8000-000000000001',
  name: 'Person 002',
};

describe('grid model', () => {
  it('puts each slot into the cell of its row and day, in the order of the day', () => {
    const open = slot('open-0-0');
    const cell = model.cells.get(cellKey(open.rowKey, open.date));
    expect(cell?.map((entry) => entry.shortName)).toEqual(['E', 'L']);
    expect(model.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(model.days[2]?.holidays).toEqual(['Holiday']);
    expect(model.hasSchoolHolidays).toBe(true);
  });

  it('filters people by name and keeps their unit row and the holiday row', () => {
    const found = buildGridModel(data, { search: 'son 002', resourceIds: [], view: 'people' });
    expect(found.rows.map((row) => row.kind)).toEqual(['G', 'F', 'U']);
    expect(found.rows.at(-1)).toMatchObject({ displayName: 'Person 002' });
    expect(buildGridModel(data, { search: 'nobody', resourceIds: [], view: 'people' }).rows).toEqual([]);
  });

  it('shows a holiday row only for a unit with a holiday in the range', () => {
    const two = calendarFixture({ people: 30, days: 7 });
    const rows = buildGridModel(two, { search: '', resourceIds: [], view: 'people' }).rows;
    // The fixture's holiday is the first unit's only.
    expect(rows.filter((row) => row.kind === 'F').map((row) => row.key)).toEqual([
      'F:00000000-0000-4000-8000-000000000001',
    ]);
  });

  it('shows resources as rows in the RESOURCE view', () => {
    const resources = buildGridModel(data, { search: '', resourceIds: [], view: 'resources' });
    expect(resources.rows).toEqual([expect.objectContaining({ kind: 'R', name: 'Ward A' })]);
  });
});

describe('colours', () => {
  it('marks hours remaining grey at zero, red below, green above, none without a model', () => {
    expect([0, -30, 90, null].map(hoursTone)).toEqual(['zero', 'negative', 'positive', 'none']);
  });

  it('rounds manning down to the steps 0, 25, 50, 75, 100', () => {
    expect([0, 24, 25, 60, 99, 100, 140, -5].map(manningStep)).toEqual([0, 0, 25, 50, 75, 100, 100, 0]);
  });
});

describe('selection', () => {
  const filled = slot('s-0-0');
  it('toggles with Ctrl or Meta only', () => {
    const none = new Set<string>();
    expect(toggleSelection(none, filled, { ctrlKey: false, metaKey: false })).toBeNull();
    const one = toggleSelection(none, filled, { ctrlKey: true, metaKey: false });
    expect([...(one ?? [])]).toEqual([filled.id]);
    expect([...(toggleSelection(one ?? none, filled, { ctrlKey: false, metaKey: true }) ?? [])]).toEqual([]);
  });

  it('never selects a ghost (no id) or a foreign slot', () => {
    const none = new Set<string>();
    expect(toggleSelection(none, slot('ghost-0-0'), { ctrlKey: true, metaKey: false })).toBe(none);
    expect(toggleSelection(none, { ...filled, foreign: true }, { ctrlKey: true, metaKey: false })).toBe(none);
  });
});

describe('drop mapping', () => {
  it('fills an open slot with a dropped person (DROP_SETUSER with the entry and its version)', () => {
    const open = slot('open-0-1');
    expect(dropAction(person, { kind: 'slot', slot: open }, false)).toEqual({
      command: 'DROP_SETUSER',
      data: {
        targetEntryId: open.id,
        targetResourceId: open.resourceId,
        version: 1,
        targetGroupId: open.unitId,
        targetUserId: person.kind === 'person' ? person.userId : '',
        targetDate: open.date,
      },
    });
  });

  it('fills an open shift dragged onto a person: the entry moves to them (DROP_MOVEUSER)', () => {
    const open = slot('open-0-1');
    const userId = person.kind === 'person' ? person.userId : '';
    expect(isDraggable(open)).toBe(true);
    expect(isDraggable(slot('ghost-0-1'))).toBe(false);
    expect(isDraggable({ ...open, foreign: true })).toBe(false);
    expect(
      dropAction(
        { kind: 'slot', slot: open },
        { kind: 'cell', unitId: open.unitId ?? '', userId, date: open.date, resourceId: null },
        false,
      ),
    ).toEqual({
      command: 'DROP_MOVEUSER',
      data: {
        sourceEntryId: open.id,
        sourceUserId: null,
        targetGroupId: open.unitId,
        targetUserId: userId,
        targetDate: open.date,
        version: 1,
      },
    });
  });

  it('fills a ghost slot by its template', () => {
    const ghost = slot('ghost-0-1');
    expect(dropAction(person, { kind: 'slot', slot: ghost }, false)).toMatchObject({
      command: 'DROP_SETUSER',
      data: { targetTemplateId: ghost.templateId, targetDate: ghost.date },
    });
  });

  it('does nothing for a person dropped on a filled slot or an empty cell', () => {
    expect(dropAction(person, { kind: 'slot', slot: slot('s-0-0') }, false)).toBeNull();
    expect(
      dropAction(
        person,
        { kind: 'cell', unitId: 'u', userId: null, date: '2026-12-07', resourceId: null },
        false,
      ),
    ).toBeNull();
  });

  it('moves a shift to another person, copies it with the modifier, and opens it on the unit row', () => {
    const shift = slot('s-0-0');
    const cell = {
      kind: 'cell' as const,
      unitId: shift.unitId ?? '',
      userId: person.kind === 'person' ? person.userId : null,
      date: '2026-12-08',
      resourceId: null,
    };
    expect(dropAction({ kind: 'slot', slot: shift }, cell, false)).toEqual({
      command: 'DROP_MOVEUSER',
      data: {
        sourceEntryId: shift.id,
        sourceUserId: shift.userId,
        targetGroupId: shift.unitId,
        targetUserId: cell.userId,
        targetDate: '2026-12-08',
        version: 1,
      },
    });
    expect(dropAction({ kind: 'slot', slot: shift }, cell, true)?.command).toBe('DROP_COPY');
    expect(
      dropAction({ kind: 'slot', slot: shift }, { ...cell, userId: null }, false)?.data.targetUserId,
    ).toBeNull();
  });

  it('ignores a shift dropped back where it is, and ghosts or foreign shifts being dragged', () => {
    const shift = slot('s-0-0');
    const home = {
      kind: 'cell' as const,
      unitId: shift.unitId ?? '',
      userId: shift.userId,
      date: shift.date,
      resourceId: null,
    };
    expect(dropAction({ kind: 'slot', slot: shift }, home, false)).toBeNull();
    expect(
      dropAction({ kind: 'slot', slot: { ...shift, foreign: true } }, { ...home, date: '2026-12-09' }, false),
    ).toBeNull();
    expect(
      dropAction({ kind: 'slot', slot: slot('ghost-0-0') }, { ...home, date: '2026-12-09' }, false),
    ).toBeNull();
  });
});

describe('entries not published yet', () => {
  it('are the entries of a unit after its published day: open shifts too, never ghosts or proposals', () => {
    const open = slot('open-0-0');
    const unitId = open.unitId ?? '';
    const day = open.date;
    expect(isUnpublished(open, {})).toBe(true);
    expect(isUnpublished(open, { [unitId]: null })).toBe(true);
    expect(isUnpublished(open, { [unitId]: day })).toBe(false);
    expect(isUnpublished(slot('ghost-0-0'), {})).toBe(false);
    expect(isUnpublished({ ...open, proposalRunId: 'run-1' }, {})).toBe(false);
    expect(isUnpublished({ ...open, foreign: true }, {})).toBe(false);
    expect(isUnpublished({ ...open, clickType: 'CA' }, {})).toBe(false);
  });

  it('are counted per unit for the publish button, after the day published', () => {
    const unitId = slot('open-0-0').unitId ?? '';
    const all = unpublishedCount(data, unitId);
    expect(all).toBeGreaterThan(0);
    const third = slot('open-0-2').date;
    const later = unpublishedCount({ ...data, publishedTo: { [unitId]: third } }, unitId);
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(all);
    const lastDay = slot('open-0-6').date;
    expect(unpublishedCount({ ...data, publishedTo: { [unitId]: lastDay } }, unitId)).toBe(0);
  });
});
