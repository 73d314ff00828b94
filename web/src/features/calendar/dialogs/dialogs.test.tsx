// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import type { TEntryDeleteResult } from '@app/shared/calendar/calendar.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TShiftTemplate } from '@app/shared/shifts/shift-template';
import { renderWithApp } from '#test/render-with-app';
import { NewEntryChooser } from './new-entry-chooser';
import { newEntryOptions } from './new-entry-options';
import type { deleteEntry } from './entries-api';
import { ShiftEditorForm } from './shift-batch-editor';
import { AvailableUsersList, ShiftPickerSections } from './shift-picker-parts';
import { ValidatorMessages, withAssignee, type ValidatorOutcome } from './validator-messages';

afterEach(() => cleanup());

const unitId = '00000000-0000-4000-8000-000000000001';
const resourceId = '00000000-0000-4000-8000-000000000002';
const none: TCalendarData['access'] = {
  plan: false,
  allowShiftInteraction: false,
  allowShiftInteractionRequest: false,
  createShift: false,
};

const template = (id: string, name: string, over: Partial<TShiftTemplate> = {}): TShiftTemplate => ({
  id,
  name,
  shortName: name.slice(0, 1),
  resourceId,
  unitId: null,
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: { mode: 1, begin: '10:00', end: '10:30' },
  pause2: { mode: 0, begin: null, end: null },
  backColor: '#ffffff',
  foreColor: '#000000',
  enabled: true,
  requiredQualificationIds: [],
  minutes: 450,
  version: 1,
  ...over,
});
const early = template('00000000-0000-4000-8000-000000000010', 'Frühdienst');
const late = template('00000000-0000-4000-8000-000000000011', 'Spätdienst', {
  itemClass: 20,
  begin: '14:00',
  end: '22:00',
  pause1: { mode: 2, begin: '18:00', end: '18:15' },
});
const free = template('00000000-0000-4000-8000-000000000012', 'Frei', {
  itemClass: 99,
  begin: null,
  end: null,
  pause1: { mode: 0, begin: null, end: null },
});

const entry: TShiftEntry = {
  id: `${unitId}:2026-12-07:00000000-0000-4000-8000-000000000030`,
  unitId,
  unitName: 'Station',
  date: '2026-12-07',
  userId: '00000000-0000-4000-8000-000000000020',
  userName: 'Anna',
  templateId: early.id,
  name: early.name,
  shortName: early.shortName,
  resourceId,
  resourceName: 'Pflege',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: early.pause1,
  pause2: early.pause2,
  minutes: 450,
  notes: '',
  backColor: '#ffffff',
  foreColor: '#000000',
  displayFields: [],
  mergedIds: [],
  serialId: null,
  requests: [],
  createdAt: '2026-12-01T08:00:00.000Z',
  version: 1,
};

/** The shift's own from/to (the pauses have theirs too, inside their group). */
const shiftTime = (label: 'Von' | 'Bis') => screen.getAllByLabelText<HTMLInputElement>(label)[0];

function renderEditor(saveCall = vi.fn()) {
  renderWithApp(
    <ShiftEditorForm
      unitId={unitId}
      date="2026-12-07"
      templates={[early, late, free]}
      people={[{ id: '00000000-0000-4000-8000-000000000020', name: 'Anna' }]}
      resources={[{ id: resourceId, name: 'Pflege' }]}
      onClose={() => undefined}
      onChanged={() => undefined}
      saveCall={saveCall}
    />,
  );
  return saveCall;
}

