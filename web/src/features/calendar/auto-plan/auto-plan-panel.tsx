import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UiKey } from '@app/shared/i18n/resources';
import type * as z from 'zod';
import type { ZAutoPlanOpenSlot, ZAutoPlanRunDetail } from '@app/shared/planner/auto-planning';
import { usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { MutedText, Panel } from '#ui/layout';
import { Notice } from '#ui/notice';
import { refreshCalendar } from '../calendar-api';
import {
  acceptProposals,
  autoPlanRunQuery,
  autoPlanRunsQuery,
  downloadRunLog,
  refreshAutoPlan,
  rejectProposals,
  type OtherProposals,
} from './auto-plan-api';
import { AutoNotifyDialog } from './auto-notify-dialog';
import styles from './auto-plan.module.css';

type RunDetail = z.infer<typeof ZAutoPlanRunDetail>;
type OpenSlot = z.infer<typeof ZAutoPlanOpenSlot>;

function times(item: { begin: string | null; end: string | null }): string {
  return item.begin && item.end ? ` ${item.begin}–${item.end}` : '';
}

/**
 * The latest run still proposed, above the calendar for planners: the summary (with why the planning stopped),
 * the proposals with a checkbox each, the slots left open with the reasons, accept all or the selected ones,
 * discard, and the reasons file. Accepting some asks what becomes of the others (kept as proposals unless the
 * planner discards them, issue 28). Accepting leads on to telling the people concerned.
 */
export function AutoPlanPanel() {
  const plans = usePermission('calendar.plan');
  const runs = useQuery({ ...autoPlanRunsQuery, enabled: plans });
  const [notifyRunId, setNotifyRunId] = useState<string | null>(null);
  const latest = runs.data?.items.find((run) => run.state === 'proposed');
  return (
    <>
      {latest && <RunPanel key={latest.id} runId={latest.id} onAccepted={setNotifyRunId} />}
      {notifyRunId && <AutoNotifyDialog runId={notifyRunId} onClose={() => setNotifyRunId(null)} />}
    </>
  );
}

function RunPanel({ runId, onAccepted }: { runId: string; onAccepted: (runId: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const run = useQuery(autoPlanRunQuery(runId));
  const [hidden, setHidden] = useState(false);
  if (run.error) return <Notice tone="error">{errorMessage(run.error, t)}</Notice>;
  if (!run.data) return null;
  return (
    <Panel className={styles.panel}>
      <section aria-labelledby={headingId}>
        <div className={styles.panelHeader}>
          <h2 id={headingId}>{t('autoPlan.panel.title')}</h2>
          <Button size="small" variant="secondary" onClick={() => setHidden((was) => !was)}>
            {hidden ? t('autoPlan.panel.show') : t('autoPlan.panel.hide')}
          </Button>
        </div>
        {!hidden && <RunBody run={run.data} onAccepted={onAccepted} />}
      </section>
    </Panel>
  );
}

function RunBody({ run, onAccepted }: { run: RunDetail; onAccepted: (runId: string) => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const proposalsId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmReject, setConfirmReject] = useState(false);
  // Accepting some: the choice of what becomes of the others is open (keep them, unless the planner says so).
  const [choosing, setChoosing] = useState(false);
  const [others, setOthers] = useState<OtherProposals>('keep');

  const afterDecision = async () => {
    await Promise.all([refreshCalendar(queryClient), refreshAutoPlan(queryClient)]);
  };
  const accept = useMutation({
    mutationFn: (choice: { entryIds?: string[]; others?: OtherProposals }) =>
      acceptProposals(run.id, choice.entryIds, choice.others),
    onSuccess: async (decision) => {
      setChoosing(false);
      setSelected(new Set());
      if (decision.kept > 0) {
        toast.success(t('autoPlan.panel.acceptedOnly', { count: decision.accepted }));
        toast.info(t('autoPlan.panel.kept', { count: decision.kept }));
      } else
        toast.success(
          t('autoPlan.panel.accepted', { accepted: decision.accepted, discarded: decision.discarded }),
        );
      if (decision.skipped > 0) toast.info(t('autoPlan.panel.skipped', { count: decision.skipped }));
      await afterDecision();
      if (decision.accepted > 0) onAccepted(run.id);
    },
    onError: (error) => {
      if (!choosing) toast.error(errorMessage(error, t));
    },
  });
  const unselected = run.proposals.length - selected.size;
  const acceptSelected = () => {
    if (unselected === 0) accept.mutate({ entryIds: [...selected] });
    else {
      setOthers('keep');
      setChoosing(true);
    }
  };
  const reject = useMutation({
    mutationFn: () => rejectProposals(run.id),
    onSuccess: async () => {
      setConfirmReject(false);
      toast.success(t('autoPlan.panel.rejected'));
      await afterDecision();
    },
  });
  const log = useMutation({
    mutationFn: () => downloadRunLog(run.id),
    onError: (error) => toast.error(errorMessage(error, t)),
  });

  const reasonText = (reason: OpenSlot['reasons'][number]) =>
    i18n.exists(reason.key) ? t(reason.key as UiKey, reason.params) : reason.key;
  const toggle = (entryId: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(entryId);
      else next.delete(entryId);
      return next;
    });
  const allSelected = run.proposals.length > 0 && selected.size === run.proposals.length;
  const summary = run.summary;
  const busy = accept.isPending || reject.isPending;
  const seconds = (ms: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ms / 1000);
  const gapText = (percent: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent);

  return (
    <>
      <MutedText>
        {t('autoPlan.panel.range', {
          from: formatDate(run.range.start),
          to: formatDate(run.range.end),
          name: run.createdBy.name,
        })}
      </MutedText>
      {summary && (
        <p role="status">
          {t('autoPlan.panel.summary', { filled: summary.filled, slots: summary.slots, open: summary.open })}
          {summary.missing > 0 &&
            ` ${t('autoPlan.panel.minimum', { added: summary.added, missing: summary.missing })}`}
          {summary.withWarnings > 0 &&
            ` ${t('autoPlan.panel.withWarnings', { count: summary.withWarnings })}`}
        </p>
      )}
      {summary?.stop && (
        <MutedText>
          {t(`autoPlan.panel.stop.${summary.stop}`, {
            seconds: seconds(summary.solverMs),
            gap: gapText(summary.gapPct ?? 0),
          })}
          {/* Stopped otherwise than at or near the bound: how far the proposal may still be from the best. */}
          {(summary.stop === 'noImprovement' || summary.stop === 'timeLimit') &&
            typeof summary.gapPct === 'number' &&
            ` ${t('autoPlan.panel.gap', { gap: gapText(summary.gapPct) })}`}
        </MutedText>
      )}
      {/* Nothing to accept: say why and how open shifts come about, instead of an active "accept all". */}
      {run.proposals.length === 0 && (
        <Notice tone="info">
          {summary?.slots === 0 ? t('autoPlan.panel.nothingOpen') : t('autoPlan.panel.nothingProposed')}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button
          busy={accept.isPending && accept.variables?.entryIds === undefined}
          disabled={busy || run.proposals.length === 0}
          onClick={() => accept.mutate({})}
        >
          {t('autoPlan.panel.acceptAll')}
        </Button>
        <Button
          variant="secondary"
          busy={accept.isPending && accept.variables?.entryIds !== undefined}
          disabled={busy || selected.size === 0}
          onClick={acceptSelected}
        >
          {t('autoPlan.panel.acceptSelected', { count: selected.size })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirmReject(true)}>
          {t('autoPlan.panel.reject')}
        </Button>
        {run.options.downloadLog && (
          <Button variant="secondary" busy={log.isPending} onClick={() => log.mutate()}>
            {t('autoPlan.panel.log')}
          </Button>
        )}
      </div>
      <div className={styles.columns}>
        <div>
          <h3 id={proposalsId}>{t('autoPlan.panel.proposals')}</h3>
          <label>
            <input
              type="checkbox"
              checked={allSelected}
              disabled={run.proposals.length === 0}
              onChange={(event) =>
                setSelected(new Set(event.target.checked ? run.proposals.map((item) => item.entryId) : []))
              }
            />{' '}
            {t('autoPlan.panel.selectAll')}
          </label>
          <div className={styles.scroll}>
            <DataTable
              labelledBy={proposalsId}
              rows={run.proposals}
              rowKey={(item) => item.entryId}
              columns={[
                {
                  header: t('autoPlan.panel.select'),
                  headerHidden: true,
                  cell: (item) => (
                    <input
                      type="checkbox"
                      aria-label={`${item.name}, ${formatDate(item.date)}, ${item.caption}`}
                      checked={selected.has(item.entryId)}
                      onChange={(event) => toggle(item.entryId, event.target.checked)}
                    />
                  ),
                },
                { header: t('autoPlan.panel.date'), cell: (item) => formatDate(item.date) },
                {
                  header: t('autoPlan.panel.shift'),
                  cell: (item) =>
                    `${item.caption}${times(item)}${item.addsShift ? ` (${t('autoPlan.panel.addsShift')})` : ''}`,
                },
                { header: t('autoPlan.panel.person'), isRowHeader: true, cell: (item) => item.name },
                { header: t('autoPlan.panel.warnings'), cell: (item) => item.warnings.join('; ') },
              ]}
            />
          </div>
        </div>
        <div>
          <h3>{t('autoPlan.panel.open')}</h3>
          {run.open.length === 0 && <p>{t('autoPlan.panel.noneOpen')}</p>}
          <div className={styles.scroll}>
            <ul className={styles.openList} aria-label={t('autoPlan.panel.open')}>
              {run.open.map((slot, index) => (
                <li key={slot.entryId ?? `${slot.unitId}-${slot.date}-${index}`}>
                  {formatDate(slot.date)} {slot.caption}
                  {times(slot)}
                  <ul className={styles.reasons}>
                    {slot.reasons.length === 0 && <li>{t('autoPlan.panel.noReason')}</li>}
                    {slot.reasons.map((reason, reasonIndex) => (
                      <li key={`${reason.userId ?? ''}-${reasonIndex}`}>
                        {reason.userId ? `${reason.name}: ${reasonText(reason)}` : reasonText(reason)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <ConfirmDialog
        isOpen={choosing}
        title={t('autoPlan.panel.othersTitle')}
        confirmLabel={t('autoPlan.panel.acceptChosen')}
        busy={accept.isPending}
        error={accept.error ? errorMessage(accept.error, t) : null}
        onConfirm={() => accept.mutate({ entryIds: [...selected], others })}
        onCancel={() => {
          setChoosing(false);
          accept.reset();
        }}
      >
        <fieldset className={styles.othersChoice}>
          <legend>{t('autoPlan.panel.othersQuestion', { count: unselected })}</legend>
          {(['keep', 'discard'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${run.id}-others`}
                value={option}
                checked={others === option}
                onChange={() => setOthers(option)}
              />{' '}
              {t(option === 'keep' ? 'autoPlan.panel.keepOthers' : 'autoPlan.panel.discardOthers')}
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirmReject}
        title={t('autoPlan.panel.rejectTitle')}
        confirmLabel={t('autoPlan.panel.reject')}
        tone="danger"
        busy={reject.isPending}
        error={reject.error ? errorMessage(reject.error, t) : null}
        onConfirm={() => reject.mutate()}
        onCancel={() => setConfirmReject(false)}
      >
        {t('autoPlan.panel.rejectConfirm')}
      </ConfirmDialog>
    </>
  );
}
