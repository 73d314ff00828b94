// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as z from 'zod';
import type { ZAutoPlanRunDetail } from '@app/shared/planner/auto-planning';
import { SessionContext } from '#app/session';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';
import { AutoPlanPanel } from './auto-plan-panel';

const runId = '1f2e3d4c-5b6a-4789-8abc-def012345678';
const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const anna = '0b8f5a52-4c8e-4d59-9d6f-8d1f0f6f1a11';
const ben = '0b8f5a52-4c8e-4d59-9d6f-8d1f0f6f1a12';
const proposal = (entryId: string, userId: string, name: string, date: string) => ({
  entryId,
  userId,
  name,
  unitId,
  date,
  templateId: null,
  caption: 'Frühdienst',
  begin: '06:00',
  end: '14:00',
  warnings: [],
});
const summary = {
  slots: 3,
  filled: 2,
  open: 1,
  withWarnings: 0,
  people: 2,
  objective: 0,
  solverMs: 800,
  stop: 'optimal' as const,
};
const run: z.input<typeof ZAutoPlanRunDetail> = {
  id: runId,
  state: 'proposed',
  unitIds: [unitId],
  resourceIds: [],
  range: { start: '2026-12-01', end: '2026-12-31' },
  options: { forcedSlots: false, requestsOnly: false, downloadLog: true, timeLimitSeconds: 10, seed: 1 },
  taskId: '5a1d4d2f-3c2b-4f9e-8d7c-1a2b3c4d5e6f',
  summary,
  createdAt: '2026-11-21T10:00:00.000Z',
  createdBy: { userId: anna, name: 'Paula Planer' },
  expiresAt: '2026-12-05T10:00:00.000Z',
  proposals: [
    proposal('e-1', anna, 'Anna Pflege', '2026-12-01'),
    proposal('e-2', ben, 'Ben Pflege', '2026-12-02'),
  ],
  open: [
    {
      entryId: 'o-1',
      unitId,
      date: '2026-12-03',
      caption: 'Nachtdienst',
      begin: '21:00',
      end: '06:00',
      reasons: [
        { userId: anna, name: 'Anna Pflege', key: 'autoPlan.reason.absent', params: {} },
        { userId: ben, name: 'Ben Pflege', key: 'autoPlan.reason.rest', params: { hours: 11 } },
      ],
    },
  ],
};
const decision = (
  state: 'proposed' | 'accepted' | 'partlyAccepted' | 'rejected',
  accepted: number,
  discarded: number,
  kept = 0,
) => ({
  run: { ...run, state, proposals: undefined, open: undefined },
  accepted,
  discarded,
  skipped: 0,
  kept,
});

function planningApi(shown: typeof run = run): FetchRoute {
  let decided = false;
  return ({ url, method, body }) => {
    if (url.startsWith('/api/planning/runs?'))
      return jsonResponse({ items: decided ? [] : [{ ...shown, proposals: undefined, open: undefined }] });
    if (url === `/api/planning/runs/${runId}` && method === 'GET') return jsonResponse(shown);
    if (url === `/api/planning/runs/${runId}/accept`) {
      const { entryIds: ids, others } = body as { entryIds?: string[]; others?: string };
      const rest = ids ? 2 - ids.length : 0;
      // Kept proposals leave the run to decide on (the server's default when `others` is not said).
      if (ids && rest > 0 && others !== 'discard')
        return jsonResponse(decision('proposed', ids.length, 0, rest));
      decided = true;
      return jsonResponse(decision(rest ? 'partlyAccepted' : 'accepted', ids?.length ?? 2, rest));
    }
    if (url === `/api/planning/runs/${runId}/reject`) {
      decided = true;
      return jsonResponse(decision('rejected', 0, 2));
    }
    if (url === `/api/planning/runs/${runId}/notify-prepare`)
      return jsonResponse({
        people: [
          {
            userId: anna,
            name: 'Anna Pflege',
            hasEmail: true,
            shifts: 1,
            first: '2026-12-01',
            last: '2026-12-01',
          },
          {
            userId: ben,
            name: 'Ben Pflege',
            hasEmail: false,
            shifts: 1,
            first: '2026-12-02',
            last: '2026-12-02',
          },
        ],
      });
    if (url === `/api/planning/runs/${runId}/notify`) {
      const { userIds } = body as { userIds: string[] };
      return jsonResponse({ notified: userIds.length, emailed: userIds.includes(anna) ? 1 : 0 });
    }
    return undefined;
  };
}

