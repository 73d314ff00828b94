import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventItemTypes, type TAbsenceType } from '@app/shared/absence-types/absence-type';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import { maxNotesLength } from '@app/shared/absences/absence';
import type { TFastAbsence, TFastAbsenceLine, TFastAbsenceResult } from '@app/shared/absences/fast-absence';
import { useToast } from '#app/toast';
import { absenceTypesQuery } from '#features/masterdata/absence-types/absence-types-api';
import { UserPickerGrid } from '#features/organisation/pickers/user-picker';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { todayInDisplayZone } from '#lib/format';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Field } from '#ui/field';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TimeField } from '#ui/widgets/time-field';
import ui from '#ui/ui.module.css';

export interface FastAbsenceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Absences were created (the caller refreshes what shows them); the dialog closes through `onClose`. */
  onDone: () => void;
  initialUserIds?: string[];
  /** The first day (`YYYY-MM-DD`); today unless given. */
  initialDate?: string;
}

/** The states a fast absence may be created in: approved (a sickness reported), requested, planned. */
const states = [3, 1, 2] as const;
type State = (typeof states)[number];

/** Sickness is entered as it is reported: approved; anything else waits for a decision unless chosen. */
const defaultState = (type: TAbsenceType | undefined): State =>
  type?.itemClass === eventItemTypes.sick ? 3 : 1;

interface Entries {
  userIds: readonly string[];
  absenceTypeId: string;
  begin: string | null;
  end: string | null;
  beginHalf: boolean;
  endHalf: boolean;
  beginTime: string | null;
  endTime: string | null;
  notes: string;
  /** Null: the type's default. */
  state: State | null;
}

type Step =
  | { kind: 'edit' }
  | { kind: 'checked'; result: TFastAbsenceResult }
  | { kind: 'created'; result: TFastAbsenceResult };

/**
 * FAST_ABSENCE: one absence for several people. "Check" runs the server's dry run and lists, person by person,
 * whether the absence can be created (and the shifts it meets); "Create" is offered once at least one can, and
 * creates them. When some could not be created the dialog stays open with `somefailed` and who and why.
 */
export function FastAbsenceDialog(props: FastAbsenceDialogProps) {
  // A fresh form each time the dialog opens.
  if (!props.open) return null;
  return <FastAbsenceForm {...props} />;
}

