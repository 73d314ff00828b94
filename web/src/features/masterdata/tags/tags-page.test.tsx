// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTag } from '@app/shared/tags/tag';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';
import { CategoryTagEditor } from './category-tag-editor';

const tag = (index: number, name: string, category: TTag['category'] = 'APPOINTMENT'): TTag => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name,
  color: '#43a047',
  category,
  version: 1,
});
const meeting = tag(1, 'Teambesprechung');
const doctor = tag(2, 'Arztbesuch');
const assembly = tag(3, 'Betriebsversammlung', 'FIXEDBAR');

function renderTags(session = sessionFixture(), ...routes: FetchRoute[]) {
  return renderSignedIn('/masterdata/tags', { session }, ...routes, ({ url, method }) => {
    if (url === '/api/tags?category=APPOINTMENT' && method === 'GET') return jsonResponse([doctor, meeting]);
    if (url === '/api/tags?category=FIXEDBAR' && method === 'GET') return jsonResponse([assembly]);
    if (url === '/api/favorites/TAG' && method === 'GET') return jsonResponse([doctor.id]);
    return undefined;
  });
}

describe('tags page (category tag picker)', () => {
  it('shows the tags of the chosen category with their favourite stars', async () => {
    renderTags();
    expect(await screen.findByRole('rowheader', { name: 'Arztbesuch' })).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Arztbesuch aus den Favoriten entfernen' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: 'FIXEDBAR' } });
    expect(await screen.findByRole('rowheader', { name: 'Betriebsversammlung' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Arztbesuch' })).toBeNull();
  });

  it('says what tags are for in a category without any, above the form for the first', async () => {
    renderTags(sessionFixture(), ({ url }) =>
      url === '/api/tags?category=USER' ? jsonResponse([]) : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Kategorie'), { target: { value: 'USER' } });
    expect(await screen.findByText(/^Noch keine Schlagwörter in dieser Kategorie\./)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Neues Schlagwort')).toBeTruthy();
  });

  it('adds a tag, refusing an empty name and one over 50 characters', async () => {
    const server = renderTags(sessionFixture(), ({ url, method, body }) =>
      url === '/api/tags' && method === 'POST'
        ? jsonResponse({ ...tag(9, 'x'), ...(body as object) }, 201)
        : undefined,
    );
    await screen.findByRole('rowheader', { name: 'Arztbesuch' });
    const name = screen.getByLabelText('Neues Schlagwort');
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Geben Sie einen Namen ein.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'y'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Höchstens 50 Zeichen.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Fortbildung' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Schlagwort „Fortbildung“ hinzugefügt.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Fortbildung',
      color: '#1e88e5',
      category: 'APPOINTMENT',
    });
  });

  it('renames and recolours a tag in its row, and toggles a favourite star', async () => {
    const server = renderTags(sessionFixture(), ({ url, method, body }) => {
      if (url === `/api/tags/${meeting.id}` && method === 'PUT')
        return jsonResponse({ ...meeting, ...(body as object), version: 2 });
      if (url === `/api/favorites/TAG/${meeting.id}` && method === 'POST')
        return new Response(null, { status: 204 });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Schlagwort Teambesprechung bearbeiten' }));
    const row = screen.getByRole('textbox', { name: 'Name des Schlagworts Teambesprechung' });
    fireEvent.change(row, { target: { value: 'Dienstbesprechung' } });
    fireEvent.change(screen.getByLabelText('Farbe des Schlagworts Teambesprechung'), {
      target: { value: '#ff0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Dienstbesprechung',
        color: '#ff0000',
        version: 1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Teambesprechung als Favorit markieren' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('offers no add, edit or delete when editing is switched off (allow-edit flag)', async () => {
    const routes: FetchRoute = ({ url }) => {
      if (url === '/api/tags?category=APPOINTMENT') return jsonResponse([doctor, meeting]);
      if (url === '/api/favorites/TAG') return jsonResponse([]);
      return undefined;
    };
    renderSignedIn(
      '/',
      { children: <CategoryTagEditor category="APPOINTMENT" allowEdit={false} labelledBy="tags" /> },
      routes,
    );
    expect(await screen.findByRole('rowheader', { name: 'Arztbesuch' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('button', { name: 'Schlagwort Arztbesuch bearbeiten' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Schlagwort Arztbesuch löschen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hinzufügen' })).toBeNull();
    // The favourite star stays: it is the person's own, not master data.
    expect(within(table).getByRole('button', { name: 'Arztbesuch als Favorit markieren' })).toBeTruthy();
  });
});