function renderPanel(shown: typeof run = run) {
  const session = sessionFixture();
  return renderSignedIn(
    '/auto-plan-panel-test',
    {
      session,
      children: (
        <SessionContext.Provider value={session}>
          <AutoPlanPanel />
        </SessionContext.Provider>
      ),
    },
    planningApi(shown),
  );
}

async function openPanel() {
  const panel = await screen.findByRole('region', { name: 'Vorschlag der automatischen Planung' });
  expect(await within(panel).findByText('2 von 3 offenen Diensten besetzt, 1 offen geblieben.')).toBeTruthy();
  return panel;
}

describe('the proposal panel', () => {
  it('shows the latest proposed run with each open slot and the reasons why it stayed open', async () => {
    renderPanel();
    const panel = await openPanel();
    expect(within(panel).getByRole('rowheader', { name: 'Anna Pflege' })).toBeTruthy();
    const open = within(panel).getByRole('list', { name: 'Offen geblieben' });
    expect(open.textContent).toContain('03.12.2026 Nachtdienst 21:00–06:00');
    expect(open.textContent).toContain('Anna Pflege: abwesend');
    expect(open.textContent).toContain('Ben Pflege: die Ruhezeit von 11 Stunden');
    expect(within(panel).getByRole('button', { name: 'Begründungen herunterladen' })).toBeTruthy();
  });

  it('accepts all, then tells the people chosen with a note and says how many were told', async () => {
    const server = renderPanel();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Alle übernehmen' }));
    await waitFor(() => expect(server.calls.find((call) => call.url.endsWith('/accept'))?.body).toEqual({}));
    const notify = await screen.findByRole('dialog', { name: 'Betroffene benachrichtigen' });
    const ben = await within(notify).findByRole<HTMLInputElement>('checkbox', { name: 'Ben Pflege' });
    expect(ben.checked).toBe(true);
    fireEvent.click(ben);
    fireEvent.change(within(notify).getByRole('textbox', { name: /Notiz/ }), {
      target: { value: 'Danke!' },
    });
    fireEvent.click(within(notify).getByRole('button', { name: 'Benachrichtigen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url.endsWith('/notify'))?.body).toEqual({
        userIds: [anna],
        note: 'Danke!',
        email: true,
      }),
    );
    expect(await screen.findByText('1 Person benachrichtigt (1 per E-Mail).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Vorschlag/ })).toBeNull());
  });

  it('offers nothing to accept for a range without open shifts, and says how open shifts come about', async () => {
    renderPanel({
      ...run,
      summary: { slots: 0, filled: 0, open: 0, withWarnings: 0, people: 0, objective: 0, solverMs: 10 },
      proposals: [],
      open: [],
    });
    const panel = await screen.findByRole('region', { name: 'Vorschlag der automatischen Planung' });
    expect(await within(panel).findByText(/^Im Zeitraum gab es keine offenen Dienste\./)).toBeTruthy();
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Alle übernehmen' }).disabled).toBe(
      true,
    );
  });

  it('says why the planning stopped', async () => {
    renderPanel();
    const panel = await openPanel();
    expect(
      within(panel).getByText('In 0,8 s geplant: nachweislich der bestmögliche Vorschlag.'),
    ).toBeTruthy();
  });

  it('says how close to the best possible plan a proposal is proven to be', async () => {
    renderPanel({ ...run, summary: { ...summary, stop: 'withinGap', lowerBound: 1985, gapPct: 0.8 } });
    const panel = await openPanel();
    expect(
      within(panel).getByText(
        'In 0,8 s geplant: nachweislich höchstens 0,8 % vom bestmöglichen Vorschlag entfernt.',
      ),
    ).toBeTruthy();
  });

  it('adds the proven gap when the planning stopped for another reason', async () => {
    renderPanel({ ...run, summary: { ...summary, stop: 'timeLimit', lowerBound: 900, gapPct: 12.5 } });
    const panel = await openPanel();
    expect(
      within(panel).getByText(/Nachweislich höchstens 12,5 % vom bestmöglichen Vorschlag entfernt\./),
    ).toBeTruthy();
  });

  it('accepting some asks what becomes of the others, and keeps them as proposals by default', async () => {
    const server = renderPanel();
    const panel = await openPanel();
    const accept = within(panel).getByRole<HTMLButtonElement>('button', { name: /Auswahl übernehmen/ });
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Ben Pflege, 02.12.2026, Frühdienst' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Auswahl übernehmen (1)' }));
    const choice = await screen.findByRole('alertdialog', { name: 'Auswahl übernehmen' });
    // Nothing is decided before the planner answers; keeping the other is what is offered first.
    expect(server.calls.some((call) => call.url.endsWith('/accept'))).toBe(false);
    expect(
      within(choice).getByRole('group', { name: /1 weiterer Vorschlag ist nicht ausgewählt/ }),
    ).toBeTruthy();
    const keep = within(choice).getByRole<HTMLInputElement>('radio', { name: /Als Vorschläge behalten/ });
    expect(keep.checked).toBe(true);
    fireEvent.click(within(choice).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url.endsWith('/accept'))?.body).toEqual({
        entryIds: ['e-2'],
        others: 'keep',
      }),
    );
    expect(await screen.findByText('1 Zuweisung übernommen.')).toBeTruthy();
    expect(await screen.findByText('1 Vorschlag bleibt stehen, um später zu entscheiden.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Auswahl übernehmen' })).toBeNull());
  });

  it('discards the others only when the planner chooses so', async () => {
    const server = renderPanel();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Ben Pflege, 02.12.2026, Frühdienst' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Auswahl übernehmen (1)' }));
    const choice = await screen.findByRole('alertdialog', { name: 'Auswahl übernehmen' });
    fireEvent.click(within(choice).getByRole('radio', { name: /Verwerfen/ }));
    fireEvent.click(within(choice).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url.endsWith('/accept'))?.body).toEqual({
        entryIds: ['e-2'],
        others: 'discard',
      }),
    );
    expect(await screen.findByText('1 Zuweisungen übernommen, 1 verworfen.')).toBeTruthy();
  });

  it('asks nothing when every proposal is selected, and nothing is decided when the choice is cancelled', async () => {
    const server = renderPanel();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Anna Pflege, 01.12.2026, Frühdienst' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Auswahl übernehmen (1)' }));
    const choice = await screen.findByRole('alertdialog', { name: 'Auswahl übernehmen' });
    fireEvent.click(within(choice).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Auswahl übernehmen' })).toBeNull());
    expect(server.calls.some((call) => call.url.endsWith('/accept'))).toBe(false);

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Alle auswählen' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Auswahl übernehmen (2)' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url.endsWith('/accept'))?.body).toEqual({
        entryIds: ['e-1', 'e-2'],
        others: 'keep',
      }),
    );
    expect(screen.queryByRole('alertdialog', { name: 'Auswahl übernehmen' })).toBeNull();
  });

  it('discards the whole proposal after asking', async () => {
    const server = renderPanel();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Verwerfen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Vorschlag verwerfen' });
    expect(server.calls.some((call) => call.url.endsWith('/reject'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(server.calls.some((call) => call.url.endsWith('/reject'))).toBe(true));
    expect(await screen.findByText('Der Vorschlag wurde verworfen.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Vorschlag/ })).toBeNull());
  });
});
