// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';
import { kitchen, lookupRoutes, savedRule } from './rules-test-fixtures';

function renderEditor(path: string, ...routes: FetchRoute[]) {
  return renderSignedIn(path, { session: sessionFixture() }, ...routes, lookupRoutes, ({ url, method }) =>
    url === '/api/rules' && method === 'GET' ? jsonResponse([]) : undefined,
  );
}

function typeNumber(input: HTMLElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}

const posted = (server: ReturnType<typeof renderEditor>) =>
  server.calls.find((call) => call.url === '/api/rules' && call.method === 'POST')?.body;

// A page's code and texts load on first use, which takes seconds on a busy machine.
describe('the rule editor', { timeout: 20_000 }, () => {
  it('sends a minimum staffing rule for a unit on weekends', async () => {
    const server = renderEditor('/rules?ruleType=MINOC&edit=new', ({ url, method, body }) =>
      url === '/api/rules' && method === 'POST' ? jsonResponse(savedRule(body)) : undefined,
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Neue Regel: Mindestbesetzung' },
      { timeout: 10_000 },
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Wochenende Küche' } });
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Bereiche' })).getByRole('button'));
    const picker = await screen.findByRole('dialog', { name: 'Bereiche auswählen' });
    fireEvent.click(await within(picker).findByLabelText('Haus am Park › Küche'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bereiche auswählen' })).toBeNull());
    fireEvent.click(within(dialog).getByLabelText('Samstag'));
    fireEvent.click(within(dialog).getByLabelText('Sonntag'));
    typeNumber(within(dialog).getByRole('textbox', { name: 'Mindestanzahl Personen' }), '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Regel „Wochenende Küche“ angelegt.')).toBeTruthy();
    expect(posted(server)).toEqual({
      ruleType: 'MINOC',
      name: 'Wochenende Küche',
      notes: '',
      scope: { kind: 'unit', ids: [kitchen.id], includeSubUnits: false },
      validity: { from: null, to: null, weekdays: [6, 7], holidays: 'any' },
      severity: { level: 'WRN', allowForce: true },
      active: true,
      settings: { minimum: 3, qualificationId: null, from: null, to: null },
    });
  });

  it("sends a message rule with its own settings, company-wide, as an error that can't be forced", async () => {
    const server = renderEditor('/rules?ruleType=MSG&edit=new', ({ url, method, body }) =>
      url === '/api/rules' && method === 'POST' ? jsonResponse(savedRule(body)) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Neue Regel: Hinweise' }, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Inventur' } });
    fireEvent.change(within(dialog).getByLabelText('Hinweistext'), {
      target: { value: 'Am 30.12. ist Inventur.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Angezeigt, wenn'), { target: { value: 'request' } });
    fireEvent.change(within(dialog).getByLabelText('Stufe'), { target: { value: 'ERR' } });
    fireEvent.click(within(dialog).getByLabelText('Der Benutzer darf trotzdem fortfahren (übergehen)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(posted(server)).toEqual({
        ruleType: 'MSG',
        name: 'Inventur',
        notes: '',
        scope: { kind: 'company', ids: [], includeSubUnits: false },
        validity: { from: null, to: null, weekdays: [], holidays: 'any' },
        severity: { level: 'ERR', allowForce: false },
        active: true,
        settings: { text: 'Am 30.12. ist Inventur.', trigger: 'request' },
      }),
    );
  });

  it('refuses a rule without a name before sending, and shows the server’s field error at its field', async () => {
    const server = renderEditor('/rules?ruleType=MINOC&edit=new', ({ url, method }) =>
      url === '/api/rules' && method === 'POST'
        ? errorResponse(400, 'VALIDATION', 'Ungültige Eingabe', {
            issues: [{ path: 'body.settings.minimum', code: 'custom', message: 'Höchstens 40 Personen.' }],
          })
        : undefined,
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Neue Regel: Mindestbesetzung' },
      { timeout: 10_000 },
    );
    fireEvent.change(within(dialog).getByLabelText('Geltungsbereich'), { target: { value: 'company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(posted(server)).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Viele' } });
    typeNumber(within(dialog).getByRole('textbox', { name: 'Mindestanzahl Personen' }), '900');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const minimum = within(dialog).getByRole('textbox', { name: 'Mindestanzahl Personen' });
    await waitFor(() => expect(minimum.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Höchstens 40 Personen.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Neue Regel: Mindestbesetzung' })).toBeTruthy();
  });
});
