// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import type { TCopyPlanResult } from '@app/shared/plan-tools/copy-plan.contracts';
import { CopyPlanDialog } from './copy-plan-dialog';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const lena = '0b6a4e0c-7e0a-4c2a-9f59-3f7b1c2d4e5f';
const answer: TCopyPlanResult = {
  sources: 4,
  copied: 7,
  refused: [
    {
      date: '2026-12-14',
      userId: lena,
      personName: 'Lena Schmidt',
      shiftName: 'Frühdienst',
      reason: 'Lena Schmidt ist am 14.12.2026 abwesend (Urlaub).',
    },
  ],
};

describe('copying a day or week', () => {
  it("copies one person's week of the day chosen into the following weeks and lists what was left out", async () => {
    const server = renderSignedIn(
      '/copy-test',
      {
        children: (
          <CopyPlanDialog
            units={[{ id: unitId, name: 'Wohnbereich 1', people: [{ id: lena, name: 'Lena Schmidt' }] }]}
            unitId={unitId}
            day="2026-12-03"
            firstDay={1}
            onClose={() => undefined}
          />
        ),
      },
      ({ url, method }) =>
        url === '/api/tools/copy-plan' && method === 'POST' ? jsonResponse(answer) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tag oder Woche kopieren' });
    // The week of Thursday 3 December starts on Monday 30 November.
    expect(within(dialog).getByText('Kopiert wird 30.11.2026 bis 06.12.2026.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Person' }), { target: { value: lena } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'In die folgenden' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
    expect(await screen.findByText('7 Dienste kopiert, 1 nicht:')).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/tools/copy-plan')?.body).toEqual({
      unitId,
      userId: lena,
      from: '2026-11-30',
      days: 7,
      weeks: 2,
    });
    const list = screen.getByRole('list', { name: 'Nicht kopierte Dienste' });
    expect(list.textContent).toContain(
      'Lena Schmidt, Mo 14.12.2026: Frühdienst: Lena Schmidt ist am 14.12.2026 abwesend',
    );
  });
});
