import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import type { TRuleFinding } from '@app/shared/calendar/rule-findings.contracts';
import { usePermission, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { FastAbsenceButton } from '#features/absences/fast-absence-button';
import { PlanToolsButtons, type PlanTool } from '#features/plan-tools/plan-tools-buttons';
import { PrintButton } from '#features/plan-tools/print-button';
import { useNarrowViewport } from '#ui/use-narrow-viewport';
import { CalendarUnitPicker, useCalendarSelection } from '#features/organisation/units/calendar-unit-picker';
import { errorMessage } from '#lib/error-message';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { addDays, isPlainDate } from '@app/shared/time/tenant-time';
import { Button, PageLoading } from '#ui/button';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { ValidatorMessagesDialog, withAssignee, type ValidatorOutcome } from './dialogs/validator-messages';
import type { CalendarDialogRequest } from './dialogs/types';
import { calendarDataQuery, executeDrop, refreshCalendar } from './calendar-api';
import { saveEntry } from './dialogs/entries-api';
import { agendaLength, CalendarAgenda } from './calendar-agenda';
import { AutoPlanButton, useAutoPlanOpener } from './auto-plan/auto-plan-button';
import { EmptyPlanHint, planFill } from './empty-plan-hint';
import { CalendarBoard } from './calendar-board';
import { exportFileName, exportToExcel } from './calendar-export';
import { publishableUnits, type GridModel } from './calendar-model';
import {
  defaultRange,
  rangeFromParams,
  rangeToParams,
  switchView,
  type CalendarRange,
} from './calendar-range';
import { calendarSettings, calendarSettingsQuery, type CalendarSettings } from './calendar-settings';
import { CalendarToolbar } from './calendar-toolbar';
import { rememberedRange, rememberRange } from './remembered-range';
import { RuleCheckButton } from './rule-check-button';
import { PaintControl, type PaintTemplate } from './paint-mode';
import { PlanHistoryButtons } from './plan-history';
import { PublishButton } from './publish-button';
import styles from './calendar.module.css';

// The proposal panel of automatic planning loads with the first look at the runs, not with the grid.
const AutoPlanPanel = lazy(() =>
  import('./auto-plan/auto-plan-panel').then((m) => ({ default: m.AutoPlanPanel })),
);

// The dialogs (editor, picker, details) load on the first click, not with the grid.
const CalendarDialogs = lazy(() =>
  import('./dialogs/calendar-dialogs').then((m) => ({ default: m.CalendarDialogs })),
);

/** Where the phone layout choice of an employee (agenda or grid) is kept on this device. */
const phoneLayoutKey = 'calendar.phoneLayout';
type PhoneLayout = 'agenda' | 'grid';

function storedPhoneLayout(): PhoneLayout {
  try {
    return window.localStorage.getItem(phoneLayoutKey) === 'grid' ? 'grid' : 'agenda';
  } catch {
    return 'agenda';
  }
}

function storePhoneLayout(layout: PhoneLayout): void {
  try {
    window.localStorage.setItem(phoneLayoutKey, layout);
  } catch {
    // A browser without storage forgets the choice; the calendar still works.
  }
}

/** The grid cell of a rule finding: the person's day, or the unit's day for a finding of no one. */
function findingCell(finding: TRuleFinding): HTMLElement | null {
  const day = `[role="gridcell"][data-date="${finding.date}"]`;
  return (
    document.querySelector<HTMLElement>(
      finding.userId
        ? `${day}[data-user="${finding.userId}"]`
        : `${day}[data-unit="${finding.unitId ?? ''}"][data-user=""]`,
    ) ?? document.querySelector<HTMLElement>(day)
  );
}

/** A change the validator refused (a drop or a painted cell): its findings, and how to repeat it. */
interface PendingChange {
  result: ValidatorOutcome;
  repeat: (force: boolean) => void;
  /** A drop repeated with another person (a rule's suggestion). */
  assign?: (userId: string) => void;
}

/** The planning calendar, once the caller's settings are read (their default view decides the first range). */
export function CalendarPage() {
  const { t } = useTranslation();
  const settings = useQuery(calendarSettingsQuery);
  if (settings.isPending) {
    return (
      <Page title={t('calendar.title')} titleId="calendar-title">
        <PageLoading label={t('app.loading')} />
      </Page>
    );
  }
  // Settings that cannot be read fall back to the catalogue's defaults rather than keeping the calendar away.
  return <CalendarView settings={calendarSettings(settings.data)} />;
}

/** Views, toolbar, grid, drag and drop with the force flow, dialogs. */
function CalendarView({ settings }: { settings: CalendarSettings }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = todayInDisplayZone();
  const narrow = useNarrowViewport();
  const plans = usePermission('calendar.plan');
  const [phoneLayout, setPhoneLayout] = useState<PhoneLayout>(storedPhoneLayout);
  // Employees without planning rights on a phone read their plan as a list by day (issue 27).
  const phoneChoice = narrow && !plans;
  const agenda = phoneChoice && phoneLayout === 'agenda';
  // Without a range in the address (the menu's link), the one this person left the calendar in.
  const addressNamesRange = params.has('view') || params.has('from');
  const gridRange =
    (!addressNamesRange && rememberedRange(session.currentUserId, today, settings.firstDay)) ||
    rangeFromParams(params, today, settings);
  const agendaFrom = params.get('from');
  const agendaTo = params.get('to');
  const range: CalendarRange = !agenda
    ? gridRange
    : agendaFrom && agendaTo && isPlainDate(agendaFrom) && isPlainDate(agendaTo) && !params.has('view')
      ? { view: gridRange.view, from: agendaFrom, to: agendaTo }
      : { view: gridRange.view, from: today, to: addDays(today, agendaLength - 1) };
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(false);
  const [resourceFilter, setResourceFilter] = useState<string[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Tools the empty range's hint opens as well as their buttons; automatic planning from the hint plans the range.
  const [planTool, setPlanTool] = useState<PlanTool | null>(null);
  const [autoPlan, setAutoPlan] = useState<'button' | 'hint' | null>(null);
  const openAutoPlanForRange = useAutoPlanOpener((open) => setAutoPlan(open ? 'hint' : null));
  const [dialog, setDialog] = useState<CalendarDialogRequest | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [paint, setPaint] = useState<PaintTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [finding, setFinding] = useState<TRuleFinding | null>(null);
  // The day the grid brings into sight: a finding's, else today when the range holds it.
  const [scrollDate, setScrollDate] = useState<string | null>(null);
  const model = useRef<GridModel | null>(null);

  const selection = useCalendarSelection();
  const unitIds = selection.data?.unitIds ?? [];
  const request = {
    from: range.from,
    to: range.to,
    unitIds,
    // Without a unit (an employee who plans none): the caller's own plan.
    userIds: unitIds.length === 0 ? [session.currentUserId] : [],
    showDisabled,
  };
  const data = useQuery(calendarDataQuery(request, !selection.isPending));

  function setRange(next: CalendarRange, dayInSight: string | null = null) {
    rememberRange(session.currentUserId, next, today);
    setParams(rangeToParams(next));
    setScrollDate(dayInSight);
  }

  function choosePhoneLayout(layout: PhoneLayout) {
    storePhoneLayout(layout);
    setPhoneLayout(layout);
    // The grid opens on the week of the days shown (today's when they hold it); the agenda from today.
    setParams(layout === 'grid' ? rangeToParams(switchView(range, 'WEEK', settings.firstDay, today)) : {});
  }

  /** A rule finding chosen: the person view of its month, filtered to its person, and its cell in sight. */
  function openFinding(chosen: TRuleFinding) {
    setSearch(chosen.userId ? chosen.personName : '');
    setRange(defaultRange('USER', chosen.date, settings.firstDay), chosen.date);
    setFinding(chosen);
  }

  const showsFinding =
    finding !== null && data.data !== undefined && !data.isPlaceholderData && !data.isFetching;
  useEffect(() => {
    if (!showsFinding || !finding) return;
    // The grid draws the new range, then scrolls its day into sight: wait for the cell, a second at most.
    let frame = 0;
    let attempts = 60;
    const mark = () => {
      const cell = findingCell(finding);
      if (!cell) {
        if ((attempts -= 1) > 0) frame = requestAnimationFrame(mark);
        return;
      }
      const marked = styles.findingTarget ?? 'findingTarget';
      for (const previous of document.querySelectorAll(`.${marked}`)) previous.classList.remove(marked);
      cell.classList.add(marked);
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      (cell.querySelector<HTMLElement>('button, [tabindex]') ?? cell).focus({ preventScroll: true });
      setFinding(null);
    };
    frame = requestAnimationFrame(mark);
    return () => cancelAnimationFrame(frame);
  }, [showsFinding, finding]);

  const onModel = useCallback((next: GridModel) => {
    model.current = next;
  }, []);

  async function runDrop(action: TActionExecute, force: boolean) {
    setBusy(true);
    try {
      const result = await executeDrop(action, force);
      if (result.success) {
        setPending(null);
        toast.success(result.message ?? t('calendar.drop.done'));
      } else {
        setPending({
          result,
          repeat: (again) => void runDrop(action, again),
          assign: (userId) => void runDrop(withAssignee(action, userId), false),
        });
      }
    } catch (error) {
      // 429 TOO_MANY_CALLS (more than 100 forced changes), 409 (changed meanwhile) and the rest: their message.
      setPending(null);
      toast.error(errorMessage(error, t));
    } finally {
      setBusy(false);
      await refreshCalendar(queryClient);
    }
  }

  /** Paint mode: the chosen template into the person's day, checked like any save (and undone like one). */
  async function paintCell(cell: { unitId: string; date: string; userId: string }, force = false) {
    if (!paint) return;
    setBusy(true);
    try {
      const result = await saveEntry(
        { unitId: cell.unitId, date: cell.date, userId: cell.userId, templateId: paint.id },
        force,
      );
      if (result.success) setPending(null);
      else setPending({ result, repeat: (again) => void paintCell(cell, again) });
    } catch (error) {
      setPending(null);
      toast.error(errorMessage(error, t));
    } finally {
      setBusy(false);
      await refreshCalendar(queryClient);
    }
  }

  function handleRequest(request: CalendarDialogRequest) {
    if (paint && request.kind === 'picker' && request.userId)
      void paintCell({ unitId: request.unitId, date: request.date, userId: request.userId });
    else setDialog(request);
  }

  async function handleExport() {
    if (!model.current) return;
    setExporting(true);
    try {
      await exportToExcel(
        model.current,
        {
          row: t(range.view === 'RESOURCE' ? 'calendar.grid.resource' : 'calendar.grid.person'),
          holidays: t('calendar.grid.holidays'),
          sheet: t('calendar.export.sheet'),
        },
        exportFileName(publishable[0]?.name ?? '', range),
      );
    } catch {
      toast.error(t('calendar.export.failed'));
    } finally {
      setExporting(false);
    }
  }

  const firstUnit = unitIds[0];
  const publishable = publishableUnits(data.data);
  return (
    <Page title={t('calendar.title')} titleId="calendar-title">
      {phoneChoice && (
        <div className={styles.viewSwitch} role="group" aria-label={t('calendar.agenda.switch')}>
          {(['agenda', 'grid'] as const).map((layout) => (
            <Button
              key={layout}
              size="small"
              variant={phoneLayout === layout ? 'primary' : 'secondary'}
              aria-pressed={phoneLayout === layout}
              onClick={() => choosePhoneLayout(layout)}
            >
              {t(layout === 'agenda' ? 'calendar.agenda.list' : 'calendar.agenda.grid')}
            </Button>
          ))}
        </div>
      )}
      {!agenda && (
        <CalendarToolbar
          range={range}
          today={today}
          firstDay={settings.firstDay}
          onRange={setRange}
          search={search}
          onSearch={setSearch}
          showDisabled={showDisabled}
          onShowDisabled={setShowDisabled}
          resources={data.data?.resources ?? []}
          resourceFilter={resourceFilter}
          onResourceFilter={setResourceFilter}
          unitPicker={
            <Button size="small" variant="secondary" onClick={() => setPickerOpen(true)}>
              {t('calendar.toolbar.unitsChosen', { count: unitIds.length })}
            </Button>
          }
          onNew={
            firstUnit
              ? () =>
                  setDialog({
                    kind: 'newEntry',
                    unitId: firstUnit,
                    date: range.from < today && range.to >= today ? today : range.from,
                  })
              : undefined
          }
          history={plans ? <PlanHistoryButtons /> : undefined}
          paint={
            plans ? <PaintControl unitIds={unitIds} template={paint} onTemplate={setPaint} /> : undefined
          }
          publish={<PublishButton units={publishable} proposedTo={range.to} />}
          planTools={
            <>
              <FastAbsenceButton onDone={() => void refreshCalendar(queryClient)} />
              <PlanToolsButtons
                range={range}
                data={data.data}
                today={today}
                firstDay={settings.firstDay}
                tool={planTool}
                onTool={setPlanTool}
              />
              <RuleCheckButton
                from={range.from}
                to={range.to}
                defaultUnitId={firstUnit}
                onOpenFinding={openFinding}
              />
              <AutoPlanButton
                open={autoPlan !== null}
                onOpen={(open) => setAutoPlan(open ? 'button' : null)}
                {...(autoPlan === 'hint' ? { defaultRange: { from: range.from, to: range.to } } : {})}
                defaultUnitIds={firstUnit ? [firstUnit] : []}
                resources={(data.data?.resources ?? []).map((item) => ({ id: item.id, name: item.caption }))}
              />
            </>
          }
          outputTools={<PrintButton request={{ ...request, resourceIds: resourceFilter }} />}
          onRefresh={() => void refreshCalendar(queryClient)}
          refreshing={data.isFetching}
          onExport={() => void handleExport()}
          exporting={exporting}
        />
      )}
      <Suspense fallback={null}>
        <AutoPlanPanel />
      </Suspense>
      <QueryContent query={data}>
        {(loaded) =>
          // Another range's answer is not shown under this range's heading: a spinner until this one arrives.
          data.isPlaceholderData ? (
            <PageLoading
              label={t('calendar.loadingRange', { from: formatDate(range.from), to: formatDate(range.to) })}
            />
          ) : (
            <>
              {plans && !agenda && planFill(loaded).assigned === 0 && (
                <EmptyPlanHint
                  openShifts={planFill(loaded).open}
                  onWeekTemplates={firstUnit ? () => setPlanTool('weeks') : undefined}
                  onAutoPlan={openAutoPlanForRange}
                />
              )}
              {agenda ? (
                <CalendarAgenda
                  data={loaded}
                  me={session.currentUserId}
                  today={today}
                  from={range.from}
                  to={range.to}
                  onOpen={(slot) => setDialog({ kind: 'slot', clickType: slot.clickType, slot })}
                  onRange={(from, to) => setParams({ from, to })}
                />
              ) : (
                <CalendarBoard
                  data={loaded}
                  view={range.view}
                  search={search}
                  resourceFilter={resourceFilter}
                  onRequest={handleRequest}
                  me={session.currentUserId}
                  today={today}
                  onDrop={(action) => void runDrop(action, false)}
                  onModel={onModel}
                  scrollToDate={scrollDate ?? (range.from <= today && today <= range.to ? today : null)}
                  layout={settings}
                />
              )}
            </>
          )
        }
      </QueryContent>
      <CalendarUnitPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onApplied={() => setPickerOpen(false)}
      />
      {pending && (
        <ValidatorMessagesDialog
          result={pending.result}
          busy={busy}
          onCancel={() => setPending(null)}
          onRetry={() => pending.repeat(false)}
          onForce={pending.result.model.allowForce ? () => pending.repeat(true) : undefined}
          onAssign={pending.assign}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <CalendarDialogs
            request={dialog}
            data={data.data}
            onClose={() => setDialog(null)}
            onChanged={() => void refreshCalendar(queryClient)}
          />
        </Suspense>
      )}
    </Page>
  );
}
