// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TResource } from '@app/shared/resources/resource';
import type { TShiftTemplate } from '@app/shared/shifts/shift-template';
import type { TQualification } from '@app/shared/qualifications/qualification';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const care: TResource = {
  id: '00000000-0000-4000-8000-000000000001',
  caption: 'Pflege',
  comments: '',
  backColor: '#bbf7d0',
  foreColor: '#14532d',
  enabled: true,
  version: 1,
};
const none = { mode: 0 as const, begin: null, end: null };
const early: TShiftTemplate = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Frühdienst',
  shortName: 'F',
  resourceId: care.id,
  unitId: null,
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: { mode: 1, begin: '10:00', end: '10:30' },
  pause2: none,
  backColor: '#dcfce7',
  foreColor: '#14532d',
  enabled: true,
  requiredQualificationIds: [],
  minutes: 450,
  version: 1,
};

const qualification = (index: number, name: string, enabled = true): TQualification => ({
  id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
  name,
  shortName: '',
  comment: '',
  enabled,
  version: 1,
});
const nurse = qualification(1, 'Pflegefachkraft');
const retired = qualification(2, 'Altenpflegehelfer (alt)', false);
const firstAid = qualification(3, 'Ersthelfer');

function renderPage(list: TShiftTemplate[], ...routes: FetchRoute[]) {
  return renderSignedIn('/masterdata/shifts', { session: sessionFixture() }, ...routes, ({ url, method }) => {
    if (url === '/api/shifts/list' && method === 'POST') return jsonResponse(list);
    if (url === '/api/resources/list' && method === 'POST') return jsonResponse([care]);
    if (url === '/api/units' && method === 'GET') return jsonResponse([]);
    if (url === '/api/qualifications?enabled=all') return jsonResponse([nurse, retired, firstAid]);
    return undefined;
  });
}

