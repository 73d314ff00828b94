// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultLegalProfile, defaultRuleDefaults } from '@app/shared/rules/legal-profile';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture } from '#test/fixtures';

const neverSaved = { legal: defaultLegalProfile, defaults: defaultRuleDefaults, version: 0 };

function typeNumber(input: HTMLElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}

// A page's code and texts load on first use, which takes seconds on a busy machine.
describe('the legal profile page', { timeout: 20_000 }, () => {
  it('saves the limits and the built-in checks with the version read', async () => {
    const server = renderSignedIn(
      '/rules/profile',
      { session: sessionFixture() },
      ({ url, method, body }) => {
        if (url !== '/api/rules/profile') return undefined;
        if (method === 'GET') return jsonResponse(neverSaved);
        return method === 'PUT' ? jsonResponse({ ...(body as object), version: 1 }) : undefined;
      },
    );
    const daily = await screen.findByRole(
      'textbox',
      { name: 'Tägliche Arbeitszeit höchstens (Minuten)' },
      { timeout: 10_000 },
    );
    expect((daily as HTMLInputElement).value).toBe('600');
    typeNumber(daily, '540');
    fireEvent.change(screen.getByLabelText('Tag unter den Besetzungsstärken des Bereichs'), {
      target: { value: 'ERR' },
    });
    fireEvent.click(screen.getByLabelText('Arbeit an Sonntagen markieren'));
    const sundays = screen.getByRole('textbox', {
      name: 'Freie Sonntage im Jahr mindestens (0: keine Prüfung)',
    });
    expect((sundays as HTMLInputElement).value).toBe('15');
    typeNumber(sundays, '10');
    fireEvent.click(screen.getByLabelText('Ersatzruhetag nach Arbeit an Sonn- und Feiertagen prüfen'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Gesetzliches Profil gespeichert.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      legal: {
        ...defaultLegalProfile,
        maxDailyMinutes: 540,
        flagSundays: false,
        minFreeSundays: 10,
        substituteRestDays: false,
      },
      defaults: { ...defaultRuleDefaults, manning: 'ERR' },
      version: 0,
    });
  });

  it('shows the server’s field error at the limit it names', async () => {
    renderSignedIn('/rules/profile', { session: sessionFixture() }, ({ url, method }) => {
      if (url !== '/api/rules/profile') return undefined;
      if (method === 'GET') return jsonResponse(neverSaved);
      return errorResponse(400, 'VALIDATION', 'Ungültig', {
        issues: [
          { path: 'body.legal.minRestMinutes', code: 'too_small', message: 'Mindestens 540 Minuten.' },
        ],
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }, { timeout: 10_000 }));
    expect(await screen.findByText('Mindestens 540 Minuten.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getByRole('textbox', { name: 'Ruhezeit zwischen Arbeitstagen mindestens (Minuten)' })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
  });
});
