import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import { maxNotesLength } from '@app/shared/absences/absence';
import { isLanguage } from '#lib/i18n';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { SelectField } from '#ui/select-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import ui from '#ui/ui.module.css';
import {
  creatableStates,
  isOneDay,
  isTimed,
  withBegin,
  type AbsenceFormField,
  type AbsenceFormValues,
  type CreatableState,
} from './absence-form';
import type { Person } from './absences-api';
import { SubstitutePicker } from './substitute-picker';
import styles from './absences.module.css';

export interface AbsenceFieldsProps {
  values: AbsenceFormValues;
  onChange: (values: AbsenceFormValues) => void;
  types: readonly TAbsenceType[];
  typesLoading: boolean;
  errorText: (field: AbsenceFormField) => string | undefined;
  approver: boolean;
  /** Employees, and every edit: the person is shown, not chosen. */
  personFixed: boolean;
  personName: string;
  /** Whom an approver may choose. */
  people: readonly Person[];
  /** Possible substitutes: the person's colleagues. */
  colleagues: readonly Person[];
  colleaguesLoading: boolean;
  creating: boolean;
  /** The signed-in person. */
  me: string;
  /** The sick report: the type is the company's sick type (shown, not chosen), no substitutes. */
  variant?: 'sick' | undefined;
  /** Shown right under the dates and half days (what a leave request costs). */
  afterDates?: ReactNode;
  /** False for a series: substitutes are named on a single occurrence. */
  withSubstitutes?: boolean;
}

/** The fields of the create/edit dialog, in the order a person fills them in. */
export function AbsenceFields({
  values,
  onChange,
  types,
  typesLoading,
  errorText,
  approver,
  personFixed,
  personName,
  people,
  colleagues,
  colleaguesLoading,
  creating,
  me,
  variant,
  afterDates,
  withSubstitutes = true,
}: AbsenceFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  const type = types.find((candidate) => candidate.id === values.absenceTypeId);
  const set = (patch: Partial<AbsenceFormValues>) => onChange({ ...values, ...patch });
  const oneDay = isOneDay(values);
  const choosable =
    values.userId && !people.some((person) => person.id === values.userId)
      ? [{ id: values.userId, name: personName || values.userId }, ...people]
      : people;
  return (
    <div className={styles.form}>
      {personFixed ? (
        <div className={ui.field}>
          <span className={ui.label}>{t('absenceDialog.person')}</span>
          <span>{personName}</span>
        </div>
      ) : (
        <SelectField
          label={t('absenceDialog.person')}
          value={values.userId ?? ''}
          required
          error={errorText('userId')}
          onChange={(event) => {
            const userId = event.target.value || null;
            // An approver enters someone else's absence as decided; their own they request like anyone.
            set({ userId, substituteIds: [], state: userId === me ? 1 : 3 });
          }}
        >
          <option value="">{t('absenceDialog.personChoose')}</option>
          {choosable.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      )}
      {/* Without a sick type of the company the report still needs a type: then it is chosen as usual. */}
      {variant === 'sick' && type ? (
        <div className={ui.field}>
          <span className={ui.label}>{t('absenceDialog.type')}</span>
          <span>{type.caption[language]}</span>
        </div>
      ) : (
        <SelectField
          label={t('absenceDialog.type')}
          value={values.absenceTypeId ?? ''}
          required
          disabled={typesLoading}
          error={errorText('absenceTypeId')}
          onChange={(event) => {
            const next = types.find((candidate) => candidate.id === event.target.value);
            set({
              absenceTypeId: event.target.value || null,
              ...(isTimed(next) ? {} : { beginTime: null, endTime: null }),
            });
          }}
        >
          <option value="">{t('absenceDialog.typeChoose')}</option>
          {types.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.caption[language]}
            </option>
          ))}
        </SelectField>
      )}
      <div className={styles.pair}>
        <DateField
          label={t('absenceDialog.begin')}
          value={values.begin}
          error={errorText('begin')}
          onChange={(begin) => onChange(withBegin(values, begin))}
        />
        <DateField
          label={t('absenceDialog.end')}
          value={values.end}
          error={errorText('end')}
          onChange={(end) => set({ end })}
        />
      </div>
      {isTimed(type) ? (
        <div className={styles.pair}>
          <TimeField
            label={t('absenceDialog.beginTime')}
            value={values.beginTime}
            error={errorText('beginTime')}
            onChange={(beginTime) => set({ beginTime: beginTime ?? null })}
          />
          <TimeField
            label={t('absenceDialog.endTime')}
            value={values.endTime}
            error={errorText('endTime')}
            onChange={(endTime) => set({ endTime: endTime ?? null })}
          />
        </div>
      ) : oneDay ? (
        <Checkbox
          className={styles.check}
          label={t('absenceDialog.oneDayHalf')}
          checked={values.beginHalf}
          onChange={(event) => set({ beginHalf: event.target.checked, endHalf: event.target.checked })}
        />
      ) : (
        <>
          <Checkbox
            className={styles.check}
            label={t('absenceDialog.beginHalf')}
            checked={values.beginHalf}
            onChange={(event) => set({ beginHalf: event.target.checked })}
          />
          <Checkbox
            className={styles.check}
            label={t('absenceDialog.endHalf')}
            checked={values.endHalf}
            onChange={(event) => set({ endHalf: event.target.checked })}
          />
        </>
      )}
      {afterDates}
      {approver && creating && (
        <SelectField
          label={t('absenceDialog.state')}
          value={String(values.state)}
          onChange={(event) => set({ state: Number(event.target.value) as CreatableState })}
        >
          {creatableStates.map((state) => (
            <option key={state} value={state}>
              {t(`absences.state.${state}`)}
            </option>
          ))}
        </SelectField>
      )}
      <MemoField
        label={t('absenceDialog.notes')}
        rows={3}
        value={values.notes}
        maxLength={maxNotesLength}
        onChange={(notes) => set({ notes: notes ?? '' })}
      />
      {variant !== 'sick' && withSubstitutes && (
        <SubstitutePicker
          people={colleagues}
          loading={colleaguesLoading}
          personChosen={values.userId !== null}
          value={values.substituteIds}
          error={errorText('substituteIds')}
          onChange={(substituteIds) => set({ substituteIds })}
        />
      )}
    </div>
  );
}
