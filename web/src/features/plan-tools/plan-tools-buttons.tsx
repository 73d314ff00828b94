import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarData, TCalendarView } from '@app/shared/calendar/calendar-view';
import { usePermission } from '#app/session';
import { Button } from '#ui/button';
import type { FirstWeekday } from '#features/calendar/calendar-range';
import { BulkToolButton } from './bulk-tool-button';

// The dialogs load on the first click, not with the calendar's grid.
const RangeActionsDialog = lazy(() =>
  import('./range-actions-dialog').then((m) => ({ default: m.RangeActionsDialog })),
);
const WeekTemplatesDialog = lazy(() =>
  import('./week-templates-dialog').then((m) => ({ default: m.WeekTemplatesDialog })),
);
const CopyPlanDialog = lazy(() => import('./copy-plan-dialog').then((m) => ({ default: m.CopyPlanDialog })));
const ToolsMenu = lazy(() => import('./tools-menu').then((m) => ({ default: m.ToolsMenu })));

export interface PlanToolsButtonsProps {
  range: { from: string; to: string; view: TCalendarView };
  /** The calendar's data: the units shown, their people and resources. */
  data: TCalendarData | undefined;
  /** Today in the tenant's zone, and the first weekday: where "copy a week" starts. */
  today: string;
  firstDay: FirstWeekday;
  /** The open tool, when the page opens one too (the empty week's hint); else the buttons keep it. */
  tool?: PlanTool | null;
  onTool?: (tool: PlanTool | null) => void;
}

export type PlanTool = 'range' | 'weeks' | 'copy';

/**
 * The calendar's plan tools for planners: the range dialog (week templates, delete data, publish) and the unit's
 * week templates. Nothing is drawn without calendar.plan or calendar.publish.
 */
export function PlanToolsButtons({ range, data, today, firstDay, tool, onTool }: PlanToolsButtonsProps) {
  const { t } = useTranslation();
  const plans = usePermission('calendar.plan');
  const publishes = usePermission('calendar.publish');
  const [ownTool, setOwnTool] = useState<PlanTool | null>(null);
  const open = tool === undefined ? ownTool : tool;
  const setOpen = onTool ?? setOwnTool;
  if (!plans && !publishes) return null;
  const rows = data?.rows ?? [];
  const units = rows.flatMap((row) => (row.kind === 'G' ? [{ id: row.unitId, name: row.name }] : []));
  // The first unit shown that has people of its own (a house above its teams has none), else the first.
  const first =
    units.find((unit) => rows.some((row) => row.kind === 'U' && row.primary && row.unitId === unit.id)) ??
    units[0];
  const unitId = first?.id ?? null;
  const unitName = first?.name ?? '';
  const people = (data?.rows ?? []).flatMap((row) =>
    row.kind === 'U' && row.unitId === unitId ? [{ id: row.userId, name: row.displayName }] : [],
  );
  const resources = (data?.resources ?? []).map((resource) => ({ id: resource.id, name: resource.caption }));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('range')}>
        {t('planTools.menu.rangeActions')}
      </Button>
      {plans && unitId && (
        <Button variant="secondary" onClick={() => setOpen('weeks')}>
          {t('planTools.menu.weekTemplates')}
        </Button>
      )}
      {plans && unitId && (
        <Button variant="secondary" onClick={() => setOpen('copy')}>
          {t('planTools.menu.copy')}
        </Button>
      )}
      {plans && <BulkToolButton range={range} unitIds={units.map((unit) => unit.id)} />}
      <Suspense fallback={null}>
        <ToolsMenu range={range} data={data} />
      </Suspense>
      <Suspense fallback={null}>
        {open === 'range' && (
          <RangeActionsDialog
            units={units}
            unitId={unitId}
            range={range}
            source={range.view === 'WEEK' ? 'week' : 'month'}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'copy' && (
          <CopyPlanDialog
            units={units.map((unit) => ({
              ...unit,
              people: rows.flatMap((row) =>
                row.kind === 'U' && row.primary && row.unitId === unit.id
                  ? [{ id: row.userId, name: row.displayName }]
                  : [],
              ),
            }))}
            unitId={unitId}
            day={range.from <= today && today <= range.to ? today : range.from}
            firstDay={firstDay}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'weeks' && unitId && (
          <WeekTemplatesDialog
            unitId={unitId}
            unitName={unitName}
            shownDay={range.from}
            people={people}
            resources={resources}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}
