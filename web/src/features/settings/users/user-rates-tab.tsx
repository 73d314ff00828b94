import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAssignedIds } from '@app/shared/users/user-rates';
import { userRateContracts as contracts } from '@app/shared/users/user-rates.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { ratesQuery, wageTypesQuery } from '#features/masterdata/payroll-data/payroll-data-api';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import type { UserTabProps } from './user-tabs';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const assignedKey = (userId: string) => ['users', userId, 'rates'] as const;

/** The pickers CHECKRATES: a person's extra pay (hourly rates) and wage types, saved together. */
export function UserRatesTab(props: UserTabProps) {
  const { user } = props;
  const assigned = useQuery({
    queryKey: assignedKey(user.id),
    queryFn: async ({ signal }) => {
      const params = { userId: user.id };
      const [rates, wageTypes] = await Promise.all([
        callApi(contracts.assignedRates, { params }, { signal }),
        callApi(contracts.assignedWageTypes, { params }, { signal }),
      ]);
      return { rates, wageTypes };
    },
  });
  return (
    <DialogQueryContent query={assigned}>
      {(saved) => <RatesForm {...props} saved={saved} />}
    </DialogQueryContent>
  );
}

function RatesForm({
  user,
  saved,
  onDirtyChange,
  registerSave,
}: UserTabProps & { saved: { rates: TAssignedIds; wageTypes: TAssignedIds } }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const rates = useQuery(ratesQuery);
  const wageTypes = useQuery(wageTypesQuery);
  const [rateIds, setRateIds] = useState(saved.rates.ids);
  const [wageIds, setWageIds] = useState(saved.wageTypes.ids);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratesChanged = !sameSet(rateIds, saved.rates.ids);
  const wagesChanged = !sameSet(wageIds, saved.wageTypes.ids);
  const dirty = ratesChanged || wagesChanged;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    if (!dirty) return true;
    setSaving(true);
    setFailure(null);
    try {
      const params = { userId: user.id };
      if (ratesChanged)
        await callApi(contracts.saveAssignedRates, {
          params,
          body: { ids: rateIds, version: saved.rates.version },
        });
      if (wagesChanged)
        await callApi(contracts.saveAssignedWageTypes, {
          params,
          body: { ids: wageIds, version: saved.wageTypes.version },
        });
      toast.success(t('users.saved', { name: user.displayName }));
      await queryClient.invalidateQueries({ queryKey: assignedKey(user.id) });
      return true;
    } catch (error) {
      setFailure(errorMessage(error, t));
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);

  const toggle = (ids: string[], id: string, on: boolean) =>
    on ? [...ids, id] : ids.filter((x) => x !== id);
  return (
    <>
      <fieldset>
        <legend>{t('users.rates.rates')}</legend>
        {rates.data?.length === 0 && <p>{t('users.rates.none')}</p>}
        {rates.data?.map((rate) => (
          <Checkbox
            key={rate.id}
            label={rate.caption}
            checked={rateIds.includes(rate.id)}
            onChange={(event) => setRateIds(toggle(rateIds, rate.id, event.target.checked))}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('users.rates.wageTypes')}</legend>
        {wageTypes.data?.length === 0 && <p>{t('users.rates.none')}</p>}
        {wageTypes.data?.map((wage) => (
          <Checkbox
            key={wage.id}
            label={wage.caption}
            checked={wageIds.includes(wage.id)}
            onChange={(event) => setWageIds(toggle(wageIds, wage.id, event.target.checked))}
          />
        ))}
      </fieldset>
      {failure && <Notice tone="error">{failure}</Notice>}
      <DialogActions>
        <Button busy={saving} disabled={!dirty} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </>
  );
}
