import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlanChangeSummary } from '@app/shared/calendar/plan-history.contracts';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate, formatWeekday } from '#lib/format';
import { Button } from '#ui/button';
import { ValidatorMessagesDialog, type ValidatorOutcome } from './dialogs/validator-messages';
import { planHistoryQuery, refreshCalendar, stepPlanHistory, type HistoryDirection } from './calendar-api';
import styles from './calendar.module.css';

/** A change in words: "Frühdienst auf Di. 15.12.2026 (Ben Roth) verschoben". */
export function changeText(change: TPlanChangeSummary, t: TFunction, language: string | undefined): string {
  return t(`calendar.history.kind.${change.kind}`, {
    shift: change.shiftName,
    date: `${formatWeekday(change.date, language === 'en' ? 'en' : 'de', 'short')}, ${formatDate(change.date)}`,
    person: change.personName ?? t('calendar.history.open'),
  });
}

interface Refusal {
  direction: HistoryDirection;
  change: TPlanChangeSummary;
  result: ValidatorOutcome;
}

/** Ctrl+Z (Cmd+Z) undoes, Ctrl+Shift+Z and Ctrl+Y redo; not while typing or while a dialog is open. */
function historyKey(event: KeyboardEvent): HistoryDirection | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return null;
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !event.shiftKey ? 'redo' : null;
}

/**
 * Undo and redo of the planner's own changes (issue 28): two buttons naming the change they step, the keyboard
 * shortcuts, and the validator's refusal with "anyway" like a save's. Each step goes through the API, which
 * refuses it when someone changed those shifts since.
 */
export function PlanHistoryButtons() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const history = useQuery(planHistoryQuery);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const language = i18n.resolvedLanguage;

  async function run(direction: HistoryDirection, change: TPlanChangeSummary, force = false) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await stepPlanHistory(direction, change.id, force);
      if (answer.success) {
        setRefusal(null);
        if (answer.result) queryClient.setQueryData(planHistoryQuery.queryKey, answer.result);
        toast.success(
          t(direction === 'undo' ? 'calendar.history.undone' : 'calendar.history.redone', {
            change: changeText(change, t, language),
          }),
        );
      } else {
        setRefusal({ direction, change, result: answer });
      }
    } catch (error) {
      setRefusal(null);
      toast.error(errorMessage(error, t));
    } finally {
      setBusy(false);
      await refreshCalendar(queryClient);
    }
  }

  const next = history.data;
  // The listener stays bound; the event reads the latest answer and state.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const direction = historyKey(event);
    if (!direction) return;
    event.preventDefault();
    const change = next?.[direction];
    if (change) void run(direction, change);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const button = (direction: HistoryDirection) => {
    const change = next?.[direction] ?? null;
    const label = change
      ? t(direction === 'undo' ? 'calendar.history.undoWhat' : 'calendar.history.redoWhat', {
          change: changeText(change, t, language),
        })
      : t(direction === 'undo' ? 'calendar.history.nothingToUndo' : 'calendar.history.nothingToRedo');
    return (
      <Button
        size="small"
        variant="secondary"
        className={styles.historyButton}
        aria-label={label}
        title={label}
        aria-keyshortcuts={
          direction === 'undo' ? 'Control+Z Meta+Z' : 'Control+Shift+Z Control+Y Meta+Shift+Z'
        }
        disabled={!change}
        busy={busy}
        onClick={() => change && void run(direction, change)}
      >
        {direction === 'undo' ? '↶' : '↷'}
      </Button>
    );
  };

  return (
    <div className={styles.historyGroup} role="group" aria-label={t('calendar.history.label')}>
      {button('undo')}
      {button('redo')}
      {refusal && (
        <ValidatorMessagesDialog
          result={refusal.result}
          busy={busy}
          verb={refusal.direction}
          onCancel={() => setRefusal(null)}
          onRetry={() => void run(refusal.direction, refusal.change)}
          onForce={
            refusal.result.model.allowForce
              ? () => void run(refusal.direction, refusal.change, true)
              : undefined
          }
        />
      )}
    </div>
  );
}
