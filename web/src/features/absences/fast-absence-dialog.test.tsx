// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { TFastAbsence, TFastAbsenceLine } from '@app/shared/absences/fast-absence';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';
import { SessionContext } from '#app/session';
import { fixtureId, team1, units, user } from '#features/organisation/pickers/picker-fixtures';
import { FastAbsenceDialog } from './fast-absence-dialog';

const anna = user(1, 'Anna Berg', team1.id);
const bernd = user(2, 'Bernd Grün', team1.id);
const clara = user(3, 'Clara See', team1.id);

const absenceType = (n: number, caption: string, itemClass: TAbsenceType['itemClass']): TAbsenceType => ({
  id: fixtureId(200 + n),
  caption: { de: caption, en: caption },
  shortName: caption.slice(0, 2),
  itemClass,
  category: '',
  comment: '',
  backColor: '#aa0000',
  account: '',
  accountNumber: '',
  ruleCalcActualHours: 1,
  ruleCalcValue: null,
  enabled: true,
  version: 1,
});
const sick = absenceType(1, 'Sick', 2);
const leave = absenceType(2, 'Leave', 1);

const good = (person: typeof anna, shiftConflicts = 0): TFastAbsenceLine => ({
  userId: person.id,
  displayName: person.displayName,
  ok: true,
  absenceId: null,
  messageKey: null,
  message: null,
  shiftConflicts,
});
const refused = (person: typeof anna, message: string): TFastAbsenceLine => ({
  ...good(person),
  ok: false,
  messageKey: 'fastAbsence.error.forbidden',
  message,
});
const result = (virtual: boolean, lines: TFastAbsenceLine[]) => ({
  virtual,
  succeeded: lines.filter((line) => line.ok).length,
  failed: lines.filter((line) => !line.ok).length,
  lines: lines.map((line) =>
    line.ok && !virtual ? { ...line, absenceId: fixtureId(300 + lines.indexOf(line)) } : line,
  ),
});

/** The server of these tests: people, units, types, and the fast absence answering `lines` for both runs. */
function routes(lines: TFastAbsenceLine[]): FetchRoute {
  return ({ url, method, body }) => {
    if (url === '/api/units' && method === 'GET') return jsonResponse(units);
    if (url === '/api/users' && method === 'GET') return jsonResponse([anna, bernd, clara]);
    if (url.startsWith('/api/absence-types') && method === 'GET') return jsonResponse([sick, leave]);
    if (url === '/api/absences/quick' && method === 'POST')
      return jsonResponse(result((body as TFastAbsence).Virtual ?? false, lines));
    return undefined;
  };
}

function renderDialog(lines: TFastAbsenceLine[]) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const session = sessionFixture({ languageKey: 'en' });
  const server = renderSignedIn(
    '/calendar-test',
    {
      session,
      language: 'en',
      children: (
        <SessionContext.Provider value={session}>
          <FastAbsenceDialog
            open
            onClose={onClose}
            onDone={onDone}
            initialUserIds={[anna.id, bernd.id, clara.id]}
            initialDate="2027-02-01"
          />
        </SessionContext.Provider>
      ),
    },
    routes(lines),
  );
  const quickCalls = () =>
    server.calls
      .filter((call) => call.url === '/api/absences/quick')
      .map((call) => call.body as TFastAbsence);
  return { onClose, onDone, quickCalls };
}

async function chooseSick() {
  const type = await screen.findByLabelText<HTMLSelectElement>('Absence type');
  await waitFor(() => expect(type.options.length).toBe(3));
  fireEvent.change(type, { target: { value: sick.id } });
}

describe('the fast absence dialog', () => {
  it('checks first, creates on a second click, and lists who failed and why (somefailed)', async () => {
    const { onClose, onDone, quickCalls } = renderDialog([
      good(anna, 1),
      refused(bernd, 'You may not enter absences for this person.'),
      good(clara),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Enter an absence for several people' });
    // Nothing is sent without an absence type.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Please choose an absence type.')).toBeTruthy();
    expect(quickCalls()).toEqual([]);
    expect(within(dialog).queryByRole('button', { name: 'Create' })).toBeNull();

    await chooseSick();
    // A sickness is entered approved unless chosen otherwise.
    expect(within(dialog).getByLabelText<HTMLSelectElement>('State').value).toBe('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    const lines = await within(dialog).findByRole('list', { name: 'People' });
    expect(within(dialog).getByText('Result of the check: 2 of 3 absences can be created.')).toBeTruthy();
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna Berg: can be created (1 shift in this period)',
      'Bernd Grün: You may not enter absences for this person.',
      'Clara See: can be created',
    ]);
    expect(quickCalls()).toEqual([
      {
        UserIdList: [anna.id, bernd.id, clara.id],
        Template: {
          absenceTypeId: sick.id,
          begin: '2027-02-01',
          end: '2027-02-01',
          beginState: 'full',
          endState: 'full',
          beginTime: null,
          endTime: null,
          notes: '',
          state: 3,
        },
        Virtual: true,
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Some absences could not be created:')).toBeTruthy();
    expect(within(dialog).getByText('Bernd Grün', { selector: 'strong' }).parentElement?.textContent).toBe(
      'Bernd Grün: You may not enter absences for this person.',
    );
    expect(within(dialog).getByText('2 absences created.')).toBeTruthy();
    expect(quickCalls().map((call) => call.Virtual)).toEqual([true, false]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    // The action row's "Close" (the title's × is named so too).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no close button');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no creation when nobody would succeed, and a change asks for a new check', async () => {
    const { onDone, quickCalls } = renderDialog([
      refused(anna, 'Not planned by you.'),
      refused(bernd, 'Not planned by you.'),
      refused(clara, 'Not planned by you.'),
    ]);
    const dialog = await screen.findByRole('dialog');
    await chooseSick();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('None of these absences can be created.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create' })).toBeNull();
    // Another state: the old lines go, the next check sends it.
    fireEvent.change(within(dialog).getByLabelText('State'), { target: { value: '2' } });
    expect(within(dialog).queryByText('None of these absences can be created.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await within(dialog).findByText('None of these absences can be created.');
    expect(quickCalls().map((call) => [call.Virtual, call.Template.state])).toEqual([
      [true, 3],
      [true, 2],
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes with a message when every absence was created', async () => {
    const { onClose, onDone } = renderDialog([good(anna), good(bernd), good(clara)]);
    const dialog = await screen.findByRole('dialog');
    await chooseSick();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3 absences created.')).toBeTruthy();
  });
});
