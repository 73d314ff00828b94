import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import type { TBooking } from '@app/shared/time-tracking/booking';
import { DateField } from '#ui/date-field';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { Button } from '#ui/button';
import { FormGrid, MutedText, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { isEditionProblem } from '#app/api-problems';
import { usePermission } from '#app/session';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { formatDate } from '#lib/format';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import { errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import {
  bookingFields,
  bookingProblems,
  emptyBookingState,
  stateFromBooking,
  toBookingBody,
  type BookingField,
  type BookingFormState,
} from './booking-form';
import { cancelBooking, deleteBooking, saveBooking } from './time-api';
import styles from './time.module.css';

export interface BookingDialogProps {
  userId: string;
  /** The booking to correct; without it a new one on `day`. */
  booking?: TBooking | undefined;
  day: string;
  costUnits: readonly { code: string; name: string }[];
  /** The person edits their own bookings: the result waits for approval (said up front). */
  own: boolean;
  onClose: () => void;
  onSaved: (result: { booking: TBooking; requested: boolean }) => void;
  /** After the booking was cancelled (kept, counts nothing) or deleted. */
  onRemoved: (how: 'cancelled' | 'deleted') => void;
}

/** The EditBooking dialog (`/Time/EditBooking`): clock-in and -out, pauses, cost unit and note of one day. */
export function BookingDialog({
  userId,
  booking,
  day,
  costUnits,
  own,
  onClose,
  onSaved,
  onRemoved,
}: BookingDialogProps) {
  const { t } = useTranslation();
  const approves = usePermission('time.approve');
  const [removing, setRemoving] = useState<'cancel' | 'delete' | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [state, setState] = useState<BookingFormState>(() =>
    booking ? stateFromBooking(booking) : emptyBookingState(day),
  );
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<BookingField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problems = bookingProblems(state);
  const problem = (field: BookingField): string | undefined => {
    const key = showProblems ? problems[field] : undefined;
    // The server's message is already in the caller's language.
    return key ? t(key as UiKey) : serverProblems[field];
  };
  const update = (change: Partial<BookingFormState>) => {
    setState((current) => ({ ...current, ...change }));
    setServerProblems({});
  };
  const setPause = (index: number, change: Partial<BookingFormState['pauses'][number]>) =>
    update({ pauses: state.pauses.map((pause, at) => (at === index ? { ...pause, ...change } : pause)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await saveBooking(toBookingBody(state, userId, booking));
      onSaved(result);
      onClose();
    } catch (error) {
      if (isEditionProblem(error)) return;
      const issues = fieldIssuesOf(error).filter((issue) =>
        (bookingFields as readonly string[]).includes(issue.field),
      );
      if (issues.length > 0)
        setServerProblems(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      else setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!booking || !removing) return;
    setBusy(true);
    setRemoveFailure(null);
    try {
      if (removing === 'cancel') await cancelBooking(booking.id, booking.version);
      else await deleteBooking(booking.id, booking.version);
      onRemoved(removing === 'cancel' ? 'cancelled' : 'deleted');
      onClose();
    } catch (error) {
      setRemoveFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  // A cancelled booking stays for the record; an open one is the clock's (it ends by clocking out).
  const cancellable =
    booking !== undefined && booking.state !== bookingStates.canceled && booking.clockOut !== null;
  const when = booking
    ? { date: formatDate(booking.day), from: booking.begin, to: booking.end ?? '' }
    : undefined;
  const costUnitKnown = !state.costUnit || costUnits.some((unit) => unit.code === state.costUnit);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(booking ? 'time.edit.titleEdit' : 'time.edit.titleNew')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        {own && <MutedText>{t('time.edit.requestHint')}</MutedText>}
        <FormGrid>
          <Wide>
            <DateField
              label={t('time.edit.date')}
              value={state.day}
              onChange={(value) => update({ day: value })}
              error={problem('day')}
            />
          </Wide>
          <TimeField
            label={t('time.edit.clockIn')}
            value={state.begin}
            onChange={(value) => update({ begin: value ?? null })}
            error={problem('begin')}
            step={1}
            required
          />
          <TimeField
            label={t('time.edit.clockOut')}
            value={state.end}
            onChange={(value) => update({ end: value ?? null })}
            error={problem('end')}
            step={1}
            required
          />
          <Wide>
            <fieldset className={styles.pauses}>
              <legend>{t('time.edit.pauses')}</legend>
              {state.pauses.map((pause, index) => (
                <div key={index} className={styles.pauseRow}>
                  <TimeField
                    label={t('time.edit.pauseFrom')}
                    value={pause.begin}
                    onChange={(value) => setPause(index, { begin: value ?? null })}
                    step={1}
                  />
                  <TimeField
                    label={t('time.edit.pauseTo')}
                    value={pause.end}
                    onChange={(value) => setPause(index, { end: value ?? null })}
                    step={1}
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => update({ pauses: state.pauses.filter((_, at) => at !== index) })}
                  >
                    {t('time.edit.removePause', { index: index + 1 })}
                  </Button>
                </div>
              ))}
              {problem('pauses') && (
                <p className={styles.fieldError} role="alert">
                  {problem('pauses')}
                </p>
              )}
              <Button
                variant="secondary"
                size="small"
                onClick={() => update({ pauses: [...state.pauses, { begin: null, end: null }] })}
              >
                {t('time.edit.addPause')}
              </Button>
            </fieldset>
          </Wide>
          {(costUnits.length > 0 || state.costUnit) && (
            <Wide>
              <SelectField
                label={t('time.edit.costUnit')}
                value={state.costUnit}
                onChange={(event) => update({ costUnit: event.target.value })}
                error={problem('costUnit')}
              >
                <option value="">{t('time.clock.costUnitNone')}</option>
                {!costUnitKnown && <option value={state.costUnit}>{state.costUnit}</option>}
                {costUnits.map((unit) => (
                  <option key={unit.code} value={unit.code}>
                    {unit.code} – {unit.name}
                  </option>
                ))}
              </SelectField>
            </Wide>
          )}
          <Wide>
            <MemoField
              label={t('time.edit.note')}
              value={state.note}
              onChange={(value) => update({ note: value ?? '' })}
              error={problem('note')}
              rows={3}
              maxLength={500}
            />
          </Wide>
        </FormGrid>
        {booking && (cancellable || approves) && (
          <div className={styles.bookingRemove}>
            {cancellable && (
              <Button variant="secondary" size="small" onClick={() => setRemoving('cancel')}>
                {t('time.edit.cancelBooking')}
              </Button>
            )}
            {approves && (
              <Button variant="danger" size="small" onClick={() => setRemoving('delete')}>
                {t('time.edit.deleteBooking')}
              </Button>
            )}
          </div>
        )}
        <FormDialogActions submitLabel={t('dialog.save')} busy={busy} onCancel={onClose} />
      </form>
      {when && (
        <ConfirmDialog
          isOpen={removing !== null}
          title={t(removing === 'delete' ? 'time.edit.deleteTitle' : 'time.edit.cancelTitle')}
          confirmLabel={t(removing === 'delete' ? 'time.edit.deleteBooking' : 'time.edit.cancelBooking')}
          tone="danger"
          busy={busy}
          error={removeFailure}
          onConfirm={() => void remove()}
          onCancel={() => {
            setRemoving(null);
            setRemoveFailure(null);
          }}
        >
          <p>{t(removing === 'delete' ? 'time.edit.deleteText' : 'time.edit.cancelText', when)}</p>
        </ConfirmDialog>
      )}
    </ModalDialog>
  );
}
