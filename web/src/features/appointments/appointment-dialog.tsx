import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  maxAppointmentNoteLength,
  maxLocationLength,
  maxSubjectLength,
  type TAppointment,
} from '@app/shared/appointments/appointment';
import type { UiKey } from '@app/shared/i18n/resources';
import { usePermission, useSession } from '#app/session';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { UserCombo } from '#ui/widgets/combo-field';
import { DateRangeField } from '#ui/widgets/date-range-field';
import { MemoField, StringField } from '#ui/widgets/string-field';
import { errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { tagsQuery } from '#features/masterdata/tags/tags-api';
import { UnitsPicker } from '#features/organisation/pickers/units-picker';
import { usersQuery } from '#features/settings/users/users-api';
import {
  appointmentProblems,
  emptyAppointmentState,
  patternFromRange,
  stateFromAppointment,
  toSaveBody,
  type AppointmentField,
  type AppointmentFormState,
  type AppointmentProblems,
} from './appointment-form';
import { appointmentQuery, saveAppointment } from './appointments-api';
import { SerialPatternEditor } from './serial-pattern-editor';
import { useAppointmentTexts } from './use-appointment-texts';
import styles from './appointments.module.css';

export interface AppointmentDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a save, with what the server stored. */
  onSaved: (appointment: TAppointment) => void;
  /** An existing appointment ('date-edit'); without it a new one ('newdate-create'). */
  appointmentId?: string | undefined;
  /** With `appointmentId` of a series: edit this day's occurrence only. */
  occurrence?: string | undefined;
  /** The day a new appointment starts on (the calendar's clicked day); today without it. */
  date?: string | undefined;
}

/** COMMON_APP: a common appointment, new or existing, single or a series, or one occurrence of a series. */
export function AppointmentDialog(props: AppointmentDialogProps) {
  const { open, onClose, appointmentId } = props;
  const ready = useAppointmentTexts();
  const { t } = useTranslation();
  const existing = useQuery({ ...appointmentQuery(appointmentId ?? ''), enabled: open && !!appointmentId });
  if (!open || !ready) return null;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(appointmentId ? 'appointment.title.edit' : 'appointment.title.create')}
      size="large"
    >
      {appointmentId ? (
        <DialogQueryContent query={existing}>
          {(appointment) => <AppointmentForm {...props} appointment={appointment} />}
        </DialogQueryContent>
      ) : (
        <AppointmentForm {...props} />
      )}
    </ModalDialog>
  );
}

const formFields: readonly AppointmentField[] = ['subject', 'location', 'userId', 'range', 'serial'];
const issueField: Partial<Record<string, AppointmentField>> = {
  subject: 'subject',
  location: 'location',
  userId: 'userId',
  begin: 'range',
  end: 'range',
  beginTime: 'range',
  endTime: 'range',
  serial: 'serial',
};

