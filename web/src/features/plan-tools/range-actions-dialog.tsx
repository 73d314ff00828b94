import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { planToolContracts as contracts } from '@app/shared/plan-tools/plan-tools.contracts';
import {
  rangeActions,
  type TRangeActions,
  type TRangeSource,
  type TWeekTemplateApplyResult,
} from '@app/shared/plan-tools/week-template';
import {
  initialRange,
  movedRange,
  rangeActionProblem,
  type RangeProblem,
} from '@app/shared/plan-tools/week-template-plan';
import { usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { refreshCalendar } from '#features/calendar/calendar-api';
import { planToolsKey, rangeActionsQuery } from './plan-tools-api';
import { PersonDayNotes } from './person-day-notes';
import styles from './plan-tools.module.css';

export interface RangeActionsDialogProps {
  /** The units shown in the calendar: the dialog acts on one of them. */
  units: readonly { id: string; name: string }[];
  /** The unit chosen first; null: none (the run says 'unit-choose2'). */
  unitId: string | null;
  /** The calendar's range; from the week view the start moves to Monday. */
  range: { from: string; to: string };
  source: TRangeSource;
  /** The action to start with (the tools menu's "delete plan data"); else the unit's default. */
  initialAction?: 'WEEKTEMPLATES' | 'DELETEDATA' | 'PUBLISH';
  onClose: () => void;
}

/**
 * The calendar's range dialog (spec: from, to, an action and the run button 'actionrun'): apply week templates,
 * delete plan data, or publish (to-date only), for one of the units shown. Checks the spec's rules before
 * anything is sent.
 */
export function RangeActionsDialog(props: RangeActionsDialogProps) {
  const { t } = useTranslation();
  const { onClose } = props;
  const [unitId, setUnitId] = useState(props.unitId ?? '');
  const actions = useQuery({ ...rangeActionsQuery(unitId, props.source), enabled: unitId !== '' });
  const unitName = props.units.find((unit) => unit.id === unitId)?.name ?? '';
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('planTools.range.title', { unit: unitName })}
      size="medium"
    >
      {actions.error ? (
        <DialogQueryContent query={actions}>{() => null}</DialogQueryContent>
      ) : (
        <RangeActionsForm
          // A unit chosen anew starts the form afresh: its templates and options are others.
          key={`${unitId}:${actions.data ? 'loaded' : 'pending'}`}
          {...props}
          unitId={unitId}
          onUnit={setUnitId}
          loaded={actions.data}
        />
      )}
    </ModalDialog>
  );
}

function problemText(problem: RangeProblem, t: TFunction): string {
  if (problem.key === 'planTools.range.unknownAction') return t(problem.key, { action: problem.action });
  if (problem.key === 'planTools.range.tooLong') return t(problem.key, { days: problem.days });
  return t(problem.key);
}

