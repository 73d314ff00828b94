import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TComingShift,
  TEmployeeHome,
  TRequestItem,
  TShiftAction,
  TShiftActionResult,
} from '@app/shared/calendar/shift-actions.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TAbsence } from '@app/shared/absences/absence';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { currentLanguage } from '#lib/i18n';
import { runShiftAction } from '#features/calendar/dialogs/actions-api';
import { useValidatedCall } from '#features/calendar/dialogs/use-validated-call';
import { ValidatorMessagesDialog } from '#features/calendar/dialogs/validator-messages';
import { refreshAbsencePages, withdrawAbsence } from '#features/absences/pages/absence-pages-api';
import { groupByDay, shortDay } from './employee-days';
import { timeRange } from './home-section';
import styles from './home-page.module.css';

/** What a request of the person says in a list (and in its withdrawal's confirmation). */
export function useRequestText(): (request: TRequestItem) => string {
  const { t } = useTranslation();
  return (request) => {
    if (request.kind === 'SWAP')
      return t('employeeHome.mineSwap', { shift: request.shiftName, target: request.targetUserName ?? '' });
    if (request.kind === 'SHARE')
      return request.targetUserName
        ? t('employeeHome.mineShare', { shift: request.shiftName, target: request.targetUserName })
        : t('employeeHome.mineShareAll', { shift: request.shiftName });
    return t('employeeHome.mineApply', { shift: request.shiftName });
  };
}

/** Which sheet is open, with what it is about. */
export type SheetRequest =
  | { kind: 'swap'; shift: TComingShift }
  | { kind: 'giveAway'; shift: TComingShift }
  | { kind: 'take'; entry: TShiftEntry }
  | { kind: 'withdraw'; request: TRequestItem }
  | { kind: 'withdrawLeave'; absence: TAbsence; typeName: string };

/** The shift action of a sheet: on success the home reads again and the sheet closes; a refusal shows why. */
export function useSheetAction(onClose: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const call = useValidatedCall<TShiftActionResult>((result) => {
    toast.success(result.message ?? t('employeeHome.done'));
    void queryClient.invalidateQueries({ queryKey: ['home-employee'] });
    void queryClient.invalidateQueries({ queryKey: ['home-planner'] });
    void queryClient.invalidateQueries({ queryKey: ['shift-request'] });
    onClose();
  });
  return {
    ...call,
    send: (action: TShiftAction) => void call.run((force) => runShiftAction({ ...action, force })),
  };
}

/** One of a sheet's buttons; the last of a sheet's answers is its main one. */
export interface SheetAnswer {
  label: string;
  onPress: () => void;
  variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
}

export interface ActionSheetProps {
  title: string;
  children: ReactNode;
  /** What the sheet offers besides cancelling; none: the sheet only informs (its button reads "Schließen"). */
  answers?: readonly SheetAnswer[];
  /** The back or cancel button's label and action (default: cancel, closing the sheet). */
  back?: { label: string; onPress: () => void };
  busy?: boolean;
  failure?: string | null;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
}

/**
 * The one sheet of the home (full-screen on phones): a title, what will happen, an error if the last try
 * failed, and the buttons (cancel or back, then the answers). Swap, give away, take, withdraw and the request
 * opened from a notification differ only in these props.
 */
export function ActionSheet({
  title,
  children,
  answers = [],
  back,
  busy = false,
  failure,
  role = answers.length > 0 ? 'alertdialog' : 'dialog',
  onClose,
}: ActionSheetProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen sheet role={role} onOpenChange={(open) => !open && !busy && onClose()} title={title}>
      <div>{children}</div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={back?.onPress ?? onClose}>
          {back?.label ?? (answers.length > 0 ? t('dialog.cancel') : t('employeeHome.requestClose'))}
        </Button>
        {answers.map((answer, index) => (
          <Button
            key={answer.label}
            variant={answer.variant ?? (index === answers.length - 1 ? 'primary' : 'secondary')}
            busy={busy && index === answers.length - 1}
            disabled={answer.disabled || (busy && index !== answers.length - 1)}
            onClick={answer.onPress}
          >
            {answer.label}
          </Button>
        ))}
      </DialogActions>
    </ModalDialog>
  );
}