export function AppointmentForm({
  appointment,
  occurrence,
  date,
  onClose,
  onSaved,
  saveCall = saveAppointment,
}: AppointmentDialogProps & {
  appointment?: TAppointment | undefined;
  /** The save call (tests give a stand-in; the app sends `absences.save`). */
  saveCall?: typeof saveAppointment;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const plan = usePermission('calendar.plan');
  const listUsers = usePermission('user.show');
  const today = todayInDisplayZone();
  const oneOccurrence = appointment?.serial && occurrence ? occurrence : undefined;
  const [state, setState] = useState<AppointmentFormState>(() =>
    appointment
      ? stateFromAppointment(appointment, oneOccurrence)
      : emptyAppointmentState(date ?? today, session.currentUserId),
  );
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<AppointmentProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const users = useQuery({ ...usersQuery, enabled: plan && listUsers, retry: false });
  const tags = useQuery({ ...tagsQuery('APPOINTMENT'), retry: false });

  const problems = appointmentProblems(state);
  const shownProblems: AppointmentProblems = { ...serverProblems, ...(showProblems ? problems : {}) };
  const problem = (field: AppointmentField) => {
    const key = shownProblems[field];
    return key ? t(key as UiKey) : undefined;
  };
  const update = (change: Partial<AppointmentFormState>) => {
    setState((current) => ({ ...current, ...change }));
    setServerProblems({});
  };

  const people = (users.data ?? [])
    .filter((user) => user.active || user.id === state.userId)
    .map((user) => ({ id: user.id, name: user.displayName }));
  const chooseUser = plan && users.data !== undefined;
  const ownName =
    state.userId === session.currentUserId
      ? session.displayName
      : (people.find((person) => person.id === state.userId)?.name ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveCall(toSaveBody(state, appointment, oneOccurrence));
      onSaved(saved);
      onClose();
    } catch (error) {
      const issues = fieldIssuesOf(error);
      const marked: AppointmentProblems = {};
      for (const issue of issues) {
        const field = issueField[issue.field];
        if (field && formFields.includes(field)) marked[field] ??= issue.message;
      }
      if (Object.keys(marked).length > 0) setServerProblems(marked);
      else setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {oneOccurrence && (
        <Notice tone="info">{t('appointment.occurrenceNote', { date: formatDate(oneOccurrence) })}</Notice>
      )}
      <StringField
        label={t('appointment.subject')}
        kind="title"
        maxLength={maxSubjectLength}
        value={state.subject}
        onChange={(subject) => update({ subject: subject ?? '' })}
        error={problem('subject')}
        required
      />
      <StringField
        label={t('appointment.location')}
        kind="title"
        maxLength={maxLocationLength}
        value={state.location}
        onChange={(location) => update({ location: location ?? '' })}
        error={problem('location')}
      />
      {chooseUser ? (
        <UserCombo
          label={t('appointment.user')}
          options={people}
          value={state.userId}
          onChange={(userId) => update({ userId: userId ?? null })}
          error={problem('userId')}
        />
      ) : (
        <p>
          {t('appointment.userFixed', { name: ownName })}
          {problem('userId') && <span className={styles.error}> {problem('userId')}</span>}
        </p>
      )}
      {tags.data && tags.data.length > 0 && (
        <SelectField
          label={t('appointment.tag')}
          value={state.tagId ?? ''}
          onChange={(event) => update({ tagId: event.target.value || null })}
        >
          <option value="">{t('appointment.noTag')}</option>
          {tags.data.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </SelectField>
      )}
      {!oneOccurrence && (
        <Checkbox
          label={t('appointment.series')}
          description={t('appointment.seriesHint')}
          checked={state.serial !== null}
          onChange={(event) =>
            update({ serial: event.target.checked ? patternFromRange(state.range, today) : null })
          }
        />
      )}
      {state.serial ? (
        <>
          <SerialPatternEditor
            value={state.serial}
            onChange={(serial) => update({ serial })}
            breaks={appointment?.breaks}
          />
          {problem('serial') && <p className={styles.error}>{problem('serial')}</p>}
        </>
      ) : (
        <DateRangeField
          label={t('appointment.period')}
          value={state.range}
          onChange={(range) => range && update({ range })}
          error={problem('range')}
        />
      )}
      <Checkbox
        label={t('appointment.private')}
        description={t('appointment.privateHint')}
        checked={state.private}
        onChange={(event) => update({ private: event.target.checked })}
      />
      <Checkbox
        label={t('appointment.inHouse')}
        checked={state.inHouse}
        onChange={(event) => update({ inHouse: event.target.checked })}
      />
      {plan && (
        <div>
          <UnitsPicker
            label={t('appointment.units')}
            value={state.unitIds}
            onChange={(unitIds) => update({ unitIds: [...(unitIds ?? [])] })}
          />
          <MutedText>{t('appointment.unitsHint')}</MutedText>
        </div>
      )}
      <MemoField
        label={t('appointment.note')}
        maxLength={maxAppointmentNoteLength}
        value={state.note}
        onChange={(note) => update({ note: note ?? '' })}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      <FormDialogActions submitLabel={t('appointment.save')} busy={busy} onCancel={onClose} />
    </form>
  );
}
