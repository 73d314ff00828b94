import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  payrollSystems,
  type TPayrollSettings,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';
import { Button } from '#ui/button';
import { MutedText, Panel } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { ExportDialog } from './export-dialog';
import { payrollSettingsQuery } from './payroll-api';
import { PayrollRuns } from './payroll-runs';
import styles from './payroll.module.css';

/** Where the numbers and mappings are kept (lane A's settings page). */
export const payrollSettingsPath = '/payroll/settings';

function SystemCard({
  system,
  settings,
  onExport,
}: {
  system: TPayrollSystem;
  settings: TPayrollSettings | undefined;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const name = t(`payrollExport.system.${system}`);
  const consultant = settings?.consultantNumber ?? '';
  const client = settings?.clientNumber ?? '';
  const titleId = `payroll-system-${system}`;
  return (
    <Panel>
      <section aria-labelledby={titleId} className={styles.card}>
        <h3 id={titleId}>{name}</h3>
        <dl className={styles.numbers}>
          <dt>{t('payrollExport.consultant')}</dt>
          <dd>{consultant || <MutedText as="span">{t('payrollExport.missingNumber')}</MutedText>}</dd>
          <dt>{t('payrollExport.client')}</dt>
          <dd>{client || <MutedText as="span">{t('payrollExport.missingNumber')}</MutedText>}</dd>
        </dl>
        {(!consultant || !client) && (
          <Notice tone="warning">
            <p>{t('payrollExport.notConfigured')}</p>
            <p>
              <Link to={payrollSettingsPath}>{t('payrollExport.openSettings')}</Link>
            </p>
          </Notice>
        )}
        {system === 'sage' && <MutedText as="p">{t('payrollExport.sageNotice')}</MutedText>}
        <div>
          <Button onClick={onExport}>{t('payrollExport.export', { system: name })}</Button>
        </div>
      </section>
    </Panel>
  );
}

/**
 * The payroll export page: one card per payroll system with its DATEV numbers (or a way to the settings), the
 * export dialog of each, and the kept runs below with their files.
 */
export function PayrollExportPage() {
  const { t } = useTranslation();
  const settings = useQuery(payrollSettingsQuery);
  const [exporting, setExporting] = useState<TPayrollSystem | null>(null);
  return (
    <Page title={t('payrollExport.title')} titleId="payroll-export-title" intro={t('payrollExport.intro')}>
      <div className={styles.stack}>
        <section aria-label={t('payrollExport.systems')}>
          <QueryContent query={settings}>
            {(all) => (
              <div className={styles.cards}>
                {payrollSystems.map((system) => (
                  <SystemCard
                    key={system}
                    system={system}
                    settings={all.find((entry) => entry.system === system)}
                    onExport={() => setExporting(system)}
                  />
                ))}
              </div>
            )}
          </QueryContent>
        </section>
        <PayrollRuns />
      </div>
      {exporting && <ExportDialog system={exporting} onClose={() => setExporting(null)} />}
    </Page>
  );
}
