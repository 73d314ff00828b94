import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { absenceStates, type TAbsence, type TAbsenceResult } from '@app/shared/absences/absence';
import type { TAbsenceSeriesDetails, TAbsenceSeriesResult } from '@app/shared/absences/absence-series';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { addDays } from '@app/shared/time/tenant-time';
import { usePermission, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api-error';
import { dialogLoadErrorMessage, errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { i18n } from '#lib/i18n';
import { Button, PageLoading } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { fieldParts } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SerialPatternEditor } from '#features/appointments/index';
import { useAppointmentTexts } from '#features/appointments/use-appointment-texts';
import { AbsenceFields } from './absence-fields';
import {
  defaultRepeat,
  emptyForm,
  formOf,
  repeatPattern,
  toCreateBody,
  toSeriesUpdateBody,
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
  absenceSeriesQuery,
  createAbsence,
  refreshAbsences,
  updateAbsence,
  updateAbsenceSeries,
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
  onSaved: (result: TAbsenceResult | TAbsenceSeriesResult) => void;
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
  /**
   * With `absenceId` of an occurrence of a series: edit the whole series, or this occurrence and all following
   * (docs/absences.md, "Serial absences"); without it only this occurrence, as any absence.
   */
  seriesScope?: 'following' | 'series' | undefined;
}

/** Create, CreateEx and Edit/{id} of an absence (one, or a series): one dialog, full screen on a phone. */
export function AbsenceDialog(props: AbsenceDialogProps) {
  if (!props.open) return null;
  return <AbsenceDialogContent {...props} />;
}

function AbsenceDialogContent({
  onClose,
  onSaved,
  userId,
  date,
  absenceId,
  variant,
  seriesScope,
}: AbsenceDialogProps) {
  const { t } = useTranslation();
  const absenceTexts = useAbsenceTexts();
  // The repeat's editor speaks with the appointment series' texts.
  const serialTexts = useAppointmentTexts();
  const ready = absenceTexts && serialTexts;
  const existing = useQuery({ ...absenceQuery(absenceId ?? ''), enabled: Boolean(absenceId) });
  const seriesId = seriesScope ? existing.data?.seriesId : undefined;
  const series = useQuery({ ...absenceSeriesQuery(seriesId ?? ''), enabled: Boolean(seriesId) });
  const types = useEnabledAbsenceTypes();
  const title = ready
    ? t(
        seriesScope === 'series'
          ? 'absenceDialog.title.editSeries'
          : seriesScope === 'following'
            ? 'absenceDialog.title.editFollowing'
            : absenceId
              ? 'absenceDialog.title.edit'
              : variant === 'sick'
                ? 'absenceDialog.title.sick'
                : 'absenceDialog.title.create',
      )
    : '';
  const defaultClass = variant === 'sick' ? eventItemTypes.sick : eventItemTypes.leave;
  // A new absence starts as leave (what people ask for most), a sick report as sickness: the form waits for the
  // types to choose it.
  const seriesMissing = Boolean(seriesScope) && !series.data;
  if (!ready || (absenceId && !existing.data) || (!absenceId && types.isPending) || seriesMissing)
    return (
      <AbsenceSheet title={title} onClose={onClose}>
        {existing.isError || series.isError ? (
          <Notice tone="error">{dialogLoadErrorMessage(existing.error ?? series.error, t)}</Notice>
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
      series={seriesScope && series.data ? { details: series.data, scope: seriesScope } : undefined}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/** What the form edits for a series: all of it (from its first day), or from the occurrence chosen on. */
interface SeriesEdit {
  details: TAbsenceSeriesDetails;
  scope: 'following' | 'series';
}

/** The form of a series edit: the series' fields from its first day, or the occurrence's from it on. */
function seriesForm(edit: SeriesEdit, absence: TAbsence | undefined) {
  const { series, last } = edit.details;
  const pattern = series.pattern;
  if (edit.scope === 'following' && absence)
    return {
      ...formOf(absence),
      substituteIds: [],
      // "After n times" counted from the series' first day: from here on the same last day stands for it.
      serial: { ...pattern, end: pattern.end.type === 3 ? { type: 2 as const, date: last } : pattern.end },
    };
  return {
    ...emptyForm(series.userId, pattern.begin, 1),
    absenceTypeId: series.absenceTypeId,
    end: addDays(pattern.begin, pattern.duration - 1),
    beginHalf: series.beginState === 'half',
    endHalf: series.endState === 'half',
    beginTime: series.beginTime,
    endTime: series.endTime,
    notes: series.notes,
    serial: pattern,
  };
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
  series,
  onClose,
  onSaved,
}: {
  title: string;
  absence: TAbsence | undefined;
  userId: string | undefined;
  date: string | undefined;
  defaultTypeId: string | null;
  variant: 'sick' | undefined;
  series: SeriesEdit | undefined;
  onClose: () => void;
  onSaved: (result: TAbsenceResult | TAbsenceSeriesResult) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const approver = usePermission('absences.approve');
  const me = session.currentUserId;
  const types = useEnabledAbsenceTypes();
  const [values, setValues] = useState<AbsenceFormValues>(() => {
    if (series) return seriesForm(series, absence);
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
  const [saved, setSaved] = useState<TAbsenceResult | TAbsenceSeriesResult | null>(null);
  const creating = !absence;
  const from = series?.scope === 'following' ? (absence?.seriesDate ?? absence?.begin) : undefined;

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
      const seriesBody = series && toSeriesUpdateBody(values, type, series.details.series.version, from);
      const result =
        series && seriesBody
          ? await updateAbsenceSeries(series.details.series.id, seriesBody)
          : absence
            ? await updateAbsence(absence.id, toUpdateBody(values, type, absence.version))
            : await createAbsence(toCreateBody(values, type, approver));
      toast.success(
        'changed' in result
          ? t('absenceDialog.done.series', { count: result.changed })
          : result.series
            ? t('absenceDialog.savedSeries', { count: result.series.occurrences })
            : variant !== 'sick'
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
        'serial',
      ]);
      const mine = issues.filter((issue) => known.has(issue.field));
      if (mine.length > 0)
        setServerErrors(Object.fromEntries(mine.map((issue) => [issue.field, translated(issue.message)])));
      else setFailure(errorMessage(error, t));
      // Someone else changed it meanwhile: the form starts again from what is stored now (the message stays).
      if (absence && !series && error instanceof ApiError && error.status === 409) {
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
        <AbsenceWarnings result={saved} personName={personName} own={values.userId === me} />
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
              : creating && (!approver || values.state === 1)
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
          personFixed={!creating || !approver}
          personName={personName}
          people={people.data ?? []}
          colleagues={colleagues.data ?? []}
          colleaguesLoading={colleagues.isLoading}
          creating={creating}
          me={me}
          variant={variant}
          withSubstitutes={!values.serial}
          afterDates={
            creating && !values.serial && type?.itemClass === eventItemTypes.leave ? (
              <LeavePreview values={values} />
            ) : null
          }
        />
        {series && (
          <Notice tone="info">
            {from
              ? t('absenceDialog.series.followingNote', { date: formatDate(from) })
              : t('absenceDialog.series.seriesNote')}
          </Notice>
        )}
        {creating && variant !== 'sick' && (
          <Checkbox
            label={t('absenceDialog.repeat')}
            description={t('absenceDialog.repeatHint')}
            checked={values.serial !== null}
            onChange={(event) =>
              change({
                ...values,
                serial: event.target.checked ? defaultRepeat(values.begin ?? todayInDisplayZone()) : null,
              })
            }
          />
        )}
        {values.serial && (
          <>
            <SerialPatternEditor
              variant="absence"
              value={repeatPattern(values) ?? values.serial}
              onChange={(serial) => change({ ...values, serial })}
              breaks={series?.details.series.breaks}
            />
            {errorText('serial') && <p className={fieldParts.error}>{errorText('serial')}</p>}
          </>
        )}
        {failure && <Notice tone="error">{failure}</Notice>}
      </form>
    </AbsenceSheet>
  );
}
