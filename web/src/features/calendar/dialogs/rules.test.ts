import { describe, expect, it } from 'vitest';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TShiftRequest } from '@app/shared/calendar/shift-entry';
import { menuStep } from './action-menu';
import { dayContentItems } from './day-content';
import { shiftActionsFor } from './shift-action-rules';
import { weekOf } from '#features/home/employee-week';

const me = '00000000-0000-4000-8000-000000000001';
const colleague = '00000000-0000-4000-8000-000000000002';
const unitId = '00000000-0000-4000-8000-000000000003';
const all: TCalendarData['access'] = {
  plan: false,
  allowShiftInteraction: true,
  allowShiftInteractionRequest: true,
  createShift: false,
};
const request = (over: Partial<TShiftRequest>): TShiftRequest => ({
  id: '00000000-0000-4000-8000-000000000009',
  kind: 'SWAP',
  state: 'OPEN',
  requesterId: colleague,
  requesterName: 'Ben',
  targetUserId: me,
  targetUserName: 'Anna',
  targetEntryId: null,
  reason: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  ...over,
});
const modes = (options: { mode: string }[]) => options.map((option) => option.mode);

describe('the shift actions offered on the details', () => {
  it('an open shift: take it (AllowShiftInteraction) and apply (AllowShiftInteractionRequest)', () => {
    expect(modes(shiftActionsFor({ userId: null, requests: [] }, me, all))).toEqual(['SETUSER', 'APPLY']);
    expect(
      modes(shiftActionsFor({ userId: null, requests: [] }, me, { ...all, allowShiftInteraction: false })),
    ).toEqual(['APPLY']);
  });

  it('an application of mine becomes a withdrawal that asks for a reason', () => {
    const applied = shiftActionsFor(
      { userId: null, requests: [request({ kind: 'APPLY', requesterId: me, targetUserId: null })] },
      me,
      { ...all, allowShiftInteraction: false },
    );
    expect(modes(applied)).toEqual(['APPLYREMOVE']);
    expect(applied[0]?.needsReason).toBe(true);
  });

  it('my own shift: share, or withdraw what is pending', () => {
    expect(modes(shiftActionsFor({ userId: me, requests: [] }, me, all))).toEqual(['SHARE']);
    const pending = shiftActionsFor(
      { userId: me, requests: [request({ requesterId: me, targetUserId: colleague })] },
      me,
      all,
    );
    expect(modes(pending)).toEqual(['SWAPREMOVE', 'SHARE']);
  });

  it("a colleague's shift: ask for it in a swap (with a chooser of my own shifts)", () => {
    const theirs = shiftActionsFor({ userId: colleague, requests: [] }, me, all);
    expect(modes(theirs)).toEqual(['SWAP']);
    expect(theirs[0]?.needsTargetEntry).toBe(true);
    expect(
      shiftActionsFor({ userId: colleague, requests: [] }, me, { ...all, allowShiftInteraction: false }),
    ).toEqual([]);
  });

  it("a colleague's swap or share offered to me: accept or decline; closed requests offer nothing", () => {
    const noSwap = { ...all, allowShiftInteraction: false };
    expect(modes(shiftActionsFor({ userId: colleague, requests: [request({})] }, me, all))).toEqual([
      'SWAPACCEPT',
      'SWAPDENY',
      'SWAP',
    ]);
    expect(
      modes(
        shiftActionsFor(
          { userId: colleague, requests: [request({ kind: 'SHARE', targetUserId: null })] },
          me,
          noSwap,
        ),
      ),
    ).toEqual(['SHAREACCEPT', 'SHAREACCEPT-']);
    expect(
      shiftActionsFor({ userId: colleague, requests: [request({ state: 'DENIED' })] }, me, noSwap),
    ).toEqual([]);
  });
});

