/**
 * Undo and redo of a planner's own plan changes (issue 28): saves, deletions and drags are undone and redone
 * through the API at the shifts' versions; a shift changed since is not overwritten; each person has their own
 * history; a step is checked like a save.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { planHistoryContracts as history } from '@app/shared/calendar/plan-history.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let anna: { id: string; token: string };
let ben: { id: string; token: string };
let planner: { id: string; token: string };
let early: string;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  early = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'Early',
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
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
});

const save = async (date: string, userId: string | null, token = planner.token, notes = '') => {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'false' }, body: { unitId: root.id, date, userId, templateId: early, notes } },
    { token },
  );
  expect(saved.data.success).toBe(true);
  return present(saved.data.result);
};
const entry = (entryId: string, token = planner.token) =>
  api.send(calendar.entry, { params: { entryId } }, { token });
const historyOf = async (token = planner.token) => (await api.send(history.history, {}, { token })).data;
const step = (kind: 'undo' | 'redo', id: string, token = planner.token, force = false) =>
  api.send(history[kind], { query: { force: force ? 'true' : 'false' }, body: { id } }, { token });
const undoLatest = async (token = planner.token) => {
  const next = present((await historyOf(token)).undo);
  const answer = await step('undo', next.id, token);
  expect(answer.status).toBe(200);
  return answer.data;
};
const shiftsOn = async (date: string, userId: string) => {
  const answer = await api.send(
    calendar.list,
    { body: { from: date, to: date, unitIds: [root.id] } },
    { token: planner.token },
  );
  return answer.data.slots.filter((slot) => slot.id !== null && slot.userId === userId);
};

describe('undo and redo of plan changes', () => {
  it("undoes and redoes a drag to another person's day; the shift comes back under its own id", async () => {
    const saved: TShiftEntry = await save('2026-12-14', anna.id);
    expect((await historyOf()).undo).toMatchObject({
      kind: 'create',
      date: '2026-12-14',
      shiftName: 'Early',
      personName: 'User anna',
    });
    const moved = await api.send(
      calendar.execute,
      {
        body: {
          command: 'DROP_MOVEUSER',
          data: {
            sourceEntryId: saved.id,
            targetGroupId: root.id,
            targetUserId: ben.id,
            targetDate: '2026-12-15',
            version: saved.version,
          },
        },
      },
      { token: planner.token },
    );
    expect(moved.data.success).toBe(true);
    expect((await historyOf()).undo).toMatchObject({
      kind: 'move',
      date: '2026-12-15',
      personName: 'User ben',
    });

    const undone = await undoLatest();
    expect(undone.success).toBe(true);
    // Back where it was, the same shift (id), and nothing left on Ben's day.
    expect((await entry(saved.id)).data).toMatchObject({ userId: anna.id, date: '2026-12-14' });
    expect(await shiftsOn('2026-12-15', ben.id)).toEqual([]);
    expect(undone.result).toMatchObject({ undo: { kind: 'create' }, redo: { kind: 'move' } });

    const redone = await step('redo', present(undone.result?.redo).id);
    expect(redone.data.success).toBe(true);
    expect(await shiftsOn('2026-12-15', ben.id)).toHaveLength(1);
    expect((await entry(saved.id)).status).toBe(404);
    expect(redone.data.result).toMatchObject({ undo: { kind: 'move' }, redo: null });
  });

  it('brings a deleted shift back, and a new change ends what could be redone', async () => {
    const saved = await save('2026-12-16', anna.id);
    const deleted = await api.send(
      calendar.delete,
      { params: { entryId: saved.id }, query: { version: String(saved.version), force: 'false' } },
      { token: planner.token },
    );
    expect(deleted.data.success).toBe(true);
    expect((await historyOf()).undo).toMatchObject({ kind: 'delete', date: '2026-12-16' });

    expect((await undoLatest()).success).toBe(true);
    expect((await entry(saved.id)).data).toMatchObject({ userId: anna.id, date: '2026-12-16' });
    expect((await historyOf()).redo).toMatchObject({ kind: 'delete' });

    await save('2026-12-17', ben.id);
    expect((await historyOf()).redo).toBeNull();
  });

  it("does not overwrite a change someone else made since, and keeps each person's changes apart", async () => {
    const saved = await save('2026-12-18', anna.id);
    // The administrator adds a note to the planner's new shift.
    const changed = await api.send(
      calendar.save,
      {
        query: { force: 'false' },
        body: {
          id: saved.id,
          version: saved.version,
          unitId: root.id,
          date: '2026-12-18',
          userId: anna.id,
          templateId: early,
          notes: 'bring the keys',
        },
      },
      { token: admin.token },
    );
    expect(changed.data.success).toBe(true);

    // The planner's undo would delete the shift with the administrator's note: refused, in words.
    const next = present((await historyOf()).undo);
    const refused = await step('undo', next.id);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/changed since/);
    expect((await entry(saved.id)).data).toMatchObject({ notes: 'bring the keys' });

    // The administrator's own list holds only the note; the planner's change is not theirs to undo.
    expect((await historyOf(admin.token)).undo).toMatchObject({ kind: 'change', date: '2026-12-18' });
    const foreign = await step('undo', next.id, admin.token);
    expect(foreign.status).toBe(409);
    expect(foreign.error?.messageKey).toBe('calendar.history.moved');

    // Undoing the note is theirs: the shift is as the planner saved it.
    expect((await undoLatest(admin.token)).success).toBe(true);
    expect((await entry(saved.id)).data).toMatchObject({ notes: '' });
  });

  it('checks a step like a save: a deleted shift does not come back over a shift made meanwhile', async () => {
    const saved = await save('2026-12-21', anna.id);
    const deleted = await api.send(
      calendar.delete,
      { params: { entryId: saved.id }, query: { version: String(saved.version), force: 'false' } },
      { token: planner.token },
    );
    expect(deleted.data.success).toBe(true);
    const deletion = present((await historyOf()).undo);
    // Someone else gives Anna the same early shift again that day.
    await save('2026-12-21', anna.id, admin.token);

    const refused = await step('undo', deletion.id);
    expect(refused.status).toBe(200);
    expect(refused.data.success).toBe(false);
    expect(refused.data.model.messages.length).toBeGreaterThan(0);
    expect((await entry(saved.id)).status).toBe(404);
    expect(await shiftsOn('2026-12-21', anna.id)).toHaveLength(1);
  });

  it('answers 409 for a change that is not the next one to undo', async () => {
    const next = present((await historyOf()).undo);
    const stale = await step('redo', next.id);
    expect(stale.status).toBe(409);
    expect(stale.error?.messageKey).toBe('calendar.history.moved');
  });
});
