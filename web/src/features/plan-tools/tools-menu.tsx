import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Section, Separator } from 'react-aria-components';
import type { TCalendarData, TCalendarView } from '@app/shared/calendar/calendar-view';
import type { TTool, TToolDialog } from '@app/shared/plan-tools/tools';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import ui from '#ui/ui.module.css';
import { runTool, toolsQuery } from './cycle-api';
import styles from './tools-menu.module.css';

// The dialogs load on the first use, not with the calendar.
const RangeActionsDialog = lazy(() =>
  import('./range-actions-dialog').then((m) => ({ default: m.RangeActionsDialog })),
);
const CycleInsertDialog = lazy(() =>
  import('./cycle-insert-dialog').then((m) => ({ default: m.CycleInsertDialog })),
);
const CycleDeleteDialog = lazy(() =>
  import('./cycle-delete-dialogs').then((m) => ({ default: m.CycleDeleteDialog })),
);
const ResourcePlanDeleteDialog = lazy(() =>
  import('./cycle-delete-dialogs').then((m) => ({ default: m.ResourcePlanDeleteDialog })),
);

export interface ToolsMenuProps {
  range: { from: string; to: string; view: TCalendarView };
  data: TCalendarData | undefined;
}

const groups: TTool['group'][] = ['plan', 'delete', 'publish'];

/** The unit the tools act on (as the plan tools buttons choose it), its people and the resources shown. */
export function toolsContext(data: TCalendarData | undefined) {
  const rows = data?.rows ?? [];
  const units = rows.flatMap((row) => (row.kind === 'G' ? [{ id: row.unitId, name: row.name }] : []));
  const unit =
    units.find((candidate) =>
      rows.some((row) => row.kind === 'U' && row.primary && row.unitId === candidate.id),
    ) ?? units[0];
  const people = rows.flatMap((row) =>
    row.kind === 'U' && row.unitId === unit?.id ? [{ id: row.userId, name: row.displayName }] : [],
  );
  const resources = (data?.resources ?? []).map((resource) => ({ id: resource.id, name: resource.caption }));
  return { units, unit, people, resources };
}

/**
 * The tools runner (spec: a dropdown of tools): the tools the server lists for the caller; choosing one asks the
 * server to run it (`tools/run`), which answers the dialog to open (or, for a server tool, a task).
 */
export function ToolsMenu({ range, data }: ToolsMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const tools = useQuery(toolsQuery);
  const [dialog, setDialog] = useState<TToolDialog | null>(null);
  const { units, unit, people, resources } = toolsContext(data);
  const list = tools.data ?? [];
  if (list.length === 0) return null;
  const close = () => setDialog(null);

  async function choose(key: TTool['key']) {
    try {
      const answer = await runTool(key);
      if (answer.kind === 'dialog') setDialog(answer.dialog);
    } catch (error) {
      toast.error(errorMessage(error, t) || t('planTools.tools.failed'));
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button className={[ui.button, ui.secondary].join(' ')}>{t('planTools.menu.tools')} ▾</Button>
        <Popover className={styles.popover} placement="bottom end">
          <Menu
            className={styles.menu}
            aria-label={t('planTools.menu.tools')}
            onAction={(key) => void choose(String(key) as TTool['key'])}
          >
            {groups.map((group, index) => {
              const items = list.filter((tool) => tool.group === group);
              if (items.length === 0) return null;
              return (
                <Section key={group}>
                  {index > 0 && <Separator className={styles.separator} />}
                  {items.map((tool) => (
                    <MenuItem key={tool.key} id={tool.key} className={styles.item}>
                      {t(`planTools.tools.${tool.key}`)}
                    </MenuItem>
                  ))}
                </Section>
              );
            })}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Suspense fallback={null}>
        {(dialog === 'rangeWeekTemplates' || dialog === 'rangeDeleteData' || dialog === 'rangePublish') && (
          <RangeActionsDialog
            units={units}
            unitId={unit?.id ?? null}
            range={range}
            source={dialog === 'rangePublish' ? 'publish' : range.view === 'WEEK' ? 'week' : 'month'}
            initialAction={
              dialog === 'rangeDeleteData'
                ? 'DELETEDATA'
                : dialog === 'rangePublish'
                  ? 'PUBLISH'
                  : 'WEEKTEMPLATES'
            }
            onClose={close}
          />
        )}
        {dialog === 'insertCycle' && unit && (
          <CycleInsertDialog
            unitId={unit.id}
            unitName={unit.name}
            people={people}
            start={range.from}
            onClose={close}
          />
        )}
        {dialog === 'deleteCycle' && unit && (
          <CycleDeleteDialog unitId={unit.id} unitName={unit.name} onClose={close} />
        )}
        {dialog === 'deleteResourcePlan' && unit && (
          <ResourcePlanDeleteDialog
            unitId={unit.id}
            unitName={unit.name}
            resources={resources}
            range={range}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