const slot = (over: Partial<TCalendarSlot>): TCalendarSlot => ({
  key: 'k',
  rowKey: 'r',
  clickType: 'SH',
  id: `${unitId}.2026-12-07.00000000-0000-4000-8000-000000000010`,
  version: 1,
  date: '2026-12-07',
  endDate: '2026-12-07',
  unitId,
  userId: me,
  templateId: null,
  resourceId: null,
  resourceIds: [],
  multiResource: false,
  eventId: null,
  name: 'Früh',
  shortName: 'F',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: null,
  pause2: null,
  minutes: 450,
  notes: '',
  backColor: '#fff',
  foreColor: '#000',
  foreign: false,
  state: null,
  requests: [],
  more: 0,
  serialId: null,
  toolTip: '',
  ...over,
});

describe('the day content', () => {
  const slots = [
    slot({ key: 'late', name: 'Spät', begin: '14:00' }),
    slot({ key: 'early' }),
    slot({ key: 'ghost', id: null }),
    slot({ key: 'other', userId: colleague }),
    slot({
      key: 'absence',
      clickType: 'AP',
      date: '2026-12-05',
      endDate: '2026-12-09',
      name: 'Urlaub',
      begin: null,
      end: null,
    }),
    slot({ key: 'tomorrow', date: '2026-12-08', endDate: '2026-12-08' }),
  ];
  const keys = (mode: 'PLAN' | 'ACTUAL' | 'APP') =>
    dayContentItems(slots, { mode, date: '2026-12-07', unitId, userId: me }).map((item) => item.key);

  it("PLAN lists the person's shifts of the day by time, without ghosts, others or other days", () => {
    expect(keys('PLAN')).toEqual(['early', 'late']);
  });

  it('APP lists absences spanning the day; ACTUAL what exists of both', () => {
    expect(keys('APP')).toEqual(['absence']);
    expect(keys('ACTUAL')).toEqual(['absence', 'early', 'late']);
  });
});

describe('the action menu commands', () => {
  it('runs shift actions directly (with the request of the command id) and opens dialogs for the rest', () => {
    const entry = slot({});
    const step = (command: string, commandId = command) => menuStep({ command, commandId }, entry);
    expect(step('APPLY')).toEqual({ kind: 'action', mode: 'APPLY' });
    expect(step('SETUSER', 'SETUSER:abc')).toEqual({ kind: 'action', mode: 'SETUSER', requestId: 'abc' });
    expect(step('SWAP')).toMatchObject({ kind: 'open', request: { kind: 'slot' } });
    expect(step('OPEN')).toMatchObject({ kind: 'open', request: { kind: 'slot' } });
    expect(step('EDIT')).toMatchObject({ kind: 'open', request: { kind: 'editShift', entryId: entry.id } });
    expect(step('COPY')).toMatchObject({ kind: 'open', request: { kind: 'editShift', copy: true } });
    expect(step('DELETE')).toEqual({ kind: 'delete' });
    expect(step('DELETESERIAL')).toEqual({ kind: 'deleteSerial' });
    expect(step('SHOWUSERS')).toMatchObject({
      kind: 'open',
      request: { kind: 'availableUsers', entryId: entry.id },
    });
    expect(step('SOMETHING')).toEqual({ kind: 'unknown' });
  });

  it('a ghost slot creates from its template', () => {
    const templateId = '00000000-0000-4000-8000-000000000030';
    const ghost = slot({ id: null, templateId });
    expect(menuStep({ command: 'CREATE', commandId: 'CREATE' }, ghost)).toMatchObject({
      kind: 'open',
      request: { kind: 'editShift', templateId },
    });
    expect(menuStep({ command: 'SHOWUSERS', commandId: 'SHOWUSERS' }, ghost)).toMatchObject({
      request: { kind: 'availableUsers', templateId, entryId: null },
    });
  });
});

describe("the employee's week on a phone", () => {
  it('is Monday to Sunday around today, free days included', () => {
    const week = weekOf('2026-12-09', [
      { date: '2026-12-07' },
      { date: '2026-12-13' },
      { date: '2026-12-14' },
    ]);
    expect(week.map((day) => day.date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(week.map((day) => day.items.length)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });
});
