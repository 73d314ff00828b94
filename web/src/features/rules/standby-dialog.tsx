import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZStandbyRuleSave, type TStandbyRule, type TStandbyRuleSave } from '@app/shared/rules/standby';
import { isEditionProblem } from '#app/api-problems';
import { usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { ratesQuery } from '#features/masterdata/payroll-data/payroll-data-api';
import { usersQuery } from '#features/settings/users/users-api';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, MutedText, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { GroupHeader } from '#ui/widgets/group-header';
import { DecimalField } from '#ui/widgets/number-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { errorAt, serverFieldErrors, type FieldErrors } from './rule-form';
import type { RuleLookups } from './rule-lookups';
import { LookupSelect } from './rule-settings-parts';
import { refreshStandbyRules, saveStandbyRule } from './rules-api';
import styles from './rules.module.css';

interface DutyDraft {
  userId: string | null;
  fromDate: string | null;
  fromTime: string | null;
  toDate: string | null;
  toTime: string | null;
}

interface StandbyDraft {
  name: string;
  unitId: string | null;
  resourceId: string | null;
  surcharge: { kind: 'percent' | 'flat'; value: number | null };
  rateId: string | null;
  notes: string;
  duties: DutyDraft[];
}

function draftOf(rule: TStandbyRule | undefined): StandbyDraft {
  if (!rule) {
    return {
      name: '',
      unitId: null,
      resourceId: null,
      surcharge: { kind: 'percent', value: 0 },
      rateId: null,
      notes: '',
      duties: [],
    };
  }
  return {
    name: rule.name,
    unitId: rule.unitId,
    resourceId: rule.resourceId,
    surcharge: { ...rule.surcharge },
    rateId: rule.rateId,
    notes: rule.notes,
    duties: rule.duties.map((duty) => ({ ...duty })),
  };
}

/** The people a duty can name (user.show); without the right the list is empty. */
function usePeople() {
  const allowed = usePermission('user.show');
  const users = useQuery({ ...usersQuery, enabled: allowed }).data ?? [];
  return users
    .filter((user) => user.active)
    .map((user) => ({ id: user.id, name: user.displayName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `standby/rules`: a standby rule's editor: unit, resource, surcharge, rate, notes and the duties table. */
export function StandbyDialog({
  rule,
  lookups,
  onClose,
}: {
  rule?: TStandbyRule | undefined;
  lookups: RuleLookups;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const people = usePeople();
  const rates = (useQuery(ratesQuery).data ?? []).map(({ id, caption }) => ({ id, name: caption }));
  const [draft, setDraft] = useState(() => draftOf(rule));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<StandbyDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setDuty = (index: number, patch: Partial<DutyDraft>) =>
    set({ duties: draft.duties.map((duty, at) => (at === index ? { ...duty, ...patch } : duty)) });

  const mutation = useMutation({
    mutationFn: (body: TStandbyRuleSave) => saveStandbyRule(body),
    onSuccess: async (saved) => {
      toast.success(t('rules.standby.saved', { name: saved.name }));
      await refreshStandbyRules(queryClient);
      onClose();
    },
    onError: async (error) => {
      if (isEditionProblem(error)) return;
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'CONFLICT') {
        await refreshStandbyRules(queryClient);
        setFailure(t('rules.conflict'));
      } else setFailure(errorMessage(error, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZStandbyRuleSave.safeParse({
      ...draft,
      ...(rule ? { id: rule.id, version: rule.version } : {}),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        found[issue.path.map(String).join('.')] ??= i18n.exists(issue.message)
          ? t(issue.message as never)
          : t('rules.form.invalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <FormDialog
      title={rule ? t('rules.standby.editTitle', { name: rule.name }) : t('rules.standby.createTitle')}
      size="large"
      failure={failure}
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        <Wide>
          <TextField
            label={t('rules.standby.name')}
            maxLength={100}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            error={errors.name}
          />
        </Wide>
        <LookupSelect
          label={t('rules.standby.unit')}
          options={lookups.units}
          value={draft.unitId}
          onChange={(unitId) => set({ unitId })}
          error={errors.unitId}
        />
        <LookupSelect
          label={t('rules.standby.resource')}
          options={lookups.resources}
          value={draft.resourceId}
          onChange={(resourceId) => set({ resourceId })}
          error={errors.resourceId}
        />
        <SelectField
          label={t('rules.standby.surchargeKind')}
          value={draft.surcharge.kind}
          onChange={(event) =>
            set({
              surcharge: { ...draft.surcharge, kind: event.target.value === 'flat' ? 'flat' : 'percent' },
            })
          }
        >
          <option value="percent">{t('rules.standby.surcharge.percent')}</option>
          <option value="flat">{t('rules.standby.surcharge.flat')}</option>
        </SelectField>
        <DecimalField
          label={t('rules.standby.surchargeValue')}
          minValue={0}
          maxValue={100_000}
          value={draft.surcharge.value}
          onChange={(value) => set({ surcharge: { ...draft.surcharge, value: value ?? null } })}
          error={errorAt(errors, 'surcharge')}
        />
        <LookupSelect
          label={t('rules.standby.rate')}
          options={rates}
          value={draft.rateId}
          onChange={(rateId) => set({ rateId })}
          error={errors.rateId}
        />
        <Wide>
          <MemoField
            label={t('rules.standby.notes')}
            maxLength={2000}
            value={draft.notes}
            onChange={(notes) => set({ notes: notes ?? '' })}
          />
        </Wide>
        <GroupHeader title={t('rules.standby.duties')} />
        <Wide>
          <div className={styles.rows}>
            {draft.duties.length === 0 && <MutedText>{t('rules.standby.noDuties')}</MutedText>}
            {draft.duties.map((duty, index) => {
              const err = (field: string) => errorAt(errors, `duties.${index}.${field}`);
              return (
                <div key={index} className={styles.row} role="group" aria-label={`${index + 1}`}>
                  <LookupSelect
                    label={t('rules.standby.person')}
                    options={people}
                    value={duty.userId}
                    onChange={(userId) => setDuty(index, { userId })}
                    error={err('userId')}
                  />
                  <DateField
                    label={t('rules.standby.fromDate')}
                    value={duty.fromDate}
                    onChange={(fromDate) => setDuty(index, { fromDate })}
                    error={err('fromDate')}
                  />
                  <TimeField
                    label={t('rules.standby.fromTime')}
                    value={duty.fromTime}
                    onChange={(fromTime) => setDuty(index, { fromTime })}
                    error={err('fromTime')}
                  />
                  <DateField
                    label={t('rules.standby.toDate')}
                    value={duty.toDate}
                    onChange={(toDate) => setDuty(index, { toDate })}
                    error={err('toDate')}
                  />
                  <TimeField
                    label={t('rules.standby.toTime')}
                    value={duty.toTime}
                    onChange={(toTime) => setDuty(index, { toTime })}
                    error={err('toTime')}
                  />
                  <Button
                    variant="secondary"
                    aria-label={t('rules.standby.removeDuty', { number: index + 1 })}
                    onClick={() => set({ duties: draft.duties.filter((_, at) => at !== index) })}
                  >
                    ×
                  </Button>
                </div>
              );
            })}
          </div>
          <Button
            variant="secondary"
            onClick={() =>
              set({
                duties: [
                  ...draft.duties,
                  { userId: null, fromDate: null, fromTime: '18:00', toDate: null, toTime: '06:00' },
                ],
              })
            }
          >
            {t('rules.standby.addDuty')}
          </Button>
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}
