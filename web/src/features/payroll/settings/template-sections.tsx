/** The LuG calendar lines and field order (with the format description to download), and the Sage template. */
import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { lugCalendarValues } from '@app/shared/payroll/payroll-settings';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { FormGrid, MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { errorMessage } from '#lib/error-message';
import { UnverifiedHint } from './mapping-tables';
import { downloadLugFormat } from './payroll-settings-api';
import type { SettingsFormValues } from './settings-form-values';
import styles from './payroll-settings.module.css';

type Form = UseFormReturn<SettingsFormValues>;

/** `items` with the item at `index` moved by `by` places (up -1, down +1). */
function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const target = index + by;
  const [item] = next.splice(index, 1);
  if (item === undefined || target < 0 || target > items.length - 1) return [...items];
  next.splice(target, 0, item);
  return next;
}

/** Up and down buttons of one row of an ordered list. */
function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        disabled={index === 0}
        aria-label={t('payrollSettings.moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        disabled={index === count - 1}
        aria-label={t('payrollSettings.moveDown', { name })}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
    </>
  );
}

/** What a LuG calendar line (an absence day) carries: Stundenanzahl, Tagesanzahl or both (payroll.md 3.4, [U]). */
export function LugCalendarValues({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <h2>{t('payrollSettings.lugCalendarTitle')}</h2>
      <FormGrid>
        <SelectField label={t('payrollSettings.lugCalendar')} {...form.register('lugCalendar')}>
          {lugCalendarValues.map((value) => (
            <option key={value} value={value}>
              {t(`payrollSettings.lugCalendar.${value}`)}
            </option>
          ))}
        </SelectField>
      </FormGrid>
      <UnverifiedHint text={t('payrollSettings.lugCalendarHint')} />
    </section>
  );
}

export function LugFieldOrder({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'lugFieldOrder' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await downloadLugFormat();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section}>
      <h2>{t('payrollSettings.fieldOrder')}</h2>
      <MutedText as="p">{t('payrollSettings.fieldOrderIntro')}</MutedText>
      <ol className={styles.order} aria-label={t('payrollSettings.fieldOrder')}>
        {field.value.map((name, index) => {
          const label = t(`payrollSettings.lugField.${name}`);
          return (
            <li key={name} className={styles.orderItem}>
              <span>{`${index + 1}. ${label}`}</span>
              <MoveButtons
                name={label}
                index={index}
                count={field.value.length}
                onMove={(by) => field.onChange(moved(field.value, index, by))}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} onClick={() => void download()}>
          {t('payrollSettings.downloadIni')}
        </Button>
        {form.formState.dirtyFields.lugFieldOrder && (
          <MutedText>{t('payrollSettings.downloadIniSaved')}</MutedText>
        )}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
    </section>
  );
}

const separators = [
  [';', 'semicolon'],
  [',', 'comma'],
  ['\t', 'tab'],
  ['|', 'pipe'],
] as const;

export function SageTemplate({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { register } = form;
  const { field: columns, fieldState } = useController({ control: form.control, name: 'sage.columns' });
  return (
    <section className={styles.section}>
      <h2>{t('payrollSettings.sageTemplate')}</h2>
      <Notice tone="warning">{t('payrollSettings.sageNotice')}</Notice>
      <FormGrid>
        <SelectField label={t('payrollSettings.separator')} {...register('sage.separator')}>
          {separators.map(([value, key]) => (
            <option key={key} value={value}>
              {t(`payrollSettings.separator.${key}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('payrollSettings.decimalSeparator')} {...register('sage.decimalSeparator')}>
          <option value=",">{t('payrollSettings.decimal.comma')}</option>
          <option value=".">{t('payrollSettings.decimal.point')}</option>
        </SelectField>
        <SelectField label={t('payrollSettings.dateFormat')} {...register('sage.dateFormat')}>
          {['DD.MM.YYYY', 'YYYY-MM-DD', 'DDMMYYYY'].map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('payrollSettings.encoding')} {...register('sage.encoding')}>
          <option value="windows-1252">Windows-1252 (ANSI)</option>
          <option value="utf-8">UTF-8</option>
        </SelectField>
      </FormGrid>
      <Checkbox label={t('payrollSettings.absenceFile')} {...register('sage.absenceFile')} />
      <fieldset aria-invalid={fieldState.error ? true : undefined}>
        <legend>{t('payrollSettings.columns')}</legend>
        <MutedText as="p">{t('payrollSettings.columnsIntro')}</MutedText>
        <ol className={styles.order}>
          {columns.value.map((column, index) => {
            const label = t(`payrollSettings.sageColumn.${column.column}`);
            return (
              <li key={column.column} className={styles.orderItem}>
                <Checkbox
                  label={label}
                  aria-label={t('payrollSettings.columnUsed', { name: label })}
                  checked={column.used}
                  onChange={(event) =>
                    columns.onChange(
                      columns.value.map((one, at) =>
                        at === index ? { ...one, used: event.target.checked } : one,
                      ),
                    )
                  }
                />
                <MoveButtons
                  name={label}
                  index={index}
                  count={columns.value.length}
                  onMove={(by) => columns.onChange(moved(columns.value, index, by))}
                />
              </li>
            );
          })}
        </ol>
        {fieldState.error?.message && (
          <span role="alert" className={styles.warning}>
            {t(fieldState.error.message as UiKey)}
          </span>
        )}
      </fieldset>
    </section>
  );
}