/** The open sheet: each says exactly what will happen before anything is sent. */
export function EmployeeSheets({
  data,
  sheet,
  onClose,
}: {
  data: TEmployeeHome;
  sheet: SheetRequest;
  onClose: () => void;
}) {
  const action = useSheetAction(onClose);
  if (action.refusal) return <ValidatorMessagesDialog {...action.refusal} />;
  switch (sheet.kind) {
    case 'swap':
      return <SwapSheet data={data} shift={sheet.shift} action={action} onClose={onClose} />;
    case 'giveAway':
      return <GiveAwaySheet data={data} shift={sheet.shift} action={action} onClose={onClose} />;
    case 'take':
      return <TakeSheet data={data} entry={sheet.entry} action={action} onClose={onClose} />;
    case 'withdraw':
      return <WithdrawSheet request={sheet.request} action={action} onClose={onClose} />;
    case 'withdrawLeave':
      return <WithdrawLeaveSheet absence={sheet.absence} typeName={sheet.typeName} onClose={onClose} />;
  }
}

export type SheetAction = ReturnType<typeof useSheetAction>;

/** What the sheets about one of the person's own shifts (swap, give away) get. */
interface ShiftSheetProps {
  data: TEmployeeHome;
  shift: TComingShift;
  action: SheetAction;
  onClose: () => void;
}

const dayOf = (entry: Pick<TShiftEntry, 'date'>) => shortDay(entry.date, currentLanguage());

function ApprovalLine({ data, unitId }: { data: TEmployeeHome; unitId: string }) {
  const { t } = useTranslation();
  return (
    <p>
      {data.approvalUnitIds.includes(unitId)
        ? t('employeeHome.approvalNeeded')
        : t('employeeHome.noApproval')}
    </p>
  );
}