function FastAbsenceForm({ onClose, onDone, initialUserIds, initialDate }: FastAbsenceDialogProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const types = useQuery(absenceTypesQuery);
  const firstDay = initialDate ?? todayInDisplayZone();
  const [entries, setEntries] = useState<Entries>({
    userIds: initialUserIds ?? [],
    absenceTypeId: '',
    begin: firstDay,
    end: firstDay,
    beginHalf: false,
    endHalf: false,
    beginTime: null,
    endTime: null,
    notes: '',
    state: null,
  });
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [submitted, setSubmitted] = useState(false);

  const enabledTypes = (types.data ?? []).filter((type) => type.enabled);
  const type = enabledTypes.find((candidate) => candidate.id === entries.absenceTypeId);
  const timed = type?.itemClass === eventItemTypes.overTime;
  const oneDay = entries.begin !== null && entries.begin === entries.end;
  const state = entries.state ?? defaultState(type);

  // Any change after a check asks for a new one: the lines shown must be those of what is entered.
  const change = (next: Partial<Entries>) => {
    setEntries((current) => ({ ...current, ...next }));
    if (step.kind === 'checked') setStep({ kind: 'edit' });
  };

  const errors = {
    userIds: entries.userIds.length ? undefined : t('fastAbsence.peopleRequired'),
    absenceTypeId: type ? undefined : t('fastAbsence.typeRequired'),
    begin: entries.begin ? undefined : t('fastAbsence.dateRequired'),
    end: !entries.end
      ? t('fastAbsence.dateRequired')
      : entries.begin && entries.end < entries.begin
        ? t('range.endBeforeStart')
        : undefined,
    times: timed && (!entries.beginTime || !entries.endTime) ? t('absences.error.timesRequired') : undefined,
  };
  const shown = (message: string | undefined) => (submitted ? message : undefined);

  const body = (virtual: boolean): TFastAbsence => ({
    UserIdList: [...entries.userIds],
    Template: {
      absenceTypeId: entries.absenceTypeId,
      begin: entries.begin ?? '',
      end: entries.end ?? '',
      beginState: entries.beginHalf ? 'half' : 'full',
      // A single day is a whole or a half day: the end follows the beginning.
      endState: (oneDay ? entries.beginHalf : entries.endHalf) ? 'half' : 'full',
      beginTime: timed ? entries.beginTime : null,
      endTime: timed ? entries.endTime : null,
      notes: entries.notes.trim(),
      state,
    },
    Virtual: virtual,
  });

  const run = useMutation({
    mutationFn: (virtual: boolean) => callApi(absenceContracts.createQuick, { body: body(virtual) }),
    onSuccess: (result) => {
      if (result.virtual) {
        setStep({ kind: 'checked', result });
        return;
      }
      if (result.succeeded > 0) onDone();
      if (result.failed === 0) {
        toast.success(t('fastAbsence.done', { count: result.succeeded }));
        onClose();
        return;
      }
      setStep({ kind: 'created', result });
    },
  });

  const check = () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    run.mutate(true);
  };

  const editing = step.kind === 'edit';
  const checked = step.kind === 'checked' ? step.result : null;
  const created = step.kind === 'created' ? step.result : null;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !run.isPending && onClose()}
      title={t('fastAbsence.title')}
      size="large"
    >
      {created ? (
        <SomeFailed result={created} />
      ) : (
        <form
          noValidate
          className={ui.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <UserPickerGrid
            className={ui.wide}
            label={t('fastAbsence.people')}
            value={entries.userIds}
            onChange={(userIds) => change({ userIds: userIds ?? [] })}
            error={shown(errors.userIds)}
          />
          <SelectField
            label={t('fastAbsence.type')}
            value={entries.absenceTypeId}
            error={shown(errors.absenceTypeId) ?? (types.isError ? errorMessage(types.error, t) : undefined)}
            onChange={(event) => change({ absenceTypeId: event.target.value, state: null })}
          >
            <option value="" />
            {enabledTypes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.caption[language] || option.shortName}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('fastAbsence.state')}
            value={String(state)}
            onChange={(event) => change({ state: Number(event.target.value) as State })}
          >
            {states.map((value) => (
              <option key={value} value={value}>
                {t(`absences.state.${value}`)}
              </option>
            ))}
          </SelectField>
          <DateField
            label={t('fastAbsence.begin')}
            value={entries.begin}
            error={shown(errors.begin)}
            onChange={(begin) =>
              // The end moves along while it would lie before the beginning.
              change({ begin, ...(begin && entries.end && entries.end < begin ? { end: begin } : {}) })
            }
          />
          <DateField
            label={t('fastAbsence.end')}
            value={entries.end}
            error={shown(errors.end)}
            onChange={(end) => change({ end })}
          />
          {timed ? (
            <>
              <TimeField
                label={t('fastAbsence.beginTime')}
                value={entries.beginTime}
                error={shown(errors.times)}
                onChange={(beginTime) => change({ beginTime: beginTime ?? null })}
              />
              <TimeField
                label={t('fastAbsence.endTime')}
                value={entries.endTime}
                onChange={(endTime) => change({ endTime: endTime ?? null })}
              />
            </>
          ) : (
            <>
              <Checkbox
                label={t('fastAbsence.beginHalf')}
                checked={entries.beginHalf}
                onChange={(event) => change({ beginHalf: event.target.checked })}
              />
              {!oneDay && (
                <Checkbox
                  label={t('fastAbsence.endHalf')}
                  checked={entries.endHalf}
                  onChange={(event) => change({ endHalf: event.target.checked })}
                />
              )}
            </>
          )}
          <Field className={ui.wide} label={t('fastAbsence.notes')}>
            {(control) => (
              <textarea
                {...control}
                className={ui.input}
                rows={3}
                maxLength={maxNotesLength}
                value={entries.notes}
                onChange={(event) => change({ notes: event.target.value })}
              />
            )}
          </Field>
          {checked && <CheckedLines result={checked} />}
          {run.isError && (
            <div className={ui.wide}>
              <Notice tone="error">{errorMessage(run.error, t)}</Notice>
            </div>
          )}
          {/* Enter in a field checks (the form's submit); creating is always a click of its own. */}
          <button type="submit" hidden />
        </form>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
          {t(created ? 'dialog.close' : 'dialog.cancel')}
        </Button>
        {!created && (
          <Button
            variant={checked?.succeeded ? 'secondary' : 'primary'}
            busy={editing && run.isPending}
            onClick={check}
          >
            {t('fastAbsence.check')}
          </Button>
        )}
        {checked && checked.succeeded > 0 && (
          <Button busy={run.isPending} onClick={() => run.mutate(false)}>
            {t('fastAbsence.create')}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

function useLineName() {
  const { t } = useTranslation();
  return (line: TFastAbsenceLine) => line.displayName || t('fastAbsence.unknownPerson');
}

/** Asked for approved, created as Requested (the unit's rule names other approvers, or one's own): why. */
const requestedKeys = {
  own: 'fastAbsence.lineOwnRequested',
  notApprover: 'fastAbsence.lineRequested',
  secondStage: 'fastAbsence.lineSecondStage',
} as const;

function RequestedInstead({ line }: { line: TFastAbsenceLine }) {
  const { t } = useTranslation();
  if (!line.ok || !line.requestedInstead) return null;
  return <> ({t(requestedKeys[line.requestedInstead])})</>;
}

/** The dry run's answer, person by person. */
function CheckedLines({ result }: { result: TFastAbsenceResult }) {
  const { t } = useTranslation();
  const nameOf = useLineName();
  return (
    <div className={ui.wide}>
      <Notice
        tone={result.succeeded === 0 ? 'error' : result.failed ? 'warning' : 'success'}
        title={
          result.succeeded === 0
            ? t('fastAbsence.noneCreatable')
            : t('fastAbsence.checked', { ok: result.succeeded, total: result.lines.length })
        }
      >
        <ul aria-label={t('fastAbsence.people')}>
          {result.lines.map((line) => (
            <li key={line.userId}>
              <strong>{nameOf(line)}</strong>: {line.ok ? t('fastAbsence.lineOk') : line.message}
              <RequestedInstead line={line} />
              {line.shiftConflicts > 0 && ` (${t('fastAbsence.conflicts', { count: line.shiftConflicts })})`}
            </li>
          ))}
        </ul>
      </Notice>
    </div>
  );
}

/** After creating: `somefailed`, who and why, and who was created. */
function SomeFailed({ result }: { result: TFastAbsenceResult }) {
  const { t } = useTranslation();
  const nameOf = useLineName();
  const failed = result.lines.filter((line) => !line.ok);
  const created = result.lines.filter((line) => line.ok);
  return (
    <>
      <Notice tone="warning" title={t('somefailed')}>
        <ul>
          {failed.map((line) => (
            <li key={line.userId}>
              <strong>{nameOf(line)}</strong>: {line.message}
            </li>
          ))}
        </ul>
      </Notice>
      {created.length > 0 && (
        <Notice tone="success" title={t('fastAbsence.done', { count: created.length })}>
          <ul>
            {created.map((line) => (
              <li key={line.userId}>
                {nameOf(line)}
                <RequestedInstead line={line} />
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </>
  );
}
