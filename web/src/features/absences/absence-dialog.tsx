import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { absenceStates, type TAbsence, type TAbsenceResult } from '@app/shared/absences/absence';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { usePermission, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api-error';
import { dialogLoadErrorMessage, errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import { todayInDisplayZone } from '#lib/format';
import { i18n } from '#lib/i18n';
import { Button, PageLoading } from '#ui/button';
import { Notice } from '#ui/notice';
import { AbsenceFields } from './absence-fields';
import {
  emptyForm,
  formOf,
  toCreateBody,
  toUpdateBody,
  validateAbsenceForm,
  type AbsenceFormErrors,
  type AbsenceFormField,
  type AbsenceFormValues,
} from './absence-form';
import { AbsenceSheet } from './absence-sheet';
import { AbsenceWarnings, hasWarnings } from './absence-warnings';
import { LeavePreview } from './leave-preview';
import {
  absenceQuery,
  createAbsence,
  refreshAbsences,
  updateAbsence,
  useAbsenceTexts,
  useColleagues,
  useEnabledAbsenceTypes,
  usePeopleToChoose,
} from './absences-api';

export interface AbsenceDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The absence was written. Called once the person has seen the answer's warnings (at once without any): the
   * caller closes the dialog (or goes back to where it came from) and reloads what shows absences.
   */
  onSaved: (result: TAbsenceResult) => void;
  /** The person (CreateEx: an approver chose them, e.g. a cell of the calendar); employees always get themselves. */
  userId?: string;
  /** The first day to start with (the clicked day). */
  date?: string;
  /** Edit this absence (Edit/{id}); without it a new one is created. */
  absenceId?: string;
  /**
   * `sick`: the short sick report (from today, until, a note): the company's sick type, no substitutes; it is
   * approved at once only where the company's approval rules say so, else it waits like any request and the
   * approvers are told.
   */
  variant?: 'sick';
}

/** Create, CreateEx and Edit/{id} of an absence: one dialog, full screen on a phone. */
export function AbsenceDialog(props: AbsenceDialogProps) {
  if (!props.open) return null;
  return <AbsenceDialogContent {...props} />;
}

function AbsenceDialogContent({ onClose, onSaved, userId, date, absenceId, variant }: AbsenceDialogProps) {
  const { t } = useTranslation();
  const ready = useAbsenceTexts();
  const existing = useQuery({ ...absenceQuery(absenceId ?? ''), enabled: Boolean(absenceId) });
  const types = useEnabledAbsenceTypes();
  const title = ready
    ? t(
        absenceId
          ? 'absenceDialog.title.edit'
          : variant === 'sick'
            ? 'absenceDialog.title.sick'
            : 'absenceDialog.title.create',
      )
    : '';
  const defaultClass = variant === 'sick' ? eventItemTypes.sick : eventItemTypes.leave;
  // A new absence starts as leave (what people ask for most), a sick report as sickness: the form waits for the
  // types to choose it.
  if (!ready || (absenceId && !existing.data) || (!absenceId && types.isPending))
    return (
      <AbsenceSheet title={title} onClose={onClose}>
        {existing.isError ? (
          <Notice tone="error">{dialogLoadErrorMessage(existing.error, t)}</Notice>
        ) : (
          <PageLoading label={t('app.loading')} />
        )}
      </AbsenceSheet>
    );
  return (
    <AbsenceForm
      key={existing.data?.id ?? 'new'}
      title={title}
      absence={existing.data}
      userId={userId}
      date={date}
      defaultTypeId={defaultTypeOf(types.data ?? [], defaultClass)?.id ?? null}
      variant={absenceId ? undefined : variant}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/**
 * The type a new absence starts with: the first of the class; for sickness the one that counts the day's hours
 * (sick pay, the sign-up's "Krank") before unpaid ones such as "Kind krank", which a sick report is not.
 */
function defaultTypeOf<T extends { itemClass: number; ruleCalcActualHours: number }>(
  types: readonly T[],
  itemClass: number,
): T | undefined {
  const ofClass = types.filter((type) => type.itemClass === itemClass);
  if (itemClass !== eventItemTypes.sick) return ofClass[0];
  return ofClass.find((type) => type.ruleCalcActualHours !== 0) ?? ofClass[0];
}

/** The server names a field's problem by its message key (`absences.error.*`); an unknown key is shown as it is. */
function translated(message: string): string {
  return i18n.t(message, { defaultValue: message });
}

function AbsenceForm({
  title,
  absence,
  userId,
  date,
  defaultTypeId,
  variant,
  onClose,
  onSaved,
}: {
  title: string;
  absence: TAbsence | undefined;
  userId: string | undefined;
  date: string | undefined;
  defaultTypeId: string | null;
  variant: 'sick' | undefined;
  onClose: () => void;
  onSaved: (result: TAbsenceResult) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const approver = usePermission('absences.approve');
  const me = session.currentUserId;
  const types = useEnabledAbsenceTypes();
  const [values, setValues] = useState<AbsenceFormValues>(() => {
    if (absence) return formOf(absence);
    const person = approver ? (userId ?? null) : me;
    // Without a clicked day the request starts today (a phone user changes the dates rather than types both).
    return {
      ...emptyForm(person, date ?? todayInDisplayZone(), person !== null && person !== me ? 3 : 1),
      absenceTypeId: defaultTypeId,
    };
  });
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AbsenceFormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<TAbsenceResult | null>(null);

  const people = usePeopleToChoose(approver);
  const colleagues = useColleagues(values.userId, date ?? todayInDisplayZone());
  const type = types.data?.find((candidate) => candidate.id === values.absenceTypeId);
  const personName =
    values.userId === me
      ? session.displayName
      : (people.data?.find((person) => person.id === values.userId)?.name ?? '');
  const errors: AbsenceFormErrors = shown ? validateAbsenceForm(values, type) : {};
  const errorText = (field: AbsenceFormField): string | undefined => {
    const key = errors[field];
    return key ? t(key, { max: 5 }) : serverErrors[field];
  };

  function change(next: AbsenceFormValues) {
    setValues(next);
    setServerErrors({});
  }

  async function save() {
    setShown(true);
    setFailure(null);
    if (Object.keys(validateAbsenceForm(values, type)).length > 0) return;
    setBusy(true);
    try {
      const result = absence
        ? await updateAbsence(absence.id, toUpdateBody(values, type, absence.version))
        : await createAbsence(toCreateBody(values, type, approver));
      toast.success(
        variant !== 'sick'
          ? t('absenceDialog.saved')
          : result.absence.state === absenceStates.approved
            ? t('absenceDialog.sick.entered')
            : t('absenceDialog.sick.sent'),
      );
      await refreshAbsences(queryClient);
      if (hasWarnings(result)) setSaved(result);
      else onSaved(result);
    } catch (error) {
      const issues = fieldIssuesOf(error);
      const known = new Set<string>([
        'userId',
        'absenceTypeId',
        'begin',
        'end',
        'beginTime',
        'endTime',
        'substituteIds',
      ]);
      const mine = issues.filter((issue) => known.has(issue.field));
      if (mine.length > 0)
        setServerErrors(Object.fromEntries(mine.map((issue) => [issue.field, translated(issue.message)])));
      else setFailure(errorMessage(error, t));
      // Someone else changed it meanwhile: the form starts again from what is stored now (the message stays).
      if (absence && error instanceof ApiError && error.status === 409) {
        const stored = await queryClient.fetchQuery({ ...absenceQuery(absence.id), staleTime: 0 });
        setValues(formOf(stored));
      }
    } finally {
      setBusy(false);
    }
  }

  if (saved)
    return (
      <AbsenceSheet
        title={t('absenceDialog.title.warnings')}
        onClose={() => onSaved(saved)}
        actions={<Button onClick={() => onSaved(saved)}>{t('absenceDialog.warnings.ok')}</Button>}
      >
        <AbsenceWarnings result={saved} personName={personName} own={saved.absence.userId === me} />
      </AbsenceSheet>
    );

  return (
    <AbsenceSheet
      title={title}
      onClose={onClose}
      dismissable={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form="absence-form" busy={busy}>
            {variant === 'sick'
              ? t('absenceDialog.sick.submit')
              : !absence && (!approver || values.state === 1)
                ? t('absenceDialog.sendRequest')
                : t('absenceDialog.save')}
          </Button>
        </>
      }
    >
      <form
        id="absence-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <AbsenceFields
          values={values}
          onChange={change}
          types={types.data ?? []}
          typesLoading={types.isPending}
          errorText={errorText}
          approver={approver}
          personFixed={Boolean(absence) || !approver}
          personName={personName}
          people={people.data ?? []}
          colleagues={colleagues.data ?? []}
          colleaguesLoading={colleagues.isLoading}
          creating={!absence}
          me={me}
          variant={variant}
          afterDates={
            !absence && type?.itemClass === eventItemTypes.leave ? <LeavePreview values={values} /> : null
          }
        />
        {failure && <Notice tone="error">{failure}</Notice>}
      </form>
    </AbsenceSheet>
  );
}
