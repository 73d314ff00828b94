// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TQualification } from '@app/shared/qualifications/qualification';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const qualification = (index: number, name: string, enabled = true): TQualification => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name,
  shortName: '',
  comment: '',
  enabled,
  version: 1,
});
const nurse = qualification(1, 'Pflegefachkraft');
const helper = qualification(2, 'Pflegehelfer');
const old = qualification(3, 'Altenpflegehelfer (alt)', false);

function renderPage(...routes: FetchRoute[]) {
  return renderSignedIn('/masterdata/qualifications', { session: sessionFixture() }, ...routes, ({ url }) => {
    if (url === '/api/qualifications?enabled=all') return jsonResponse([old, nurse, helper]);
    if (url === '/api/favorites/QUAL') return jsonResponse([nurse.id]);
    return undefined;
  });
}

describe('qualifications page', () => {
  it('lists active qualifications with their favourite stars; disabled ones on request', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: 'Pflegefachkraft' });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Pflegefachkraft',
      'Pflegehelfer',
    ]);
    expect(screen.getByRole('button', { name: 'Pflegefachkraft aus den Favoriten entfernen' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Deaktivierte anzeigen'));
    expect(screen.getByRole('rowheader', { name: 'Altenpflegehelfer (alt)' })).toBeTruthy();
  });

  it('creates a qualification, refusing an empty name at the field', async () => {
    const server = renderPage(({ url, method, body }) =>
      url === '/api/qualifications' && method === 'POST'
        ? jsonResponse({ ...qualification(9, 'x'), ...(body as object) }, 201)
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Qualifikation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Qualifikation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Geben Sie eine Bezeichnung mit 1 bis 50 Zeichen ein.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Bezeichnung'), { target: { value: 'Küchenhilfe' } });
    fireEvent.change(within(dialog).getByLabelText('Kürzel'), { target: { value: 'KH' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Küchenhilfe“ angelegt.')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Küchenhilfe',
        shortName: 'KH',
        comment: '',
        enabled: true,
      }),
    );
  });
});
