import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { payrollSystems, type TPayrollSystem } from '@app/shared/payroll/payroll-settings';
import { absenceTypesQuery } from '#features/masterdata/absence-types/absence-types-api';
import {
  costUnitsQuery,
  ratesQuery,
  wageTypesQuery,
} from '#features/masterdata/payroll-data/payroll-data-api';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { payrollSettingsQuery } from './payroll-settings-api';
import { PersonnelTab } from './personnel-tab';
import type { PayrollCatalogue } from './settings-form-values';
import { SystemSettingsForm } from './system-settings-form';
import styles from './payroll-settings.module.css';

type Tab = TPayrollSystem | 'personnel';
const tabs: readonly Tab[] = [...payrollSystems, 'personnel'];

/** `/payroll/settings` (payroll.export): a tab per payroll system and one of personnel numbers. */
export function PayrollSettingsPage() {
  const { t } = useTranslation();
  const base = useId();
  const [selected, setSelected] = useState<Tab>('lodas');
  return (
    <Page
      titleId="payroll-settings-title"
      title={t('payrollSettings.title')}
      intro={t('payrollSettings.intro')}
    >
      <div role="tablist" className={styles.tabList} aria-label={t('payrollSettings.tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-controls={`${base}-${tab}`}
            aria-selected={selected === tab}
            className={styles.tab}
            onClick={() => setSelected(tab)}
          >
            {t(`payrollSettings.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${selected}`} aria-labelledby={`${base}-${selected}-tab`}>
        {selected === 'personnel' ? <PersonnelTab /> : <SystemTab system={selected} />}
      </div>
    </Page>
  );
}

/** The data one system's form needs: its settings and the company's wage types, rates, absence types, cost units. */
function SystemTab({ system }: { system: TPayrollSystem }) {
  const settings = useQuery(payrollSettingsQuery);
  const wageTypes = useQuery(wageTypesQuery);
  const rates = useQuery(ratesQuery);
  const absenceTypes = useQuery(absenceTypesQuery);
  const costUnits = useQuery(costUnitsQuery);
  const catalogue = useMemo<PayrollCatalogue | undefined>(
    () =>
      wageTypes.data && rates.data && absenceTypes.data && costUnits.data
        ? {
            wageTypes: wageTypes.data,
            rates: rates.data,
            absenceTypes: absenceTypes.data,
            costUnits: costUnits.data,
          }
        : undefined,
    [wageTypes.data, rates.data, absenceTypes.data, costUnits.data],
  );
  const all = [settings, wageTypes, rates, absenceTypes, costUnits];
  const failed = all.find((query) => query.isError);
  const data = settings.data && catalogue ? { list: settings.data, catalogue } : undefined;
  return (
    <QueryContent
      query={{
        data,
        error: failed?.error,
        isPending: all.some((query) => query.isPending),
        isError: Boolean(failed),
      }}
    >
      {({ list, catalogue: loaded }) => {
        const current = list.find((one) => one.system === system);
        return current ? <SystemSettingsForm key={system} settings={current} catalogue={loaded} /> : null;
      }}
    </QueryContent>
  );
}