/** Swap: first which colleague's shift the person wants in return, then what the offer says. */
function SwapSheet({ data, shift, action, onClose }: ShiftSheetProps) {
  const { t } = useTranslation();
  const mine = shift.entry;
  const [target, setTarget] = useState<TShiftEntry | null>(null);
  // The same unit only (a swap changes holders, not units), and not the very shift the person works.
  const candidates = data.swapTargets.filter(
    (entry) =>
      entry.unitId === mine.unitId &&
      !(entry.date === mine.date && entry.begin === mine.begin && entry.end === mine.end),
  );
  if (target === null)
    return (
      <ActionSheet title={t('employeeHome.swapTitle')} role="dialog" onClose={onClose}>
        <p>{t('employeeHome.swapChoose', { shift: mine.name, day: dayOf(mine) })}</p>
        {candidates.length === 0 ? (
          <Notice tone="info">{t('employeeHome.swapNone', { unit: mine.unitName })}</Notice>
        ) : (
          <ol className={styles.days}>
            {groupByDay(candidates, (entry) => entry.date).map((day) => (
              <li key={day.date}>
                <h3 className={styles.dayHeading}>{shortDay(day.date, currentLanguage())}</h3>
                <ul className={styles.choices}>
                  {day.items.map((entry) => (
                    <li key={entry.id}>
                      <button type="button" className={styles.choice} onClick={() => setTarget(entry)}>
                        <strong>{entry.userName}</strong>
                        <span>
                          {entry.name} {timeRange(entry.begin, entry.end)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </ActionSheet>
    );
  return (
    <ActionSheet
      title={t('employeeHome.swapTitle')}
      role="dialog"
      busy={action.busy}
      failure={action.failure}
      back={{ label: t('employeeHome.back'), onPress: () => setTarget(null) }}
      answers={[
        {
          label: t('employeeHome.swapSend'),
          onPress: () => action.send({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: target.id }),
        },
      ]}
      onClose={onClose}
    >
      <p>
        {t('employeeHome.swapConfirm', {
          name: target.userName ?? '',
          shift: mine.name,
          day: dayOf(mine),
          time: timeRange(mine.begin, mine.end),
          theirShift: target.name,
          theirDay: dayOf(target),
          theirTime: timeRange(target.begin, target.end),
        })}
      </p>
      <ApprovalLine data={data} unitId={mine.unitId} />
    </ActionSheet>
  );
}

/** Give away: offered to the whole unit (SHARE without a person), as the sheet says. */
function GiveAwaySheet({ data, shift, action, onClose }: ShiftSheetProps) {
  const { t } = useTranslation();
  const entry = shift.entry;
  return (
    <ActionSheet
      title={t('employeeHome.giveAwayTitle')}
      busy={action.busy}
      failure={action.failure}
      onClose={onClose}
      answers={[
        {
          label: t('employeeHome.giveAwaySend'),
          onPress: () => action.send({ actionMode: 'SHARE', entryId: entry.id }),
        },
      ]}
    >
      <p>
        {t('employeeHome.giveAwayConfirm', {
          shift: entry.name,
          day: dayOf(entry),
          time: timeRange(entry.begin, entry.end),
          unit: entry.unitName,
        })}
      </p>
      <ApprovalLine data={data} unitId={entry.unitId} />
    </ActionSheet>
  );
}

/** The open request by which a colleague offers their shift (a held shift in the list of shifts to take). */
export function offerOf(entry: TShiftEntry, me: string) {
  return entry.userId === null
    ? undefined
    : entry.requests.find(
        (request) => request.kind === 'SHARE' && request.state === 'OPEN' && request.requesterId !== me,
      );
}

/** Take an open shift (SETUSER for oneself) or a colleague's offered one (SHAREACCEPT of their offer). */
function TakeSheet({
  data,
  entry,
  action,
  onClose,
}: {
  data: TEmployeeHome;
  entry: TShiftEntry;
  action: SheetAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const offer = offerOf(entry, session.currentUserId);
  const details = {
    shift: entry.name,
    day: dayOf(entry),
    time: timeRange(entry.begin, entry.end),
    unit: entry.unitName,
  };
  return (
    <ActionSheet
      title={t('employeeHome.takeTitle')}
      busy={action.busy}
      failure={action.failure}
      onClose={onClose}
      answers={[
        {
          label: t('employeeHome.takeSend'),
          onPress: () =>
            action.send(
              offer
                ? { actionMode: 'SHAREACCEPT', entryId: entry.id, requestId: offer.id }
                : { actionMode: 'SETUSER', entryId: entry.id, targetUserId: session.currentUserId },
            ),
        },
      ]}
    >
      {offer ? (
        <>
          <p>{t('employeeHome.takeOfferConfirm', { ...details, name: offer.requesterName })}</p>
          <ApprovalLine data={data} unitId={entry.unitId} />
        </>
      ) : (
        <p>{t('employeeHome.takeConfirm', details)}</p>
      )}
    </ActionSheet>
  );
}

const withdrawModes = { SWAP: 'SWAPREMOVE', SHARE: 'SHAREREMOVE', APPLY: 'APPLYREMOVE' } as const;

function WithdrawSheet({
  request,
  action,
  onClose,
}: {
  request: TRequestItem;
  action: SheetAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const requestText = useRequestText();
  const entryId = request.entryId;
  return (
    <ActionSheet
      title={t('employeeHome.withdrawTitle')}
      busy={action.busy}
      failure={action.failure}
      onClose={onClose}
      answers={[
        {
          label: t('employeeHome.withdrawSend'),
          variant: 'danger',
          disabled: entryId === null,
          onPress: () =>
            entryId &&
            action.send({ actionMode: withdrawModes[request.kind], entryId, requestId: request.id }),
        },
      ]}
    >
      <p>{t('employeeHome.withdrawConfirm', { request: requestText(request), day: dayOf(request) })}</p>
    </ActionSheet>
  );
}

function WithdrawLeaveSheet({
  absence,
  typeName,
  onClose,
}: {
  absence: TAbsence;
  typeName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function withdraw() {
    setBusy(true);
    setFailure(null);
    try {
      await withdrawAbsence(absence);
      toast.success(t('employeeHome.done'));
      await refreshAbsencePages(queryClient);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ActionSheet
      title={t('employeeHome.withdrawTitle')}
      busy={busy}
      failure={failure}
      onClose={onClose}
      answers={[
        {
          label: t('employeeHome.withdrawSend'),
          variant: 'danger',
          onPress: () => void withdraw(),
        },
      ]}
    >
      <p>
        {t('employeeHome.withdrawLeaveConfirm', {
          request: t('employeeHome.mineLeave', { type: typeName }),
          from: dayOf({ date: absence.begin }),
          to: dayOf({ date: absence.end }),
        })}
      </p>
    </ActionSheet>
  );
}
