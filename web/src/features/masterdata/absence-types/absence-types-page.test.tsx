// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const absenceType = (index: number, de: string, overrides: Partial<TAbsenceType> = {}): TAbsenceType => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  caption: { de, en: de },
  shortName: de.slice(0, 2).toUpperCase(),
  itemClass: 1,
  category: '',
  comment: '',
  backColor: '#4caf50',
  account: '',
  accountNumber: '',
  ruleCalcActualHours: 1,
  ruleCalcValue: null,
  enabled: true,
  version: 1,
  ...overrides,
});
const leave = absenceType(1, 'Urlaub');
const sick = absenceType(2, 'Krank', { itemClass: 2, ruleCalcActualHours: 2 });
const old = absenceType(3, 'Altlast', { enabled: false, itemClass: 98 });

function renderPage(list: TAbsenceType[], ...routes: FetchRoute[]) {
  return renderSignedIn(
    '/masterdata/absence-types',
    { session: sessionFixture() },
    ...routes,
    ({ url, method }) =>
      url === '/api/absence-types?enabled=all' && method === 'GET' ? jsonResponse(list) : undefined,
  );
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('absence types page', () => {
  it('lists active types, shows disabled ones on request, searches and pages at 25', async () => {
    renderPage([leave, sick, old]);
    await screen.findByRole('rowheader', { name: 'Urlaub' });
    expect(rowNames()).toEqual(['Urlaub', 'Krank']);
    fireEvent.click(screen.getByLabelText('Deaktivierte anzeigen'));
    expect(rowNames()).toEqual(['Urlaub', 'Krank', 'Altlast']);
    expect(screen.getByText('Inaktiv')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Suchen'), { target: { value: 'kra' } });
    expect(rowNames()).toEqual(['Krank']);
  });

  it('pages a long list at 25 rows', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      absenceType(index + 10, `Art ${String(index).padStart(2, '0')}`),
    );
    renderPage(many);
    await screen.findByRole('rowheader', { name: 'Art 00' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(rowNames()).toEqual(['Art 25', 'Art 26', 'Art 27', 'Art 28', 'Art 29']);
  });

  it('creates a type with the edit dialog, asking for the hours of a fixed-value rule', async () => {
    const created = absenceType(9, 'Fortbildung', {
      itemClass: 99,
      ruleCalcActualHours: 99,
      ruleCalcValue: 8,
    });
    const server = renderPage([leave], ({ url, method }) =>
      url === '/api/absence-types' && method === 'POST' ? jsonResponse(created, 201) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Abwesenheitsart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Abwesenheitsart' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findAllByText('Geben Sie eine Bezeichnung mit 1 bis 50 Zeichen ein.'),
    ).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Bezeichnung (Deutsch)'), {
      target: { value: 'Fortbildung' },
    });
    fireEvent.change(within(dialog).getByLabelText('Bezeichnung (Englisch)'), {
      target: { value: 'Training' },
    });
    fireEvent.change(within(dialog).getByLabelText('Kürzel'), { target: { value: 'FB' } });
    fireEvent.change(within(dialog).getByLabelText('Ereignisklasse'), { target: { value: '99' } });
    fireEvent.change(within(dialog).getByLabelText('Angerechnete Stunden je Tag'), {
      target: { value: '99' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Geben Sie die Stunden je Tag ein (0 bis 24, in Viertelstunden).'),
    ).toBeTruthy();
    const hours = within(dialog).getByRole('textbox', { name: 'Stunden je Tag' });
    fireEvent.change(hours, { target: { value: '8' } });
    fireEvent.blur(hours);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Fortbildung“ angelegt.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      caption: { de: 'Fortbildung', en: 'Training' },
      shortName: 'FB',
      itemClass: 99,
      ruleCalcActualHours: 99,
      ruleCalcValue: 8,
      enabled: true,
    });
  });

  it('offers to deactivate a type that absences use instead of deleting it', async () => {
    const server = renderPage([leave, sick], ({ url, method, body }) => {
      if (method === 'DELETE' && url === `/api/absence-types/${sick.id}?version=1`) {
        return errorResponse(409, 'ABSENCE_TYPE_IN_USE');
      }
      if (method === 'PUT' && url === `/api/absence-types/${sick.id}`) {
        return jsonResponse({ ...sick, ...(body as object), version: 2 });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Krank löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: '„Krank“ löschen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await within(confirm).findByText(/wird von Abwesenheiten verwendet/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stattdessen deaktivieren' }));
    expect(await screen.findByText('„Krank“ deaktiviert.')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        enabled: false,
        version: 1,
      }),
    );
  });
});