describe('the new-entry chooser', () => {
  it('offers absence and appointment to everyone, a shift request only with both interaction flags, and a new shift with CreateShift or planning', () => {
    expect(newEntryOptions(none)).toEqual(['absence', 'appointment']);
    expect(newEntryOptions({ ...none, allowShiftInteraction: true })).toEqual(['absence', 'appointment']);
    expect(
      newEntryOptions({ ...none, allowShiftInteraction: true, allowShiftInteractionRequest: true }),
    ).toEqual(['absence', 'shiftRequest', 'appointment']);
    expect(newEntryOptions({ ...none, createShift: true })).toEqual(['absence', 'newShift', 'appointment']);
    expect(newEntryOptions({ ...none, plan: true })).toEqual(['absence', 'newShift', 'appointment']);
  });

  it('lists what the person may create and reports the choice', () => {
    const onChoose = vi.fn();
    renderWithApp(
      <NewEntryChooser
        date="2026-12-07"
        access={{ ...none, createShift: true }}
        onChoose={onChoose}
        onClose={() => undefined}
      />,
      { language: 'en' },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Shift request')).toBeNull();
    // Everyone may ask for an absence.
    expect(within(dialog).getByRole('button', { name: /Absence/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /New shift/ }));
    expect(onChoose).toHaveBeenCalledWith('newShift');
  });
});

describe('the shift batch editor', () => {
  it('takes times and pauses from the chosen shift, and a change of shift resets them', () => {
    renderEditor();
    const shift = screen.getByLabelText('Dienst');
    fireEvent.change(shift, { target: { value: early.id } });
    expect(shiftTime('Von')?.value).toBe('06:00');
    expect(shiftTime('Bis')?.value).toBe('14:00');
    // The planner changes the begin, then picks another shift: its times replace the typed one.
    const begin = shiftTime('Von');
    if (!begin) throw new Error('no begin field');
    fireEvent.change(begin, { target: { value: '7' } });
    fireEvent.blur(begin);
    expect(shiftTime('Von')?.value).toBe('07:00');
    fireEvent.change(shift, { target: { value: late.id } });
    expect(shiftTime('Von')?.value).toBe('14:00');
    expect(shiftTime('Bis')?.value).toBe('22:00');
    const pause = screen.getByRole('group', { name: 'Pause 1' });
    expect(within(pause).getByLabelText<HTMLSelectElement>('Art').value).toBe('2');
  });

  it('hides times and pauses for class 99 (free) and sends none', async () => {
    const saveCall = renderEditor(
      vi.fn().mockResolvedValue({
        success: true,
        message: null,
        model: { allowForce: false, messages: [] },
        result: null,
      }),
    );
    fireEvent.change(screen.getByLabelText('Dienst'), { target: { value: free.id } });
    expect(screen.queryByLabelText('Von')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Pause 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saveCall).toHaveBeenCalledTimes(1));
    expect(saveCall.mock.calls[0]?.[0]).toMatchObject({
      templateId: free.id,
      begin: null,
      end: null,
      itemClass: 99,
    });
  });

  it('shows the validator refusal in place and forces the save on request', async () => {
    const refused: ValidatorOutcome & { result: null } = {
      success: false,
      message: 'Ruhezeit unterschritten',
      model: {
        allowForce: true,
        messages: [
          {
            level: 'WRN',
            check: 'legal.rest',
            messageKey: 'rules.finding.legal.rest',
            params: {},
            message: 'Nur 8 Stunden Ruhezeit',
            hidden: false,
            notice: false,
            date: '2026-12-07',
            userId: null,
            details: null,
            forceable: true,
            solutions: [],
          },
        ],
      },
      result: null,
    };
    const saveCall = renderEditor(
      vi
        .fn()
        .mockResolvedValueOnce(refused)
        .mockResolvedValueOnce({ ...refused, success: true, model: { allowForce: false, messages: [] } }),
    );
    fireEvent.change(screen.getByLabelText('Dienst'), { target: { value: early.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Nur 8 Stunden Ruhezeit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trotzdem speichern' }));
    await waitFor(() => expect(saveCall).toHaveBeenCalledTimes(2));
    expect(saveCall.mock.calls[0]?.[1]).toBe(false);
    expect(saveCall.mock.calls[1]?.[1]).toBe(true);
  });
});

describe('deleting a shift', () => {
  it('shows what the removal breaks and deletes only when told to anyway', async () => {
    const refused: TEntryDeleteResult = {
      success: false,
      message: 'Mindestbesetzung unterschritten',
      model: {
        allowForce: true,
        messages: [
          {
            level: 'WRN',
            check: 'MINOC',
            messageKey: 'rules.finding.minoc',
            params: {},
            message: 'Früh: 1 von mindestens 2 Personen am 07.12.2026.',
            hidden: false,
            notice: false,
            date: '2026-12-07',
            userId: null,
            details: null,
            forceable: true,
            solutions: [],
          },
        ],
      },
      result: null,
    };
    const deleteCall = vi
      .fn<typeof deleteEntry>()
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce({
        ...refused,
        success: true,
        model: { allowForce: false, messages: [] },
        result: { id: entry.id, deleted: true as const },
      });
    const onChanged = vi.fn();
    renderWithApp(
      <ShiftEditorForm
        unitId={unitId}
        date="2026-12-07"
        entry={entry}
        templates={[early, late, free]}
        people={[]}
        resources={[{ id: resourceId, name: 'Pflege' }]}
        onClose={() => undefined}
        onChanged={onChanged}
        deleteCall={deleteCall}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    const panel = await screen.findByRole('region', { name: 'Nicht gelöscht' });
    expect(within(panel).getByText('Früh: 1 von mindestens 2 Personen am 07.12.2026.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Trotzdem löschen' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(deleteCall.mock.calls.map((call) => call[1])).toEqual([false, true]);
  });
});

describe('a notice', () => {
  it('saves without asking and shows the notice (Sunday work) once written', async () => {
    const saveCall = renderEditor(
      vi.fn().mockResolvedValue({
        success: true,
        message: 'Gespeichert.',
        model: {
          allowForce: false,
          messages: [
            {
              level: 'WRN',
              check: 'legal.sunday',
              messageKey: 'rules.finding.legal.sunday',
              params: {},
              message: 'Anna arbeitet am Sonntag, 06.12.2026.',
              hidden: false,
              notice: true,
              date: '2026-12-06',
              userId: null,
              details: null,
              forceable: true,
              solutions: [],
            },
          ],
        },
        result: null,
      }),
    );
    fireEvent.change(screen.getByLabelText('Dienst'), { target: { value: early.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Anna arbeitet am Sonntag, 06.12.2026.')).toBeTruthy();
    expect(saveCall).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Trotzdem speichern' })).toBeNull();
  });
});

describe('a rule suggestion', () => {
  it('saves again with the suggested person when chosen', async () => {
    const cara = '00000000-0000-4000-8000-0000000000c3';
    const short: ValidatorOutcome & { result: null } = {
      success: false,
      message: 'Zwei in der Küche: 1 von mindestens 2',
      model: {
        allowForce: true,
        messages: [
          {
            level: 'WRN',
            check: 'rule-1',
            messageKey: 'rules.finding.minoc',
            params: {},
            message: 'Zwei in der Küche: 1 von mindestens 2',
            hidden: false,
            notice: false,
            date: '2026-12-07',
            userId: null,
            details: null,
            forceable: true,
            solutions: [{ type: 'A', name: 'Cara Kunz einplanen', color: null, action: `ASSIGN:${cara}` }],
          },
        ],
      },
      result: null,
    };
    const saveCall = renderEditor(
      vi
        .fn()
        .mockResolvedValueOnce(short)
        .mockResolvedValueOnce({ ...short, success: true, model: { allowForce: false, messages: [] } }),
    );
    fireEvent.change(screen.getByLabelText('Dienst'), { target: { value: early.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cara Kunz einplanen' }));
    await waitFor(() => expect(saveCall).toHaveBeenCalledTimes(2));
    expect(saveCall.mock.calls[1]?.[0]).toMatchObject({ userId: cara, templateId: early.id });
    // Not forced: the other person is checked like any save.
    expect(saveCall.mock.calls[1]?.[1]).toBe(false);
  });
});

describe('a drop repeated with a suggested person', () => {
  const base = { targetGroupId: 'u', targetDate: '2026-12-07' };
  it('places the suggested person on the slot instead of the one dragged', () => {
    const action = withAssignee(
      {
        command: 'DROP_SETUSER',
        data: { ...base, sourceUserId: 'ben', targetUserId: null, targetEntryId: 'e' },
      },
      'cara',
    );
    expect(action.data).toEqual({ ...base, targetUserId: 'cara', targetEntryId: 'e' });
  });
  it('gives a moved shift to the suggested person', () => {
    const action = withAssignee(
      {
        command: 'DROP_MOVEUSER',
        data: { ...base, sourceEntryId: 'e', sourceUserId: 'ben', targetUserId: 'ben' },
      },
      'cara',
    );
    expect(action).toEqual({
      command: 'DROP_MOVEUSER',
      data: { ...base, sourceEntryId: 'e', sourceUserId: 'ben', targetUserId: 'cara' },
    });
  });
});

describe('the validator panel', () => {
  const result = (allowForce: boolean): ValidatorOutcome => ({
    success: false,
    message: 'Überschneidung',
    model: {
      allowForce,
      messages: [
        {
          level: 'ERR',
          check: 'default.overlap',
          messageKey: 'rules.finding.default.overlap',
          params: {},
          message: 'Anna hat schon einen Dienst',
          hidden: false,
          notice: false,
          date: null,
          userId: null,
          details: null,
          forceable: allowForce,
          solutions: [],
        },
        {
          level: 'WRN',
          check: 'hidden',
          messageKey: 'x',
          params: {},
          message: 'Versteckt',
          hidden: true,
          notice: false,
          date: null,
          userId: null,
          details: null,
          forceable: true,
          solutions: [],
        },
      ],
    },
  });

  it('offers force only when the result allows it', () => {
    const onForce = vi.fn();
    const { unmount } = renderWithApp(
      <ValidatorMessages result={result(false)} onForce={onForce} onRetry={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByText('Anna hat schon einen Dienst')).toBeTruthy();
    expect(screen.queryByText('Versteckt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trotzdem speichern' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    unmount();
    renderWithApp(
      <ValidatorMessages result={result(true)} onForce={onForce} onRetry={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Trotzdem speichern' }));
    expect(onForce).toHaveBeenCalledTimes(1);
  });
});

describe('the available people of the shift picker', () => {
  it('says nouser2 when nobody is available', () => {
    renderWithApp(<AvailableUsersList users={[]} onAssign={vi.fn()} busy={false} />);
    expect(screen.getByText('Keine Benutzer verfügbar.')).toBeTruthy();
  });

  it('lists people with availability and hours remaining, and assigns the one chosen', () => {
    const onAssign = vi.fn();
    const anna = {
      id: '00000000-0000-4000-8000-000000000020',
      displayName: 'Anna',
      groupName: 'Station 1',
      calendarAvailability: 1 as const,
      hoursRemaining: -3.5,
      reasons: [],
    };
    renderWithApp(
      <AvailableUsersList
        users={[
          anna,
          {
            ...anna,
            id: '00000000-0000-4000-8000-000000000021',
            displayName: 'Ben',
            calendarAvailability: -1,
            hoursRemaining: 0,
          },
        ]}
        onAssign={onAssign}
        busy={false}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.getByText('-3.5 h remaining')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to Ben' }));
    expect(onAssign).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Ben' }));
  });
});

describe('the shift picker', () => {
  const item = (id: string, name: string, isFavorite: boolean) => ({
    id,
    name,
    shortName: name.slice(0, 1),
    resourceId,
    resourceName: 'Pflege',
    groupName: '',
    periodText: '06:00–14:00',
    itemClass: 10 as const,
    begin: '06:00',
    end: '14:00',
    backColor: '#fff',
    foreColor: '#000',
    isFavorite,
  });
  const frueh = item(early.id, 'Frühdienst', true);
  const spaet = item(late.id, 'Spätdienst', false);

  it('shows suggestions per resource, favourites and all shifts; only favourites can be removed from them', () => {
    const actions = { onEdit: vi.fn(), onAssign: vi.fn(), onShowUsers: vi.fn(), onRemoveFavorite: vi.fn() };
    renderWithApp(
      <ShiftPickerSections
        data={{
          templates: [frueh, spaet],
          favorites: [frueh],
          shifts: [{ resourceId, resourceName: 'Pflege', items: [frueh, spaet] }],
        }}
        actions={actions}
        assignLabel="Zuweisen"
      />,
    );
    expect(screen.getByRole('region', { name: 'Vorschläge: Pflege' })).toBeTruthy();
    const favourites = screen.getByRole('region', { name: 'Favoriten' });
    expect(within(favourites).getByText('Frühdienst')).toBeTruthy();
    const all = screen.getByRole('region', { name: 'Alle Dienste' });
    expect(within(all).queryByRole('button', { name: 'Spätdienst aus den Favoriten entfernen' })).toBeNull();
    fireEvent.click(
      within(favourites).getByRole('button', { name: 'Frühdienst aus den Favoriten entfernen' }),
    );
    expect(actions.onRemoveFavorite).toHaveBeenCalledWith(frueh);
    fireEvent.click(within(all).getByRole('button', { name: 'Verfügbare Personen für Spätdienst' }));
    expect(actions.onShowUsers).toHaveBeenCalledWith(spaet);
  });
});
