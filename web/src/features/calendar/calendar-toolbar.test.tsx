// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { typeDate } from '#test/date-input';
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

function renderToolbar(overrides: Partial<CalendarToolbarProps> = {}) {
  const onRange = vi.fn<CalendarToolbarProps['onRange']>();
  renderWithApp(<CalendarToolbar {...props} onRange={onRange} {...overrides} />);
  return onRange;
}

describe('the calendar toolbar', () => {
  it('keeps views, Heute, the arrows, New and Publish on a phone and shows the rest behind one button', async () => {
    viewport(360);
    renderToolbar({ publish: <button type="button">Veröffentlichen</button> });
    expect(await screen.findByRole('button', { name: 'Woche' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuer Eintrag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Woche' })).toBeTruthy();
    // Without the year on a phone: the period fits beside "Heute" and the arrows.
    expect(screen.getByRole('button', { name: 'Monat wählen: 23.11.–29.11.' })).toBeTruthy();
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

  it('shows search, date and units on a desktop, and the other tools in named groups behind "more"', async () => {
    viewport(1440);
    renderToolbar({ planTools: <button type="button">Regelprüfung</button> });
    expect(await screen.findByRole('searchbox', { name: 'Personen suchen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Gehe zu Datum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Bereich' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monat wählen: KW 48: 23.11. – 29.11.2026' })).toBeTruthy();
    // Hidden, not removed: a tool's dialog stays open when the panel closes.
    expect(screen.queryByRole('button', { name: 'Excel-Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Regelprüfung' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Werkzeuge' }));
    expect(
      within(screen.getByRole('group', { name: 'Anzeige' })).getByRole('button', { name: 'Aktualisieren' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Planen' })).getByRole('button', { name: 'Regelprüfung' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Ausgeben' })).getByRole('button', { name: 'Excel-Export' }),
    ).toBeTruthy();
  });

  it('moves by a week in the week view and comes back to today with "Heute"', async () => {
    viewport(1440);
    const onRange = renderToolbar({ range: { view: 'WEEK', from: '2026-12-14', to: '2026-12-20' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Nächste Woche' }));
    expect(onRange).toHaveBeenLastCalledWith({ view: 'WEEK', from: '2026-12-21', to: '2026-12-27' });
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(onRange).toHaveBeenLastCalledWith({ view: 'WEEK', from: '2026-12-07', to: '2026-12-13' });
    fireEvent.click(screen.getByRole('button', { name: 'Heute' }));
    expect(onRange).toHaveBeenLastCalledWith({ view: 'WEEK', from: '2026-11-23', to: '2026-11-29' });
  });

  it("names the arrows by what they move: a month, the range's months, or its days", async () => {
    viewport(1440);
    const onRange = renderToolbar({ range: { view: 'USER', from: '2026-12-01', to: '2026-12-31' } });
    expect(await screen.findByRole('button', { name: 'Monat wählen: Dezember 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(onRange).toHaveBeenLastCalledWith({ view: 'USER', from: '2027-01-01', to: '2027-01-31' });
    cleanup();
    renderToolbar({ range: { view: 'USER', from: '2026-10-01', to: '2026-12-31' } });
    expect(await screen.findByRole('button', { name: 'Vorherige 3 Monate' })).toBeTruthy();
    cleanup();
    const onDays = renderToolbar({ range: { view: 'TIMELINE', from: '2026-12-03', to: '2026-12-12' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Nächste 10 Tage' }));
    expect(onDays).toHaveBeenLastCalledWith({ view: 'TIMELINE', from: '2026-12-13', to: '2026-12-22' });
  });

  it('offers the coming week and the next four weeks in the period dialog, with their days', async () => {
    viewport(1440);
    const onRange = renderToolbar({ range: { view: 'USER', from: '2026-11-01', to: '2026-11-30' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Monat wählen: November 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monat wählen' });
    const quick = within(dialog).getByRole('group', { name: 'Schnellauswahl' });
    // Today is Sunday, 29.11.2026: the next week begins the next day.
    fireEvent.click(within(quick).getByRole('button', { name: 'Nächste Woche 30.11.–06.12.' }));
    expect(onRange).toHaveBeenLastCalledWith({ view: 'USER', from: '2026-11-30', to: '2026-12-06' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the next four weeks of the month view as weeks, named and stepped as four weeks', async () => {
    viewport(1440);
    const onRange = renderToolbar({ range: { view: 'MONTH', from: '2026-11-01', to: '2026-11-30' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Monat wählen: November 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monat wählen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächste 4 Wochen 30.11.–27.12.' }));
    expect(onRange).toHaveBeenLastCalledWith({ view: 'WEEK', from: '2026-11-30', to: '2026-12-27' });
    cleanup();
    const onWeeks = renderToolbar({ range: { view: 'WEEK', from: '2026-11-30', to: '2026-12-27' } });
    expect(
      await screen.findByRole('button', { name: 'Monat wählen: KW 49–52: 30.11. – 27.12.2026' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste 4 Wochen' }));
    expect(onWeeks).toHaveBeenLastCalledWith({ view: 'WEEK', from: '2026-12-28', to: '2027-01-24' });
  });

  it('goes to a typed date once it is complete (Enter), not on every digit', async () => {
    viewport(1440);
    const onRange = renderToolbar();
    const field = await screen.findByRole('group', { name: 'Gehe zu Datum' });
    typeDate(field, '15022027');
    expect(onRange).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement ?? field, { key: 'Enter' });
    expect(onRange).toHaveBeenCalledTimes(1);
    // The range around the day, and the day itself to bring into sight.
    expect(onRange).toHaveBeenLastCalledWith(
      { view: 'WEEK', from: '2027-02-15', to: '2027-02-21' },
      '2027-02-15',
    );
  });
});
