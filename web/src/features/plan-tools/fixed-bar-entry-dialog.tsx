import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import {
  maxFixedBarCaption,
  maxFixedBarComment,
  type TFixedBarEntry,
} from '@app/shared/plan-tools/fixed-bar';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { DateRangeField } from '#ui/widgets/date-range-field';
import { MemoField, StringField } from '#ui/widgets/string-field';
import { errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import { todayInDisplayZone } from '#lib/format';
import { SerialPatternEditor } from '#features/appointments/index';
import { patternFromRange } from '#features/appointments/appointment-form';
import { useAppointmentTexts } from '#features/appointments/use-appointment-texts';
import { tagsQuery } from '#features/masterdata/tags/tags-api';
import { UnitsPicker } from '#features/organisation/pickers/units-picker';
import {
  emptyEntryState,
  entryProblems,
  problemsOfIssues,
  stateFromEntry,
  tabOfField,
  toEntryBody,
  type FixedBarEntryField,
  type FixedBarEntryProblems,
  type FixedBarEntryState,
} from './fixed-bar-entry-form';
import { fixedBarEntryQuery, saveFixedBarEntry } from './fixed-bars-api';
import styles from './fixed-bars.module.css';

export interface FixedBarEntryDialogProps {
  fixedBarId: string;
  /** An existing entry; without it a new one. */
  entryId?: string | undefined;
  /** The first day of a new entry; today without it. */
  date?: string | undefined;
  onClose: () => void;
  onSaved: (entry: TFixedBarEntry) => void;
}

/** The fixed-bar entry editor: tabs Common (caption, period or series, category, notes) and Assignment. */
export function FixedBarEntryDialog(props: FixedBarEntryDialogProps) {
  const { t } = useTranslation();
  const ready = useAppointmentTexts();
  const existing = useQuery({ ...fixedBarEntryQuery(props.entryId ?? ''), enabled: !!props.entryId });
  if (!ready) return null;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={t(props.entryId ? 'fixedBars.entry.titleEdit' : 'fixedBars.entry.titleNew')}
      size="large"
    >
      {props.entryId ? (
        <DialogQueryContent query={existing}>
          {(details) => <EntryForm {...props} entry={details.entry} />}
        </DialogQueryContent>
      ) : (
        <EntryForm {...props} />
      )}
    </ModalDialog>
  );
}

type Tab = 'common' | 'assignment';

function EntryForm({
  fixedBarId,
  entry,
  date,
  onClose,
  onSaved,
}: FixedBarEntryDialogProps & { entry?: TFixedBarEntry | undefined }) {
  const { t } = useTranslation();
  const base = useId();
  const today = todayInDisplayZone();
  const [state, setState] = useState<FixedBarEntryState>(() =>
    entry ? stateFromEntry(entry) : emptyEntryState(date ?? today),
  );
  const [tab, setTab] = useState<Tab>('common');
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<FixedBarEntryProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tags = useQuery({ ...tagsQuery('FIXEDBAR'), retry: false });

  const problems = entryProblems(state);
  const shown: FixedBarEntryProblems = { ...serverProblems, ...(showProblems ? problems : {}) };
  const problem = (field: FixedBarEntryField) => {
    const key = shown[field];
    return key ? t(key as UiKey) : undefined;
  };
  const update = (change: Partial<FixedBarEntryState>) => {
    setState((current) => ({ ...current, ...change }));
    setServerProblems({});
  };
  const showFirst = (found: FixedBarEntryProblems) => {
    const first = Object.keys(found)[0] as FixedBarEntryField | undefined;
    if (first) setTab(tabOfField[first]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(problems).length > 0) {
      showFirst(problems);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveFixedBarEntry(toEntryBody(state, fixedBarId, entry));
      onSaved(saved);
      onClose();
    } catch (error) {
      const marked = problemsOfIssues(fieldIssuesOf(error));
      if (Object.keys(marked).length > 0) {
        setServerProblems(marked);
        showFirst(marked);
      } else setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const tabs: readonly { id: Tab; label: string; fields: FixedBarEntryField[] }[] = [
    { id: 'common', label: t('fixedBars.entry.tabCommon'), fields: ['caption', 'range', 'serial'] },
    { id: 'assignment', label: t('fixedBars.entry.tabAssignment'), fields: ['units'] },
  ];
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div role="tablist" aria-label={t('fixedBars.entry.tabs')} className={styles.tabs}>
        {tabs.map((one) => (
          <button
            key={one.id}
            type="button"
            role="tab"
            id={`${base}-${one.id}`}
            aria-controls={`${base}-${one.id}-panel`}
            aria-selected={tab === one.id}
            className={tab === one.id ? styles.tabActive : styles.tab}
            onClick={() => setTab(one.id)}
          >
            {one.label}
            {one.fields.some((field) => shown[field]) && <span aria-hidden="true"> !</span>}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-common-panel`}
        aria-labelledby={`${base}-common`}
        hidden={tab !== 'common'}
        className={styles.form}
      >
        <StringField
          label={t('fixedBars.entry.caption')}
          kind="text"
          maxLength={maxFixedBarCaption}
          value={state.caption}
          onChange={(caption) => update({ caption: caption ?? '' })}
          error={problem('caption')}
          required
        />
        <Checkbox
          label={t('fixedBars.entry.series')}
          description={t('fixedBars.entry.seriesHint')}
          checked={state.serial !== null}
          onChange={(event) =>
            update({ serial: event.target.checked ? patternFromRange(state.range, today) : null })
          }
        />
        {state.serial ? (
          <>
            <SerialPatternEditor
              value={state.serial}
              onChange={(serial) => update({ serial })}
              breaks={entry?.breaks}
            />
            {problem('serial') && <Notice tone="error">{problem('serial')}</Notice>}
          </>
        ) : (
          <DateRangeField
            label={t('fixedBars.entry.period')}
            value={state.range}
            onChange={(range) => range && update({ range })}
            error={problem('range')}
          />
        )}
        {tags.data && tags.data.length > 0 && (
          <SelectField
            label={t('fixedBars.entry.tag')}
            value={state.tagId ?? ''}
            onChange={(event) => update({ tagId: event.target.value || null })}
          >
            <option value="">{t('fixedBars.entry.noTag')}</option>
            {tags.data.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </SelectField>
        )}
        <MemoField
          label={t('fixedBars.entry.comment')}
          maxLength={maxFixedBarComment}
          value={state.comment}
          onChange={(comment) => update({ comment: comment ?? '' })}
        />
      </div>
      <div
        role="tabpanel"
        id={`${base}-assignment-panel`}
        aria-labelledby={`${base}-assignment`}
        hidden={tab !== 'assignment'}
        className={styles.form}
      >
        <Checkbox
          label={t('fixedBars.entry.fullCompany')}
          checked={state.fullCompany}
          onChange={(event) => update({ fullCompany: event.target.checked })}
        />
        {!state.fullCompany && (
          <div>
            <UnitsPicker
              label={t('fixedBars.entry.units')}
              value={state.unitIds}
              onChange={(unitIds) => update({ unitIds: [...(unitIds ?? [])] })}
            />
            <MutedText>{t('fixedBars.entry.unitsHint')}</MutedText>
            {problem('units') && <Notice tone="error">{problem('units')}</Notice>}
          </div>
        )}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <FormDialogActions submitLabel={t('fixedBars.entry.save')} busy={busy} onCancel={onClose} />
    </form>
  );
}