function typeTime(scope: HTMLElement, label: string, value: string, index = 0) {
  const input = within(scope).getAllByLabelText(label)[index];
  if (!input) throw new Error(`no field ${label}`);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** A server that keeps the work areas it is asked to create, answering the list with them. */
function workAreaRoutes(start: TResource[]): FetchRoute {
  const areas = [...start];
  return ({ url, method, body }) => {
    if (url === '/api/resources/list' && method === 'POST') return jsonResponse(areas);
    if (url !== '/api/resources' || method !== 'POST') return undefined;
    const created = {
      ...care,
      ...(body as object),
      id: `00000000-0000-4000-8000-00000000000${areas.length + 2}`,
    };
    areas.push(created);
    return jsonResponse(created, 201);
  };
}

const savedTemplate: FetchRoute = ({ url, method, body }) =>
  url === '/api/shifts' && method === 'POST'
    ? jsonResponse({ ...early, ...(body as object), id: '00000000-0000-4000-8000-000000000013' }, 201)
    : undefined;

describe('shift templates page', () => {
  it('lists templates with resource, kind, times and paid hours', async () => {
    renderPage([early]);
    const row = (await screen.findByRole('rowheader', { name: 'F Frühdienst' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Pflege')).toBeTruthy();
    expect(within(row).getByText('Früh')).toBeTruthy();
    expect(within(row).getByText('06:00–14:00')).toBeTruthy();
    expect(within(row).getByText('7:30')).toBeTruthy();
  });

  it('creates a night shift with a pause after midnight; a pause outside the shift is refused at the field', async () => {
    const server = renderPage([], ({ url, method, body }) =>
      url === '/api/shifts' && method === 'POST'
        ? jsonResponse({ ...early, ...(body as object), id: '00000000-0000-4000-8000-000000000012' }, 201)
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Schichtvorlage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Schichtvorlage' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Nachtdienst' } });
    fireEvent.change(within(dialog).getByLabelText('Kurzname'), { target: { value: 'N' } });
    fireEvent.change(within(dialog).getByLabelText('Art'), { target: { value: '30' } });
    typeTime(dialog, 'Beginn', '22:00');
    typeTime(dialog, 'Ende', '06:00');
    expect(within(dialog).getByText('(Folgetag)')).toBeTruthy();
    const [pauseMode] = within(dialog).getAllByLabelText('Art der Pause');
    if (!pauseMode) throw new Error('no pause');
    fireEvent.change(pauseMode, { target: { value: '1' } });
    typeTime(dialog, 'Von', '21:00');
    typeTime(dialog, 'Bis', '21:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Die Pause muss innerhalb der Schicht liegen.')).toBeTruthy();
    typeTime(dialog, 'Von', '02:00');
    typeTime(dialog, 'Bis', '02:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Nachtdienst“ angelegt.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/shifts')?.body,
    ).toMatchObject({
      name: 'Nachtdienst',
      shortName: 'N',
      resourceId: care.id,
      itemClass: 30,
      begin: '22:00',
      end: '06:00',
      pause1: { mode: 1, begin: '02:00', end: '02:30' },
    });
  });

  it('says what templates are for while there are none, with the button for the first', async () => {
    renderPage([]);
    expect(await screen.findByText(/^Noch keine Schichtvorlagen\. Eine Vorlage legt Zeiten/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Neue Schichtvorlage' })).toHaveLength(1);
  });

  it('offers the kinds early, day, middle, late and night besides flexible and free', async () => {
    renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Schichtvorlage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Schichtvorlage' });
    const kinds = within(within(dialog).getByLabelText('Art')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      'Keine',
      'Früh',
      'Tag',
      'Mittel',
      'Spät',
      'Nacht',
      'Flexibel',
      'Frei',
    ]);
    expect(kinds.find((option) => option.textContent === 'Spät')?.getAttribute('value')).toBe('25');
  });

  it('proposes a colour for a new template that no template has yet', async () => {
    const server = renderPage([{ ...early, backColor: '#E0F2FE' }], savedTemplate);
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Schichtvorlage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Schichtvorlage' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Hintergrundfarbe').value).toBe('#fef3c7');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Spätdienst' } });
    fireEvent.change(within(dialog).getByLabelText('Kurzname'), { target: { value: 'S' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Spätdienst“ angelegt.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/shifts')?.body,
    ).toMatchObject({ backColor: '#fef3c7', foreColor: '#78350f' });
  });

  it('without any work area, creates the first inside the dialog and saves the template with it', async () => {
    const server = renderPage([], workAreaRoutes([]), savedTemplate);
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Schichtvorlage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Schichtvorlage' });
    expect(within(dialog).getByText(/^Jede Schicht gehört zu einem Arbeitsplatz/)).toBeTruthy();
    const name = within(dialog).getByLabelText('Name des neuen Arbeitsplatzes');
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(
      await within(dialog).findByText('Bitte geben Sie einen Namen mit höchstens 50 Zeichen ein.'),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Küche' } });
    // Enter in the small form creates the work area; it does not save the template.
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(await screen.findByText('Arbeitsplatz „Küche“ angelegt und gewählt.')).toBeTruthy();
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Arbeitsplatz' });
    const created = server.calls.find((call) => call.method === 'POST' && call.url === '/api/resources');
    expect(created?.body).toMatchObject({ caption: 'Küche', backColor: '#e0f2fe', foreColor: '#0c4a6e' });
    expect(select.selectedOptions[0]?.textContent).toBe('Küche');
    expect(server.calls.some((call) => call.url === '/api/shifts' && call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Frühdienst' } });
    fireEvent.change(within(dialog).getByLabelText('Kurzname'), { target: { value: 'F' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Frühdienst“ angelegt.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/shifts')?.body,
    ).toMatchObject({ name: 'Frühdienst', resourceId: select.value });
  });

  it('adds a missing work area next to the select, in a colour the others do not have, and chooses it', async () => {
    const server = renderPage([], workAreaRoutes([{ ...care, backColor: '#e0f2fe' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Schichtvorlage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Schichtvorlage' });
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Arbeitsplatz' });
    expect(select.selectedOptions[0]?.textContent).toBe('Pflege');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neuer Arbeitsplatz…' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nicht anlegen' }));
    expect(within(dialog).queryByLabelText('Name des neuen Arbeitsplatzes')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neuer Arbeitsplatz…' }));
    fireEvent.change(within(dialog).getByLabelText('Name des neuen Arbeitsplatzes'), {
      target: { value: 'Küche' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arbeitsplatz anlegen' }));
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Küche'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pflege', 'Küche']);
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/resources')?.body,
    ).toMatchObject({ caption: 'Küche', backColor: '#fef3c7', foreColor: '#78350f' });
    expect(document.activeElement).toBe(select);
  });

  it('hides times and pauses for a free shift (class 99)', async () => {
    renderPage([early]);
    fireEvent.click(await screen.findByRole('button', { name: '„Frühdienst“ bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schichtvorlage „Frühdienst“ bearbeiten' });
    expect(within(dialog).getByLabelText('Beginn')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Art'), { target: { value: '99' } });
    expect(
      await within(dialog).findByText('Eine freie Schicht hat keine Zeiten und keine Pausen.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Beginn')).toBeNull();
    expect(within(dialog).queryByLabelText('Art der Pause')).toBeNull();
  });

  it('chooses the qualifications a shift requires from the active ones and saves them', async () => {
    const server = renderPage([{ ...early, requiredQualificationIds: [nurse.id] }], ({ url, method, body }) =>
      url === `/api/shifts/${early.id}` && method === 'PUT'
        ? jsonResponse({ ...early, ...(body as object), version: 2 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: '„Frühdienst“ bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schichtvorlage „Frühdienst“ bearbeiten' });
    const list = await within(dialog).findByRole('listbox', { name: 'Erforderliche Qualifikationen wählen' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['✓Pflegefachkraft', 'Ersthelfer']);
    fireEvent.click(within(list).getByRole('option', { name: 'Ersthelfer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Frühdienst“ gespeichert.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'PUT' && call.url === `/api/shifts/${early.id}`)?.body,
    ).toMatchObject({ requiredQualificationIds: [nurse.id, firstAid.id], version: 1 });
  });
});
