/** The mapping tables of one system: wage types, surcharges, absence keys, cost centres. */
import type { ReactNode } from 'react';
import { useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import type { TWageType } from '@app/shared/payroll-data/wage-type';
import {
  defaultAbsenceKey,
  defaultWageTypeMapping,
  isExportedWageType,
  lodasAbsenceRecords,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';
import { Checkbox } from '#ui/checkbox';
import { MutedText, SimpleTable } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import uiStyles from '#ui/ui.module.css';
import {
  mappedRates,
  shownWageTypes,
  type PayrollCatalogue,
  type SettingsFormValues,
} from './settings-form-values';
import styles from './payroll-settings.module.css';

type Form = UseFormReturn<SettingsFormValues>;

/** A text input in a table cell, named by its row, its error under it. */
function CellInput({
  label,
  placeholder,
  error,
  maxLength,
  registration,
}: {
  label: string;
  placeholder: string;
  error: FieldError | undefined;
  maxLength: number;
  registration: ReturnType<Form['register']>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input
        {...registration}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        className={`${uiStyles.input} ${styles.cellInput}`}
      />
      {error?.message && (
        <span role="alert" className={uiStyles.fieldError}>
          {t(error.message as UiKey)}
        </span>
      )}
    </>
  );
}

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <MutedText as="p">{intro}</MutedText>
      {children}
    </section>
  );
}

/** Why the export writes no line for a wage type of this kind (docs/payroll.md), as the table says it. */
function notExportedReason(kind: TWageType['wageType']): UiKey {
  if (kind === 2 || kind === 8 || kind === 9 || kind === 50) return `payrollSettings.notExported.${kind}`;
  return 'payrollSettings.notExported.counter';
}

