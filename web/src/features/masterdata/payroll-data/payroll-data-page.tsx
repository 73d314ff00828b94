import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCostUnit } from '@app/shared/payroll-data/cost-unit';
import { daysOf, type THourlyRate } from '@app/shared/payroll-data/hourly-rate';
import type { TWageType } from '@app/shared/payroll-data/wage-type';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { MasterDataGrid } from '#features/masterdata/absence-types/master-data-grid';
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

type Action =
  | { kind: 'create' }
  | { kind: 'edit'; costUnit?: TCostUnit; rate?: THourlyRate; wageType?: TWageType }
  | { kind: 'delete'; name: string; remove: () => Promise<unknown> }
  | null;

/** `/masterdata/payroll-data` (masterdata.edit): cost units, hourly rates and wage types, one grid at a time. */
export function PayrollDataPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'masterdata.edit');
  const [section, setSection] = useState<Section>('costUnits');
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);

  const actions = (name: string, edit: Action, remove: () => Promise<unknown>) =>
    canEdit && (
      <RowActions>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('payrollData.editAria', { name })}
          onClick={() => setAction(edit)}
        >
          {t('table.edit')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('payrollData.deleteAria', { name })}
          onClick={() => setAction({ kind: 'delete', name, remove })}
        >
          {t('table.delete')}
        </Button>
      </RowActions>
    );

  return (
    <Page
      titleId="payroll-data-title"
      title={t('payrollData.title')}
      intro={t('payrollData.intro')}
      actions={
        canEdit ? (
          <Button onClick={() => setAction({ kind: 'create' })}>{t(`payrollData.new.${section}`)}</Button>
        ) : undefined
      }
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
      {section === 'costUnits' && (
        <CostUnitsGrid
          actions={(unit) => actions(unit.name, { kind: 'edit', costUnit: unit }, () => deleteCostUnit(unit))}
        />
      )}
      {section === 'rates' && (
        <RatesGrid
          actions={(rate) => actions(rate.caption, { kind: 'edit', rate }, () => deleteRate(rate))}
        />
      )}
      {section === 'wageTypes' && (
        <WageTypesGrid
          actions={(wageType) =>
            actions(wageType.caption, { kind: 'edit', wageType }, () => deleteWageType(wageType))
          }
        />
      )}
      {(action?.kind === 'create' || action?.kind === 'edit') && section === 'costUnits' && (
        <CostUnitDialog costUnit={action.kind === 'edit' ? action.costUnit : undefined} onClose={close} />
      )}
      {(action?.kind === 'create' || action?.kind === 'edit') && section === 'rates' && (
        <RateDialog rate={action.kind === 'edit' ? action.rate : undefined} onClose={close} />
      )}
      {(action?.kind === 'create' || action?.kind === 'edit') && section === 'wageTypes' && (
        <WageTypeDialog wageType={action.kind === 'edit' ? action.wageType : undefined} onClose={close} />
      )}
      {action?.kind === 'delete' && (
        <DeleteDialog name={action.name} remove={action.remove} onClose={close} />
      )}
    </Page>
  );
}

function CostUnitsGrid({ actions }: { actions: (unit: TCostUnit) => ReactNode }) {
  const { t } = useTranslation();
  const costUnits = useQuery(costUnitsQuery);
  return (
    <QueryContent query={costUnits}>
      {(list) => (
        <MasterDataGrid
          labelledBy="payroll-data-title"
          rows={list}
          rowKey={(unit) => unit.code}
          searchText={(unit) => `${unit.code} ${unit.name}`}
          columns={[
            { header: t('payrollData.code'), isRowHeader: true, cell: (unit) => unit.code },
            { header: t('payrollData.name'), cell: (unit) => unit.name },
            { header: t('table.actions'), headerHidden: true, cell: actions },
          ]}
        />
      )}
    </QueryContent>
  );
}

function RatesGrid({ actions }: { actions: (rate: THourlyRate) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const rates = useQuery(ratesQuery);
  const value = (rate: THourlyRate) =>
    new Intl.NumberFormat(i18n.language, {
      style: rate.valueType === 0 ? 'percent' : 'currency',
      currency: 'EUR',
      maximumFractionDigits: 2,
    }).format(rate.valueType === 0 ? rate.value / 100 : rate.value);
  return (
    <QueryContent query={rates}>
      {(list) => (
        <MasterDataGrid
          labelledBy="payroll-data-title"
          rows={list}
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
            {
              header: t('mdGrid.status'),
              cell: (rate) => (
                <Badge tone={rate.enabled ? 'success' : 'neutral'}>
                  {rate.enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
                </Badge>
              ),
            },
            { header: t('table.actions'), headerHidden: true, cell: actions },
          ]}
        />
      )}
    </QueryContent>
  );
}

function WageTypesGrid({ actions }: { actions: (wageType: TWageType) => ReactNode }) {
  const { t } = useTranslation();
  const wageTypes = useQuery(wageTypesQuery);
  return (
    <QueryContent query={wageTypes}>
      {(list) => (
        <MasterDataGrid
          labelledBy="payroll-data-title"
          rows={list}
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
            {
              header: t('mdGrid.status'),
              cell: (wageType) => (
                <Badge tone={wageType.enabled ? 'success' : 'neutral'}>
                  {wageType.enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
                </Badge>
              ),
            },
            { header: t('table.actions'), headerHidden: true, cell: actions },
          ]}
        />
      )}
    </QueryContent>
  );
}

function DeleteDialog({
  name,
  remove,
  onClose,
}: {
  name: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      toast.success(t('mdGrid.deleted', { name }));
      await refreshPayrollData(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('mdGrid.deleteTitle', { name })}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error, t) : null}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      {t('mdGrid.deleteText')}
    </ConfirmDialog>
  );
}
