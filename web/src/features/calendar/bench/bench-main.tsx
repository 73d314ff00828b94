import '#lib/zod-jitless';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { calendarDe } from '@app/shared/i18n/calendar.de';
import { i18n, initI18n } from '#lib/i18n';
import { CalendarBoard } from '../calendar-board';
import { calendarFixture } from '../calendar-fixture';
import { buildGridModel } from '../calendar-model';

/**
 * The benchmark page of `npm run bench` (infra/src/bench/calendar.ts), never part of the app: the USER view of
 * 500 people x 31 days from generated data, in a production build. It reports the time from the render call to
 * the first frame after it in `window.calendarBench.renderMs`.
 */
declare global {
  interface Window {
    calendarBench?: { renderMs: number; commitMs: number; modelMs: number };
  }
}

initI18n('de');
i18n.addResourceBundle('de', 'calendar', calendarDe);
const plain = calendarFixture({ people: 500, days: 31, from: '2026-12-01' });
// Rule markers as a plan with many findings has them: every 10th person-day and every unit day.
const data = {
  ...plain,
  ruleMarkers: [
    ...plain.slots
      .filter((slot) => slot.userId !== null && slot.id !== null)
      .filter((_, index) => index % 10 === 0)
      .map((slot) => ({
        date: slot.date,
        unitId: slot.unitId,
        userId: slot.userId,
        shiftId: slot.id,
        level: 'ERR' as const,
        message: 'Nur 8 Stunden Ruhe vor diesem Dienst (mindestens 11).',
        ruleName: 'Arbeitszeitgesetz',
      })),
    ...plain.manning.map((day) => ({
      date: day.date,
      unitId: day.unitId,
      userId: null,
      shiftId: null,
      level: 'WRN' as const,
      message: 'Besetzt mit 3 von 4 Personen.',
      ruleName: 'Mindestbesetzung',
    })),
  ],
};
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const modelStart = performance.now();
  buildGridModel(data, { search: '', resourceIds: [], view: 'people' });
  const modelMs = performance.now() - modelStart;
  const started = performance.now();
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <CalendarBoard
          data={data}
          view="USER"
          search=""
          resourceFilter={[]}
          onRequest={() => undefined}
          me=""
          today={data.from}
          onDrop={() => undefined}
        />
      </I18nextProvider>,
    ),
  );
  const committed = performance.now();
  requestAnimationFrame(() => {
    setTimeout(() => {
      window.calendarBench = {
        renderMs: performance.now() - started,
        commitMs: committed - started,
        modelMs,
      };
    }, 0);
  });
}
