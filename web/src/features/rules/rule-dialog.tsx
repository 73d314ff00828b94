import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleScopeKinds, type TRule, type TRuleSave } from '@app/shared/rules/rule';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { UnitsPicker } from '#features/organisation/pickers/units-picker';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { GroupHeader } from '#ui/widgets/group-header';
import { MemoField } from '#ui/widgets/string-field';
import { CheckList } from './check-list';
import { errorAt, ruleBodyOf, serverFieldErrors, type FieldErrors, type RuleDraft } from './rule-form';
import type { RuleLookups } from './rule-lookups';
import { RuleSettingsFields } from './rule-settings-fields';
import { refreshRules, saveRule } from './rules-api';

export interface RuleDialogProps {
  /** A new rule's draft, or a stored rule's. */
  draft: RuleDraft;
  lookups: RuleLookups;
  onClose: () => void;
}

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * `/Rules/Edit/{id}?ruleType=X`: the editor of one rule: the frame every type shares (name, notes, scope,
 * validity, severity, active) and the settings of its type. Checked with the server's schema before it is sent;
 * the server's field problems are shown at their fields too.
 */
export function RuleDialog({ draft: initial, lookups, onClose }: RuleDialogProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = !initial.id;
  const set = (patch: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const mutation = useMutation({
    mutationFn: (body: TRuleSave) => saveRule(body),
    onSuccess: async (saved: TRule) => {
      toast.success(t(isNew ? 'rules.created' : 'rules.saved', { name: saved.name }));
      await refreshRules(queryClient);
      onClose();
    },
    onError: async (error) => {
      if (isEditionProblem(error)) return;
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        return;
      }
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        await refreshRules(queryClient);
        setFailure(t('rules.conflict'));
        return;
      }
      setFailure(errorMessage(error, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = ruleBodyOf(draft, t, (key) => i18n.exists(key));
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    mutation.mutate(result.body);
  };

  const scope = draft.scope;
  const validity = draft.validity;
  const kindOptions = draft.ruleType === 'APPROVE' ? (['company', 'unit'] as const) : ruleScopeKinds;
  const scopeLists = {
    resource: { label: t('rules.form.resources'), options: lookups.resources },
    template: { label: t('rules.form.templates'), options: lookups.templates },
    userGroup: { label: t('rules.form.userGroups'), options: lookups.userGroups },
  } as const;

  return (
    <FormDialog
      title={
        isNew
          ? t('rules.createTitle', { label: t(`rules.type.${draft.ruleType}`) })
          : t('rules.editTitle', { name: initial.name })
      }
      size="large"
      failure={failure}
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        <Wide>
          <TextField
            label={t('rules.form.name')}
            maxLength={100}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            error={errors.name}
          />
        </Wide>
        <Wide>
          <MemoField
            label={t('rules.form.notes')}
            maxLength={2000}
            value={draft.notes}
            onChange={(value) => set({ notes: value ?? '' })}
            error={errors.notes}
          />
        </Wide>
        <GroupHeader title={t('rules.form.scope')} />
        <SelectField
          label={t('rules.form.scopeKind')}
          value={scope.kind}
          onChange={(event) => {
            const kind = ruleScopeKinds.find((one) => one === event.target.value) ?? 'company';
            set({ scope: { kind, ids: [], includeSubUnits: false } });
          }}
          error={errors['scope.kind']}
        >
          {kindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {t(`rules.scope.${kind}`)}
            </option>
          ))}
        </SelectField>
        {scope.kind === 'unit' && (
          <>
            <Wide>
              <UnitsPicker
                label={t('rules.form.units')}
                value={scope.ids}
                onChange={(ids) => set({ scope: { ...scope, ids: [...(ids ?? [])] } })}
                error={errorAt(errors, 'scope')}
              />
            </Wide>
            <Checkbox
              label={t('rules.form.includeSubUnits')}
              checked={scope.includeSubUnits}
              onChange={(event) => set({ scope: { ...scope, includeSubUnits: event.target.checked } })}
            />
          </>
        )}
        {scope.kind !== 'unit' && scope.kind !== 'company' && (
          <Wide>
            <CheckList
              label={scopeLists[scope.kind].label}
              options={scopeLists[scope.kind].options}
              value={scope.ids}
              onChange={(ids) => set({ scope: { ...scope, ids } })}
              error={errorAt(errors, 'scope')}
            />
          </Wide>
        )}
        <GroupHeader title={t('rules.form.validity')} />
        <DateField
          label={t('rules.form.from')}
          value={validity.from}
          onChange={(from) => set({ validity: { ...validity, from } })}
          error={errors['validity.from']}
        />
        <DateField
          label={t('rules.form.to')}
          value={validity.to}
          onChange={(to) => set({ validity: { ...validity, to } })}
          error={errors['validity.to']}
        />
        <Wide>
          <CheckList
            label={t('rules.form.weekdays')}
            inline
            options={weekdays.map((day) => ({ id: day, name: t(`rules.weekdayLong.${day}`) }))}
            value={validity.weekdays}
            onChange={(days) => set({ validity: { ...validity, weekdays: days } })}
            error={errorAt(errors, 'validity.weekdays')}
          />
        </Wide>
        <SelectField
          label={t('rules.form.holidays')}
          value={validity.holidays}
          onChange={(event) =>
            set({
              validity: {
                ...validity,
                holidays:
                  (['any', 'exclude', 'only'] as const).find((one) => one === event.target.value) ?? 'any',
              },
            })
          }
        >
          {(['any', 'exclude', 'only'] as const).map((mode) => (
            <option key={mode} value={mode}>
              {t(`rules.form.holidays.${mode}`)}
            </option>
          ))}
        </SelectField>
        <GroupHeader title={t('rules.form.severity')} />
        <SelectField
          label={t('rules.form.level')}
          value={draft.severity.level}
          onChange={(event) =>
            set({ severity: { ...draft.severity, level: event.target.value === 'ERR' ? 'ERR' : 'WRN' } })
          }
        >
          <option value="WRN">{t('rules.level.WRN')}</option>
          <option value="ERR">{t('rules.level.ERR')}</option>
        </SelectField>
        <Checkbox
          label={t('rules.form.allowForce')}
          checked={draft.severity.allowForce}
          onChange={(event) => set({ severity: { ...draft.severity, allowForce: event.target.checked } })}
        />
        <Wide>
          <Checkbox
            label={t('rules.form.active')}
            checked={draft.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
        </Wide>
        <GroupHeader title={t('rules.form.settings')} />
        <Wide>
          <RuleSettingsFields
            ruleType={draft.ruleType}
            settings={draft.settings}
            onChange={(settings) => set({ settings })}
            errors={errors}
            lookups={lookups}
          />
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}
