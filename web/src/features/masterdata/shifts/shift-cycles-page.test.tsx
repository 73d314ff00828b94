// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TShiftCycle } from '@app/shared/shifts/shift-cycle';
import type { TShiftTemplate } from '@app/shared/shifts/shift-template';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';

const none = { mode: 0 as const, begin: null, end: null };
const late: TShiftTemplate = {
  id: '00000000-0000-4000-8000-000000000021',
  name: 'Spätdienst',
  shortName: 'S',
  resourceId: '00000000-0000-4000-8000-000000000001',
  unitId: null,
  itemClass: 20,
  begin: '14:00',
  end: '22:00',
  pause1: none,
  pause2: none,
  backColor: '#ffedd5',
  foreColor: '#7c2d12',
  enabled: true,
  requiredQualificationIds: [],
  minutes: 480,
  version: 1,
};
const rotation: TShiftCycle = {
  id: '00000000-0000-4000-8000-000000000031',
  name: 'Zwei Wochen',
  period: 'weeks',
  length: 2,
  slots: [{ day: 8, shiftTemplateId: late.id }],
  version: 1,
};

describe('shift cycles page', () => {
  it('lists cycles and saves a copy with a template on the first day of its second week', async () => {
    const server = renderSignedIn(
      '/masterdata/shift-cycles',
      { session: sessionFixture() },
      ({ url, method, body }) => {
        if (url === '/api/shifts/cycles' && method === 'GET') return jsonResponse([rotation]);
        if (url === '/api/shifts/list' && method === 'POST') return jsonResponse([late]);
        if (url === '/api/shifts/cycles' && method === 'POST') {
          return jsonResponse(
            { ...rotation, ...(body as object), id: '00000000-0000-4000-8000-000000000032' },
            201,
          );
        }
        return undefined;
      },
    );
    const row = (await screen.findByRole('rowheader', { name: 'Zwei Wochen' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('2 Wochen')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '„Zwei Wochen“ kopieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schichtzyklus „Zwei Wochen“ kopieren' });
    expect(within(dialog).getAllByRole('combobox', { name: /^Tag \d+$/ })).toHaveLength(14);
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Tag 8').value).toBe(late.id);
    fireEvent.change(within(dialog).getByLabelText('Tag 1'), { target: { value: late.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Zwei Wochen (2)“ angelegt.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.url === '/api/shifts/cycles')?.body,
    ).toEqual({
      name: 'Zwei Wochen (2)',
      period: 'weeks',
      length: 2,
      slots: [
        { day: 1, shiftTemplateId: late.id },
        { day: 8, shiftTemplateId: late.id },
      ],
    });
  });

  it('without cycles says what they are for; without templates it leads to the templates first', async () => {
    let templates = [late];
    const routes = ({ url, method }: { url: string; method: string }) => {
      if (url === '/api/shifts/cycles' && method === 'GET') return jsonResponse([]);
      if (url === '/api/shifts/list' && method === 'POST') return jsonResponse(templates);
      return undefined;
    };
    renderSignedIn('/masterdata/shift-cycles', { session: sessionFixture() }, routes);
    expect(await screen.findByText(/^Noch keine Schichtzyklen\. Mit einem Zyklus/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Neuer Schichtzyklus' })).toHaveLength(1);
    cleanup();

    templates = [];
    renderSignedIn('/masterdata/shift-cycles', { session: sessionFixture() }, routes);
    expect(await screen.findByText(/Legen Sie zuerst die Vorlagen an/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Schichtvorlagen' }).getAttribute('href')).toBe(
      '/masterdata/shifts',
    );
    expect(screen.queryByRole('button', { name: 'Neuer Schichtzyklus' })).toBeNull();
  });
});
