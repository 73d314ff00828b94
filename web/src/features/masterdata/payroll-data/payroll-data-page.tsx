import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TCostUnit } from '@app/shared/payroll-data/cost-unit';
import { daysOf, type THourlyRate } from '@app/shared/payroll-data/hourly-rate';
import type { TWageType } from '@app/shared/payroll-data/wage-type';
import { usePermission } from '#app/session';
import { Button } from '#ui/button';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataList, type MasterDataListProps } from '#ui/master-data-page';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { SelectField } from '#ui/select-field';
import { useMasterDataPage, type MasterDataPageState } from '#ui/use-master-data-page';
import {
  costUnitsQuery,
  deleteCostUnit,
  deleteRate,
  deleteWageType,
  ratesQuery,
  refreshPayrollData,
  wageTypesQuery,
} from './payroll-data-api';
import { CostUnitDialog, RateDialog, WageTypeDialog } from './payroll-dialogs';

const sections = ['costUnits', 'rates', 'wageTypes'] as const;
type Section = (typeof sections)[number];

/** `/masterdata/payroll-data` (masterdata.edit): cost units, hourly rates and wage types, one grid at a time. */
export function PayrollDataPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('costUnits');
  const canEdit = usePermission('masterdata.edit');
  const costUnits = useMasterDataPage<TCostUnit>(canEdit);
  const rates = useMasterDataPage<THourlyRate>(canEdit);
  const wageTypes = useMasterDataPage<TWageType>(canEdit);
  const create = { costUnits, rates, wageTypes }[section].create;

  return (
    <Page
      titleId="payroll-data-title"
      title={t('payrollData.title')}
      intro={t('payrollData.intro')}
      actions={canEdit ? <Button onClick={create}>{t(`payrollData.new.${section}`)}</Button> : undefined}
    >
      {!canEdit && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <SelectField
        label={t('payrollData.section')}
        value={section}
        onChange={(event) => setSection(event.target.value as Section)}
      >
        {sections.map((one) => (
          <option key={one} value={one}>
            {t(`payrollData.section.${one}`)}
          </option>
        ))}
      </SelectField>
      {section === 'costUnits' && <CostUnitsSection page={costUnits} />}
      {section === 'rates' && <RatesSection page={rates} />}
      {section === 'wageTypes' && <WageTypesSection page={wageTypes} />}
    </Page>
  );
}

interface SectionProps<T> extends Omit<MasterDataListProps<T>, 'labelledBy' | 'rowActions'> {
  page: MasterDataPageState<T>;
  name: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** The edit dialog, of a row or (without one) for a new entry. */
  dialog: (row: T | undefined, onClose: () => void) => ReactNode;
}

/** One kind of payroll data: its grid, its edit dialog and its deletion. */
function PayrollSection<T>({ page, name, remove, dialog, ...list }: SectionProps<T>) {
  const deleting = page.deleting;
  return (
    <>
      <MasterDataList
        labelledBy="payroll-data-title"
        rowActions={page.rowActions(name, {
          ariaKeys: { edit: 'payrollData.editAria', delete: 'payrollData.deleteAria' },
        })}
        {...list}
      />
      {page.dialog && dialog(page.dialog.kind === 'edit' ? page.dialog.row : undefined, page.close)}
      {deleting && (
        <MasterDataDeleteDialog
          name={name(deleting)}
          remove={() => remove(deleting)}
          refresh={refreshPayrollData}
          onClose={page.close}
        />
      )}
    </>
  );
}

function CostUnitsSection({ page }: { page: MasterDataPageState<TCostUnit> }) {
  const { t } = useTranslation();
  const costUnits = useQuery(costUnitsQuery);
  return (
    <PayrollSection
      page={page}
      query={costUnits}
      name={(unit) => unit.name}
      remove={deleteCostUnit}
      dialog={(costUnit, onClose) => <CostUnitDialog costUnit={costUnit} onClose={onClose} />}
      rowKey={(unit) => unit.code}
      searchText={(unit) => `${unit.code} ${unit.name}`}
      columns={[
        { header: t('payrollData.code'), isRowHeader: true, cell: (unit) => unit.code },
        { header: t('payrollData.name'), cell: (unit) => unit.name },
      ]}
    />
  );
}

function RatesSection({ page }: { page: MasterDataPageState<THourlyRate> }) {
  const { t, i18n } = useTranslation();
  const rates = useQuery(ratesQuery);
  const value = (rate: THourlyRate) =>
    new Intl.NumberFormat(i18n.language, {
      style: rate.valueType === 0 ? 'percent' : 'currency',
      currency: 'EUR',
      maximumFractionDigits: 2,
    }).format(rate.valueType === 0 ? rate.value / 100 : rate.value);
  return (
    <PayrollSection
      page={page}
      query={rates}
      name={(rate) => rate.caption}
      remove={deleteRate}
      dialog={(rate, onClose) => <RateDialog rate={rate} onClose={onClose} />}
      rowKey={(rate) => rate.id}
      searchText={(rate) => `${rate.caption} ${rate.accountNumber}`}
      isEnabled={(rate) => rate.enabled}
      columns={[
        { header: t('payrollData.caption'), isRowHeader: true, cell: (rate) => rate.caption },
        { header: t('payrollData.value'), numeric: true, cell: value },
        {
          header: t('payrollData.days'),
          cell: (rate) =>
            daysOf(rate.days)
              .map((day) => t(`payrollData.day.${day}`))
              .join(', '),
        },
        {
          header: t('payrollData.from'),
          cell: (rate) => (rate.from && rate.to ? `${rate.from}–${rate.to}` : t('payrollData.wholeDay')),
        },
      ]}
    />
  );
}

function WageTypesSection({ page }: { page: MasterDataPageState<TWageType> }) {
  const { t } = useTranslation();
  const wageTypes = useQuery(wageTypesQuery);
  return (
    <PayrollSection
      page={page}
      query={wageTypes}
      name={(wageType) => wageType.caption}
      remove={deleteWageType}
      dialog={(wageType, onClose) => <WageTypeDialog wageType={wageType} onClose={onClose} />}
      rowKey={(wageType) => wageType.id}
      searchText={(wageType) => `${wageType.caption} ${wageType.bookingKey}`}
      isEnabled={(wageType) => wageType.enabled}
      columns={[
        { header: t('payrollData.caption'), isRowHeader: true, cell: (wageType) => wageType.caption },
        {
          header: t('payrollData.wageType'),
          cell: (wageType) => t(`payrollData.wageType.${wageType.wageType}`),
        },
        {
          header: t('payrollData.calcType'),
          cell: (wageType) => t(`payrollData.calcType.${wageType.calcType}`),
        },
        { header: t('payrollData.bookingKey'), cell: (wageType) => wageType.bookingKey },
      ]}
    />
  );
}