function RangeActionsForm({
  units,
  unitId,
  onUnit,
  range,
  source,
  initialAction,
  loaded: answer,
  onClose,
}: Omit<RangeActionsDialogProps, 'unitId'> & {
  unitId: string;
  onUnit: (unitId: string) => void;
  loaded: TRangeActions | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const plans = usePermission('calendar.plan');
  const publishes = usePermission('calendar.publish');
  // Until a unit is chosen (and its answer is in), what the caller's permissions allow.
  const loaded = answer ?? fallbackActions(source, plans, publishes);
  const start = initialRange(range, source);
  const [dates, setDates] = useState<{ from: string | null; to: string | null }>(start);
  const [action, setAction] = useState<string>(
    initialAction && loaded.actions.includes(initialAction) ? initialAction : (loaded.defaultAction ?? ''),
  );
  const [weekIds, setWeekIds] = useState<string[]>([]);
  const [repeat, setRepeat] = useState('');
  const [flags, setFlags] = useState(loaded.options);

  const [problem, setProblem] = useState<RangeProblem | null>(null);

  const [outcome, setOutcome] = useState<{
    message: string;
    notes: TWeekTemplateApplyResult['notes'];
  } | null>(null);
  const run = useMutation({
    mutationFn: async (): Promise<
      string | { error: string } | { message: string; notes: TWeekTemplateApplyResult['notes'] }
    > => {
      const from = dates.from ?? '';
      const to = dates.to ?? '';
      if (action === 'WEEKTEMPLATES') {
        const result = await callApi(contracts.applyWeekTemplates, {
          body: {
            groupId: unitId,
            // In the order of the list: the rotation follows it.
            weekIds: loaded.weekTemplates.filter((week) => weekIds.includes(week.id)).map((week) => week.id),
            begin: from,
            end: to,
            ...flags,
            repeat: repeat.trim() === '' ? null : Number(repeat),
          },
        });
        const message = applyMessage(result, t);
        // What the rules left out or warned about stays on screen by person and day.
        if (result.notes.length)
          return { message: typeof message === 'string' ? message : message.error, notes: result.notes };
        return message;
      }
      if (action === 'DELETEDATA') {
        const result = await callApi(contracts.deleteData, {
          body: { groupId: unitId, begin: from, end: to },
        });
        return t('planTools.range.deleted', { count: result.deleted });
      }
      const published = await callApi(publishContracts.publish, { body: { groupId: unitId, publishTo: to } });
      return t('planTools.range.published', { date: formatDate(published.publishedTo ?? to) });
    },
    onSuccess: async (message) => {
      await Promise.all([
        refreshCalendar(queryClient),
        queryClient.invalidateQueries({ queryKey: planToolsKey }),
      ]);
      if (typeof message !== 'string' && 'notes' in message) {
        setOutcome(message);
        return;
      }
      if (typeof message === 'string') toast.success(message);
      else toast.error(message.error);
      onClose();
    },
  });

  function submit() {
    const found = rangeActionProblem({ action: action || null, ...dates, unitId: unitId || null, weekIds });
    setProblem(found);
    if (!found) run.mutate();
  }

  const change = (which: 'from' | 'to', value: string | null) => setDates(movedRange(dates, which, value));
  if (outcome) return <ApplyNotes outcome={outcome} onClose={onClose} />;
  const repeatNumber = Number(repeat);
  const repeatInvalid =
    repeat.trim() !== '' && (!Number.isInteger(repeatNumber) || repeatNumber < 1 || repeatNumber > 52);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problem && <Notice tone="error">{problemText(problem, t)}</Notice>}
      {run.error && <Notice tone="error">{errorMessage(run.error, t)}</Notice>}
      <SelectField label={t('planTools.range.unit')} value={unitId} onChange={(e) => onUnit(e.target.value)}>
        <option value="">{t('planTools.range.chooseUnit')}</option>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('planTools.range.action')}
        value={action}
        onChange={(e) => setAction(e.target.value)}
      >
        <option value="">{t('planTools.range.choose')}</option>
        {rangeActions
          .filter((candidate) => loaded.actions.includes(candidate))
          .map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`planTools.range.action.${candidate}`)}
            </option>
          ))}
      </SelectField>
      <div className={styles.dates}>
        {action !== 'PUBLISH' && (
          <DateField
            label={t('planTools.range.from')}
            value={dates.from}
            onChange={(v) => change('from', v)}
          />
        )}
        <DateField label={t('planTools.range.to')} value={dates.to} onChange={(v) => change('to', v)} />
      </div>
      {action === 'WEEKTEMPLATES' && (
        <fieldset className={styles.fieldset}>
          <legend>{t('planTools.range.templates')}</legend>
          {loaded.weekTemplates.length === 0 && <p>{t('planTools.range.noTemplates')}</p>}
          {loaded.weekTemplates.map((week) => (
            <Checkbox
              key={week.id}
              label={week.name}
              checked={weekIds.includes(week.id)}
              onChange={(event) =>
                setWeekIds(
                  event.target.checked ? [...weekIds, week.id] : weekIds.filter((id) => id !== week.id),
                )
              }
            />
          ))}
          <TextField
            label={t('planTools.range.repeat')}
            type="number"
            min={1}
            max={52}
            placeholder="1"
            value={repeat}
            error={repeatInvalid ? t('planTools.range.repeat') + ': 1–52' : undefined}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <Checkbox
            label={t('planTools.range.overwrite')}
            checked={flags.overwrite}
            onChange={(event) => setFlags({ ...flags, overwrite: event.target.checked })}
          />
          <Checkbox
            label={t('planTools.range.noCollision')}
            checked={flags.noCollision}
            onChange={(event) => setFlags({ ...flags, noCollision: event.target.checked })}
          />
          <Checkbox
            label={t('planTools.range.skipHolidays')}
            checked={flags.skipHolidays}
            onChange={(event) => setFlags({ ...flags, skipHolidays: event.target.checked })}
          />
        </fieldset>
      )}
      {action === 'DELETEDATA' && dates.from && dates.to && (
        <Notice tone="info">
          {t('planTools.range.deleteHint', { from: formatDate(dates.from), to: formatDate(dates.to) })}
        </Notice>
      )}
      {action === 'PUBLISH' && dates.to && (
        <Notice tone="info">
          {t('planTools.range.publishHint', {
            to: formatDate(dates.to),
            current: loaded.publishedTo ? formatDate(loaded.publishedTo) : t('planTools.range.publishNone'),
          })}
        </Notice>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={run.isPending} disabled={repeatInvalid}>
          {t('planTools.range.run')}
        </Button>
      </DialogActions>
    </form>
  );
}

function fallbackActions(source: TRangeSource, plans: boolean, publishes: boolean): TRangeActions {
  const actions = [
    ...(plans ? (['WEEKTEMPLATES', 'DELETEDATA'] as const) : []),
    ...(publishes ? (['PUBLISH'] as const) : []),
  ];
  const preferred = source === 'publish' ? 'PUBLISH' : 'WEEKTEMPLATES';
  return {
    unitId: '',
    unitName: '',
    actions,
    defaultAction: actions.find((candidate) => candidate === preferred) ?? actions[0] ?? null,
    weekTemplates: [],
    options: { overwrite: false, noCollision: false, skipHolidays: false },
    publishedTo: null,
  };
}

/** The week templates' rows left out or warned about, by person and day, with why. */
function ApplyNotes({
  outcome,
  onClose,
}: {
  outcome: { message: string; notes: TWeekTemplateApplyResult['notes'] };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PersonDayNotes
      summary={outcome.message}
      tone={outcome.notes.every((note) => note.outcome === 'warned') ? 'info' : 'warning'}
      label={t('planTools.apply.notes')}
      notes={outcome.notes.map((note, index) => ({
        key: `${note.userId ?? 'open'}#${note.date}#${index}`,
        name: note.name,
        date: note.date,
        text: `${t(`planTools.apply.outcome.${note.outcome}`)} – ${note.message}`,
      }))}
      onClose={onClose}
    />
  );
}

/** '{n} shifts applied.', and when rules left some out, the error toast with their count. */
export function applyMessage(result: TWeekTemplateApplyResult, t: TFunction): string | { error: string } {
  const applied = t('planTools.apply.applied', { count: result.applied });
  if (result.failed > 0)
    return { error: `${applied} ${t('planTools.apply.skipped', { count: result.failed })}` };
  return result.missed > 0 ? `${applied} ${t('planTools.apply.missed', { count: result.missed })}` : applied;
}
