// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { CalendarToolbar, type CalendarToolbarProps } from './calendar-toolbar';

/** A viewport of `width` px as `matchMedia` answers it (jsdom has none). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 40rem') && width <= 640,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const props: CalendarToolbarProps = {
  range: { view: 'WEEK', from: '2026-11-23', to: '2026-11-29' },
  today: '2026-11-29',
  onRange: () => undefined,
  search: '',
  onSearch: () => undefined,
  showDisabled: false,
  onShowDisabled: () => undefined,
  resources: [],
  resourceFilter: [],
  onResourceFilter: () => undefined,
  unitPicker: <button type="button">1 Bereich</button>,
  onNew: () => undefined,
  onRefresh: () => undefined,
  refreshing: false,
  onExport: () => undefined,
  exporting: false,
};

describe('the calendar toolbar', () => {
  it('keeps views, New and the month arrows on a phone and shows the rest behind one button', async () => {
    viewport(360);
    renderWithApp(<CalendarToolbar {...props} />);
    expect(await screen.findByRole('button', { name: 'Woche' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuer Eintrag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Personen suchen' })).toBeNull();
    expect(screen.queryByRole('button', { name: '1 Bereich' })).toBeNull();
    const more = screen.getByRole('button', { name: 'Weitere Werkzeuge' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('searchbox', { name: 'Personen suchen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Bereich' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weniger Werkzeuge' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows every tool at once on a desktop, without the extra button', async () => {
    viewport(1440);
    renderWithApp(<CalendarToolbar {...props} />);
    expect(await screen.findByRole('searchbox', { name: 'Personen suchen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Bereich' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weitere Werkzeuge' })).toBeNull();
  });
});
