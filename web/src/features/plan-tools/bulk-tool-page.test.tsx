// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import type { TBulkShift, TBulkShiftList } from '@app/shared/plan-tools/bulk-tool';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const resourceId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';

const shift = (day: number, itemClass: 10 | 99 = 10): TBulkShift => ({
  id: `${unitId}.2026-12-0${day}.1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5${day}`,
  unitId,
  unitName: 'Station 1',
  date: `2026-12-0${day}`,
  weekday: day,
  calendarWeek: 49,
  templateId: null,
  name: itemClass === 99 ? 'Frei' : 'Früh',
  backColor: '#ffffff',
  itemClass,
  begin: itemClass === 99 ? null : '06:00',
  end: itemClass === 99 ? null : '14:00',
  userId: null,
  userName: null,
  resourceId,
  resourceName: 'Pflege',
  version: 1,
});

const listed: TBulkShiftList = {
  shifts: [shift(1), shift(2), shift(3, 99)],
  units: [{ id: unitId, name: 'Station 1', parentId: null }],
  people: [],
};

function open() {
  return renderSignedIn(`/calendar/bulk?from=2026-12-01&to=2026-12-31&units=${unitId}`, {}, ({ url }) => {
    if (url === '/api/tools/shiftswizard/shifts') return jsonResponse(listed);
    if (url === '/api/units')
      return jsonResponse([
        {
          id: unitId,
          name: 'Station 1',
          unitType: 0,
          parentId: null,
          enabled: true,
          holidayRegion: null,
          version: 1,
        },
      ]);
    if (url === '/api/tools/shiftswizard')
      return jsonResponse(
        { success: true, progressId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', message: null },
        202,
      );
    return undefined;
  });
}

describe('the bulk tool page', () => {
  it('lists the shifts with weekday and week, and leaves excluded ones out of the command', async () => {
    const server = open();
    const table = await screen.findByRole('table', { name: 'Dienste' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 von 3 Diensten gewählt')).toBeTruthy();
    // Class 99 shows no times.
    const free = within(table).getByText('Frei').closest('tr');
    expect(free?.textContent).not.toContain(':');

    fireEvent.click(screen.getByLabelText('Früh am 02.12.2026 einbeziehen'));
    expect(screen.getByText('2 von 3 Diensten gewählt')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Aktion'), { target: { value: 'delete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ausführen' }));
    await waitFor(() =>
      expect(
        (
          server.calls.find((call) => call.url === '/api/tools/shiftswizard')?.body as
            | {
                sourceIdList: string[];
              }
            | undefined
        )?.sourceIdList,
      ).toEqual([shift(1).id, shift(3).id]),
    );
  });

  it('takes an excluded shift in again, and a filter hides shifts from the command', async () => {
    open();
    await screen.findByRole('table', { name: 'Dienste' });
    fireEvent.click(screen.getByLabelText('Früh am 01.12.2026 einbeziehen'));
    expect(screen.getByText('2 von 3 Diensten gewählt')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Früh am 01.12.2026 einbeziehen'));
    expect(screen.getByText('3 von 3 Diensten gewählt')).toBeTruthy();
    // Untick Monday in the weekday filter.
    fireEvent.click(within(screen.getByRole('group', { name: 'Wochentage' })).getByLabelText('Montag'));
    expect(screen.getByText('2 von 2 Diensten gewählt')).toBeTruthy();
  });
});
