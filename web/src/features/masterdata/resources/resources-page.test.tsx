// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TResource } from '@app/shared/resources/resource';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const resource = (index: number, caption: string, overrides: Partial<TResource> = {}): TResource => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  caption,
  comments: '',
  backColor: '#fde68a',
  foreColor: '#78350f',
  enabled: true,
  version: 1,
  ...overrides,
});
const kitchen = resource(1, 'Küche', { comments: 'Warme Küche' });
const service = resource(2, 'Service');
const old = resource(3, 'Bar', { enabled: false });

function renderPage(list: TResource[], ...routes: FetchRoute[]) {
  return renderSignedIn(
    '/masterdata/resources',
    { session: sessionFixture() },
    ...routes,
    ({ url, method }) =>
      url === '/api/resources/list' && method === 'POST' ? jsonResponse(list) : undefined,
  );
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('resources page', () => {
  it('lists active resources in their colours, shows deactivated ones on request, searches comments too', async () => {
    renderPage([kitchen, service, old]);
    await screen.findByRole('rowheader', { name: 'Küche' });
    expect(rowNames()).toEqual(['Küche', 'Service']);
    expect(screen.getByText('Küche').getAttribute('style')).toContain('background: rgb(253, 230, 138)');
    fireEvent.click(screen.getByLabelText('Deaktivierte anzeigen'));
    expect(rowNames()).toEqual(['Küche', 'Service', 'Bar']);
    fireEvent.change(screen.getByLabelText('Suchen'), { target: { value: 'warm' } });
    expect(rowNames()).toEqual(['Küche']);
  });

  it('creates a resource with default colours after asking for a name', async () => {
    const created = resource(9, 'Reinigung', { backColor: '#dbeafe', foreColor: '#1e3a8a' });
    const server = renderPage([kitchen], ({ url, method }) =>
      url === '/api/resources' && method === 'POST' ? jsonResponse(created, 201) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Arbeitsplatz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Arbeitsplatz' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie einen Namen mit höchstens 50 Zeichen ein.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Reinigung' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Reinigung“ angelegt.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/resources')?.body,
    ).toEqual({
      caption: 'Reinigung',
      comments: '',
      backColor: '#dbeafe',
      foreColor: '#1e3a8a',
      enabled: true,
    });
  });

  it('copies a resource under a new name, keeping its colours', async () => {
    const server = renderPage([kitchen], ({ url, method }) =>
      url === '/api/resources' && method === 'POST'
        ? jsonResponse(resource(8, 'Küche (Kopie)'), 201)
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: '„Küche“ kopieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arbeitsplatz „Küche“ kopieren' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Küche (Kopie)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Küche (Kopie)“ angelegt.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/resources')?.body,
    ).toMatchObject({
      caption: 'Küche (Kopie)',
      backColor: '#fde68a',
      comments: 'Warme Küche',
    });
  });

  it('says so when a used resource was deactivated instead of deleted', async () => {
    renderPage([kitchen, service], ({ url, method }) =>
      method === 'DELETE' && url === `/api/resources/${service.id}?version=1`
        ? jsonResponse({ outcome: 'deactivated' })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: '„Service“ löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: '„Service“ löschen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(
      await screen.findByText('„Service“ wird genutzt und wurde deaktiviert statt gelöscht.'),
    ).toBeTruthy();
  });
});