export function WageTypeTable({
  form,
  catalogue,
  system,
}: {
  form: Form;
  catalogue: PayrollCatalogue;
  system: TPayrollSystem;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.wageTypes;
  const lodas = system === 'lodas';
  const wageTypes = shownWageTypes(catalogue.wageTypes);
  const dayCountersWithoutLohnart = useWatch({ control: form.control, name: 'dayCountersWithoutLohnart' });
  return (
    <Section title={t('payrollSettings.wageTypes')} intro={t('payrollSettings.wageTypesIntro')}>
      {wageTypes.length === 0 ? (
        <MutedText as="p">{t('payrollSettings.noWageTypes')}</MutedText>
      ) : (
        <SimpleTable>
          <thead>
            <tr>
              <th scope="col">{t('payrollSettings.caption')}</th>
              <th scope="col">{t('payrollSettings.kind')}</th>
              <th scope="col">{t('payrollSettings.bookingKey')}</th>
              <th scope="col">{t('payrollSettings.lohnart')}</th>
              {lodas && <th scope="col">{t('payrollSettings.processingKey')}</th>}
            </tr>
          </thead>
          <tbody>
            {wageTypes.map((wageType, index) => {
              const defaults = defaultWageTypeMapping(wageType, { system, dayCountersWithoutLohnart });
              if (!isExportedWageType(wageType))
                return (
                  <tr key={wageType.id}>
                    <th scope="row">{wageType.caption}</th>
                    <td>{t(`payrollData.wageType.${wageType.wageType}`)}</td>
                    <td>{wageType.bookingKey}</td>
                    <td colSpan={lodas ? 2 : 1}>
                      <MutedText>{t(notExportedReason(wageType.wageType))}</MutedText>
                    </td>
                  </tr>
                );
              return (
                <tr key={wageType.id}>
                  <th scope="row">{wageType.caption}</th>
                  <td>{t(`payrollData.wageType.${wageType.wageType}`)}</td>
                  <td>{wageType.bookingKey}</td>
                  <td>
                    <CellInput
                      label={t('payrollSettings.lohnartOf', { name: wageType.caption })}
                      placeholder={defaults.lohnart}
                      maxLength={4}
                      error={errors?.[index]?.lohnart}
                      registration={form.register(`wageTypes.${index}.lohnart`)}
                    />
                  </td>
                  {lodas && (
                    <td>
                      <CellInput
                        label={t('payrollSettings.processingKeyOf', { name: wageType.caption })}
                        placeholder={defaults.processingKey}
                        maxLength={10}
                        error={errors?.[index]?.processingKey}
                        registration={form.register(`wageTypes.${index}.processingKey`)}
                      />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </SimpleTable>
      )}
      {lodas && (
        <>
          <Checkbox
            label={t('payrollSettings.dayCountersWithoutLohnart')}
            {...form.register('dayCountersWithoutLohnart')}
          />
          <UnverifiedHint text={t('payrollSettings.processingKeyHint')} />
        </>
      )}
    </Section>
  );
}

export function RateTable({
  form,
  catalogue,
  system,
}: {
  form: Form;
  catalogue: PayrollCatalogue;
  system: TPayrollSystem;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.rates;
  const lodas = system === 'lodas';
  const rates = mappedRates(catalogue.rates);
  return (
    <Section title={t('payrollSettings.rates')} intro={t('payrollSettings.ratesIntro')}>
      {rates.length === 0 ? (
        <MutedText as="p">{t('payrollSettings.noRates')}</MutedText>
      ) : (
        <SimpleTable>
          <thead>
            <tr>
              <th scope="col">{t('payrollSettings.caption')}</th>
              <th scope="col">{t('payrollSettings.lohnart')}</th>
              {lodas && <th scope="col">{t('payrollSettings.processingKey')}</th>}
            </tr>
          </thead>
          <tbody>
            {rates.map((rate, index) => (
              <tr key={rate.id}>
                <th scope="row">{rate.caption}</th>
                <td>
                  <CellInput
                    label={t('payrollSettings.lohnartOf', { name: rate.caption })}
                    placeholder={(rate.accountNumber || rate.account).replace(/\D/g, '')}
                    maxLength={4}
                    error={errors?.[index]?.lohnart}
                    registration={form.register(`rates.${index}.lohnart`)}
                  />
                </td>
                {lodas && (
                  <td>
                    <CellInput
                      label={t('payrollSettings.processingKeyOf', { name: rate.caption })}
                      placeholder="1"
                      maxLength={10}
                      error={errors?.[index]?.processingKey}
                      registration={form.register(`rates.${index}.processingKey`)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Section>
  );
}

/**
 * The key an absence type's days are sent with: LuG's Ausfallschlüssel and Sage's absence code, or (LODAS) the
 * Fehlzeiten reason code, with the table LODAS writes them to.
 */
export function AbsenceKeyTable({
  form,
  catalogue,
  system,
}: {
  form: Form;
  catalogue: PayrollCatalogue;
  system: TPayrollSystem;
}) {
  const { t, i18n } = useTranslation();
  const errors = form.formState.errors.absenceKeys;
  const language = i18n.language === 'de' ? 'de' : 'en';
  const lodas = system === 'lodas';
  return (
    <Section
      title={t(lodas ? 'payrollSettings.absenceReasons' : 'payrollSettings.absenceKeys')}
      intro={t(lodas ? 'payrollSettings.absenceReasonsIntro' : 'payrollSettings.absenceKeysIntro')}
    >
      {lodas && (
        <SelectField label={t('payrollSettings.lodasAbsences')} {...form.register('lodasAbsences')}>
          {lodasAbsenceRecords.map((value) => (
            <option key={value} value={value}>
              {t(`payrollSettings.lodasAbsences.${value}`)}
            </option>
          ))}
        </SelectField>
      )}
      {catalogue.absenceTypes.length === 0 ? (
        <MutedText as="p">{t('payrollSettings.noAbsenceTypes')}</MutedText>
      ) : (
        <SimpleTable>
          <thead>
            <tr>
              <th scope="col">{t('payrollSettings.absenceType')}</th>
              <th scope="col">{t(lodas ? 'payrollSettings.absenceReason' : 'payrollSettings.absenceKey')}</th>
            </tr>
          </thead>
          <tbody>
            {catalogue.absenceTypes.map((absenceType, index) => {
              const name = absenceType.caption[language];
              return (
                <tr key={absenceType.id}>
                  <th scope="row">{name}</th>
                  <td>
                    <CellInput
                      label={t(lodas ? 'payrollSettings.absenceReasonOf' : 'payrollSettings.absenceKeyOf', {
                        name,
                      })}
                      placeholder={defaultAbsenceKey(absenceType.itemClass, system)}
                      maxLength={lodas ? 4 : 10}
                      error={errors?.[index]?.key}
                      registration={form.register(`absenceKeys.${index}.key`)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </SimpleTable>
      )}
      {lodas && <UnverifiedHint text={t('payrollSettings.absenceReasonsHint')} />}
    </Section>
  );
}

export function CostCentreTable({ form, catalogue }: { form: Form; catalogue: PayrollCatalogue }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.costCentres;
  return (
    <Section title={t('payrollSettings.costCentres')} intro={t('payrollSettings.costCentresIntro')}>
      {catalogue.costUnits.length === 0 ? (
        <MutedText as="p">{t('payrollSettings.noCostUnits')}</MutedText>
      ) : (
        <SimpleTable>
          <thead>
            <tr>
              <th scope="col">{t('payrollSettings.costUnit')}</th>
              <th scope="col">{t('payrollSettings.costCentre')}</th>
            </tr>
          </thead>
          <tbody>
            {catalogue.costUnits.map((costUnit, index) => (
              <tr key={costUnit.code}>
                <th scope="row">{`${costUnit.code} ${costUnit.name}`}</th>
                <td>
                  <CellInput
                    label={t('payrollSettings.costCentreOf', { name: costUnit.name })}
                    placeholder={costUnit.code.slice(0, 8)}
                    maxLength={8}
                    error={errors?.[index]?.costCentre}
                    registration={form.register(`costCentres.${index}.costCentre`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Section>
  );
}

/** A choice the formats page marks unverified ([U]): said where it is made. */
export function UnverifiedHint({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.warning}>
      <span aria-hidden="true">⚠ </span>
      {`${t('payrollSettings.unverified')} ${text}`}
    </p>
  );
}
