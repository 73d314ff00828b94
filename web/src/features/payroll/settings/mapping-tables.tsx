/** The mapping tables of one system: wage types, surcharges, absence keys, cost centres. */
import type { ReactNode } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import {
  defaultAbsenceKey,
  defaultWageTypeMapping,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';
import { MutedText, SimpleTable } from '#ui/layout';
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
              const defaults = defaultWageTypeMapping(wageType);
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
      {lodas && <UnverifiedHint text={t('payrollSettings.processingKeyHint')} />}
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

export function AbsenceKeyTable({ form, catalogue }: { form: Form; catalogue: PayrollCatalogue }) {
  const { t, i18n } = useTranslation();
  const errors = form.formState.errors.absenceKeys;
  const language = i18n.language === 'de' ? 'de' : 'en';
  return (
    <Section title={t('payrollSettings.absenceKeys')} intro={t('payrollSettings.absenceKeysIntro')}>
      {catalogue.absenceTypes.length === 0 ? (
        <MutedText as="p">{t('payrollSettings.noAbsenceTypes')}</MutedText>
      ) : (
        <SimpleTable>
          <thead>
            <tr>
              <th scope="col">{t('payrollSettings.absenceType')}</th>
              <th scope="col">{t('payrollSettings.absenceKey')}</th>
            </tr>
          </thead>
          <tbody>
            {catalogue.absenceTypes.map((absenceType, index) => (
              <tr key={absenceType.id}>
                <th scope="row">{absenceType.caption[language]}</th>
                <td>
                  <CellInput
                    label={t('payrollSettings.absenceKeyOf', { name: absenceType.caption[language] })}
                    placeholder={defaultAbsenceKey(absenceType.itemClass)}
                    maxLength={10}
                    error={errors?.[index]?.key}
                    registration={form.register(`absenceKeys.${index}.key`)}
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
