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
import styles from './users-page.module.css';

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

/** One list's choice: the company's (every enabled one) or exactly the chosen ids. */
interface Choice {
  ids: string[];
  companyDefault: boolean;
}

const sameChoice = (a: Choice, b: Choice) =>
  a.companyDefault === b.companyDefault && (a.companyDefault || sameSet(a.ids, b.ids));

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
  const [rateChoice, setRateChoice] = useState<Choice>(saved.rates);
  const [wageChoice, setWageChoice] = useState<Choice>(saved.wageTypes);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratesChanged = !sameChoice(rateChoice, saved.rates);
  const wagesChanged = !sameChoice(wageChoice, saved.wageTypes);
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
          body: { ...rateChoice, version: saved.rates.version },
        });
      if (wagesChanged)
        await callApi(contracts.saveAssignedWageTypes, {
          params,
          body: { ...wageChoice, version: saved.wageTypes.version },
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

  return (
    <>
      <ChoiceFieldset
        name="rates"
        legend={t('users.rates.rates')}
        companyLabel={t('users.rates.companyRates')}
        chosenLabel={t('users.rates.chosenRates')}
        noneChosen={t('users.rates.noRates')}
        items={rates.data}
        choice={rateChoice}
        onChange={setRateChoice}
      />
      <ChoiceFieldset
        name="wage-types"
        legend={t('users.rates.wageTypes')}
        companyLabel={t('users.rates.companyWageTypes')}
        chosenLabel={t('users.rates.chosenWageTypes')}
        noneChosen={t('users.rates.noWageTypes')}
        items={wageTypes.data}
        choice={wageChoice}
        onChange={setWageChoice}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      <DialogActions>
        <Button busy={saving} disabled={!dirty} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The company's list, or only the ticked ones (the ticks are kept while the company's is chosen). */
function ChoiceFieldset({
  name,
  legend,
  companyLabel,
  chosenLabel,
  noneChosen,
  items,
  choice,
  onChange,
}: {
  name: string;
  legend: string;
  companyLabel: string;
  chosenLabel: string;
  noneChosen: string;
  items: readonly { id: string; caption: string }[] | undefined;
  choice: Choice;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) =>
    onChange({ ...choice, ids: on ? [...choice.ids, id] : choice.ids.filter((x) => x !== id) });
  return (
    <fieldset className={styles.rolePicker}>
      <legend>{legend}</legend>
      {items?.length === 0 && <p>{t('users.rates.none')}</p>}
      <label>
        <input
          type="radio"
          name={`${name}-scope`}
          checked={choice.companyDefault}
          onChange={() => onChange({ ...choice, companyDefault: true })}
        />{' '}
        {companyLabel}
      </label>
      <br />
      <label>
        <input
          type="radio"
          name={`${name}-scope`}
          checked={!choice.companyDefault}
          onChange={() => onChange({ ...choice, companyDefault: false })}
        />{' '}
        {chosenLabel}
      </label>
      {!choice.companyDefault && (
        <div className={styles.roleOptions}>
          {items?.map((item) => (
            <Checkbox
              key={item.id}
              label={item.caption}
              checked={choice.ids.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
          ))}
          {choice.ids.length === 0 && <Notice tone="info">{noneChosen}</Notice>}
        </div>
      )}
    </fieldset>
  );
}
