import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLegalProfile, TRuleDefaults } from '@app/shared/rules/legal-profile';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { FormGrid, Panel, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { GroupHeader } from '#ui/widgets/group-header';
import { IntegerField } from '#ui/widgets/number-field';
import { serverFieldErrors, type FieldErrors } from './rule-form';
import { ruleProfileQuery, saveRuleProfile, type TRuleProfile } from './rules-api';

/** `/rules/profile` (settings.manage): the legal profile and the built-in checks, read and saved as a whole. */
export function RuleProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(ruleProfileQuery);
  return (
    <Page titleId="rule-profile-title" title={t('rules.profile.title')} intro={t('rules.profile.intro')}>
      <QueryContent query={profile}>
        {(loaded) => <ProfileForm key={`${loaded.version}`} profile={loaded} />}
      </QueryContent>
    </Page>
  );
}

const limitFields = [
  ['maxDailyMinutes', 'rules.profile.maxDaily', 60, 1440],
  ['minRestMinutes', 'rules.profile.minRest', 0, 1440],
  ['maxWeeklyAverageMinutes', 'rules.profile.maxWeekly', 60, 10_080],
  ['averageWeeks', 'rules.profile.averageWeeks', 1, 52],
  ['minFreeSundays', 'rules.profile.minFreeSundays', 0, 53],
] as const;

const builtInChecks = ['absence', 'qualification', 'foreignUnit', 'manning'] as const;

function ProfileForm({ profile }: { profile: TRuleProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [legal, setLegal] = useState<Record<keyof TLegalProfile, unknown>>(profile.legal);
  const [defaults, setDefaults] = useState<TRuleDefaults>(profile.defaults);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveRuleProfile({ legal: legal as TLegalProfile, defaults, version: profile.version }),
    onMutate: () => {
      setFailure(null);
      setErrors({});
    },
    onSuccess: (saved) => {
      toast.success(t('rules.profile.saved'));
      queryClient.setQueryData(ruleProfileQuery.queryKey, saved);
    },
    onError: async (error) => {
      if (isEditionProblem(error)) return;
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: ruleProfileQuery.queryKey });
        toast.error(t('rules.profile.conflict'));
      } else setFailure(errorMessage(error, t));
    },
  });
  const off = legal.profile === 'OFF';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Panel>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <GroupHeader title={t('rules.profile.legal')} />
          <SelectField
            label={t('rules.profile.profile')}
            value={String(legal.profile)}
            onChange={(event) => setLegal({ ...legal, profile: event.target.value })}
            error={errors['legal.profile']}
          >
            <option value="DE_ARBZG">{t('rules.profile.profile.DE_ARBZG')}</option>
            <option value="OFF">{t('rules.profile.profile.OFF')}</option>
          </SelectField>
          <SelectField
            label={t('rules.profile.level')}
            value={String(legal.level)}
            disabled={off}
            onChange={(event) => setLegal({ ...legal, level: event.target.value })}
          >
            <option value="WRN">{t('rules.level.WRN')}</option>
            <option value="ERR">{t('rules.level.ERR')}</option>
          </SelectField>
          <Wide>
            <Checkbox
              label={t('rules.profile.allowForce')}
              checked={legal.allowForce === true}
              disabled={off}
              onChange={(event) => setLegal({ ...legal, allowForce: event.target.checked })}
            />
          </Wide>
          {limitFields.map(([field, label, min, max]) => (
            <IntegerField
              key={field}
              label={t(label)}
              minValue={min}
              maxValue={max}
              isDisabled={off}
              value={typeof legal[field] === 'number' ? legal[field] : null}
              onChange={(value) => setLegal({ ...legal, [field]: value })}
              error={errors[`legal.${field}`]}
            />
          ))}
          <Checkbox
            label={t('rules.profile.flagSundays')}
            checked={legal.flagSundays === true}
            disabled={off}
            onChange={(event) => setLegal({ ...legal, flagSundays: event.target.checked })}
          />
          <Checkbox
            label={t('rules.profile.flagHolidays')}
            checked={legal.flagHolidays === true}
            disabled={off}
            onChange={(event) => setLegal({ ...legal, flagHolidays: event.target.checked })}
          />
          <Checkbox
            label={t('rules.profile.substituteRestDays')}
            checked={legal.substituteRestDays === true}
            disabled={off}
            onChange={(event) => setLegal({ ...legal, substituteRestDays: event.target.checked })}
          />
          <GroupHeader title={t('rules.profile.defaults')} />
          {builtInChecks.map((check) => (
            <SelectField
              key={check}
              label={t(`rules.profile.check.${check}`)}
              value={defaults[check]}
              onChange={(event) => {
                const value = (['WRN', 'ERR', 'OFF'] as const).find((one) => one === event.target.value);
                if (value) setDefaults({ ...defaults, [check]: value });
              }}
            >
              {(['WRN', 'ERR', 'OFF'] as const).map((severity) => (
                <option key={severity} value={severity}>
                  {t(`rules.profile.severity.${severity}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </FormGrid>
        <Button type="submit" busy={save.isPending}>
          {t('dialog.save')}
        </Button>
      </Panel>
    </form>
  );
}
