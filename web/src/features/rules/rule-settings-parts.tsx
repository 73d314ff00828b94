import { useTranslation } from 'react-i18next';
import { UserPickerList } from '#features/organisation/pickers/user-picker';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { FormGrid, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { IntegerField } from '#ui/widgets/number-field';
import { TimeField } from '#ui/widgets/time-field';
import { dependencyDefaults, dependencyKindList, errorAt, type SettingsDraft } from './rule-form';
import type { SettingsFieldsProps } from './rule-settings-fields';
import styles from './rules.module.css';

/** Settings value readers: the draft holds unknowns until the schema checks them. */
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
export const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : [];
export const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((one): one is number => typeof one === 'number') : [];

/** One of a lookup list, or none. */
export function LookupSelect({
  label,
  options,
  value,
  onChange,
  error,
  allowNone = true,
}: {
  label: string;
  options: readonly { id: string; name: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  allowNone?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      error={error}
    >
      {(allowNone || value === null) && <option value="">{t('rules.form.none')}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

export function DependencyFields({
  settings,
  onChange,
  errors,
  lookups,
}: Omit<SettingsFieldsProps, 'ruleType'>) {
  const { t } = useTranslation();
  const kind = dependencyKindList.find((one) => one === settings.kind) ?? 'requiresShift';
  const set = (patch: SettingsDraft) => onChange({ ...settings, ...patch });
  const err = (field: string) => errorAt(errors, `settings.${field}`);
  return (
    <FormGrid>
      <Wide>
        <SelectField
          label={t('rules.form.dependencyKind')}
          value={kind}
          onChange={(event) => {
            const next = dependencyKindList.find((one) => one === event.target.value);
            if (next) onChange(dependencyDefaults(next));
          }}
        >
          {dependencyKindList.map((one) => (
            <option key={one} value={one}>
              {t(`rules.form.dependency.${one}`)}
            </option>
          ))}
        </SelectField>
      </Wide>
      {kind === 'requiresShift' && (
        <>
          <LookupSelect
            label={t('rules.form.template')}
            options={lookups.templates}
            value={str(settings.templateId)}
            onChange={(value) => set({ templateId: value })}
            error={err('templateId')}
            allowNone={false}
          />
          <LookupSelect
            label={t('rules.form.requiredTemplate')}
            options={lookups.templates}
            value={str(settings.requiredTemplateId)}
            onChange={(value) => set({ requiredTemplateId: value })}
            error={err('requiredTemplateId')}
            allowNone={false}
          />
          <SelectField
            label={t('rules.form.dayOffset')}
            value={String(num(settings.dayOffset) ?? 0)}
            onChange={(event) => set({ dayOffset: Number(event.target.value) })}
          >
            <option value="0">{t('rules.form.dayOffset.0')}</option>
            <option value="1">{t('rules.form.dayOffset.1')}</option>
          </SelectField>
        </>
      )}
      {(kind === 'onlyWith' || kind === 'neverWith') && (
        <>
          <Wide>
            <UserPickerList
              label={t('rules.form.person')}
              value={str(settings.userId)}
              onChange={(value) => set({ userId: value ?? null })}
              error={err('userId')}
            />
          </Wide>
          <Wide>
            <UserPickerList
              label={t('rules.form.otherPerson')}
              value={str(settings.otherUserId)}
              onChange={(value) => set({ otherUserId: value ?? null })}
              error={err('otherUserId')}
            />
          </Wide>
        </>
      )}
      {kind === 'restAfterNight' && (
        <>
          <TimeField
            label={t('rules.form.nightFrom')}
            value={str(settings.nightFrom)}
            onChange={(value) => set({ nightFrom: value })}
            error={err('nightFrom')}
          />
          <IntegerField
            label={t('rules.form.restDays')}
            minValue={1}
            maxValue={3}
            value={num(settings.restDays)}
            onChange={(value) => set({ restDays: value })}
            error={err('restDays')}
          />
        </>
      )}
    </FormGrid>
  );
}

interface PauseStep {
  afterMinutes: number | null;
  pauseMinutes: number | null;
}

export function AutoPauseFields({
  settings,
  onChange,
  errors,
}: Omit<SettingsFieldsProps, 'ruleType' | 'lookups'>) {
  const { t } = useTranslation();
  const steps: PauseStep[] = Array.isArray(settings.steps) ? (settings.steps as PauseStep[]) : [];
  const setSteps = (next: PauseStep[]) => onChange({ ...settings, steps: next });
  const setStep = (index: number, patch: Partial<PauseStep>) =>
    setSteps(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  return (
    <FormGrid>
      <Wide>
        <fieldset className={styles.checkList}>
          <legend>{t('rules.form.steps')}</legend>
          <div className={styles.rows}>
            {steps.map((step, index) => (
              <div key={index} className={styles.row}>
                <IntegerField
                  label={t('rules.form.afterMinutes')}
                  minValue={1}
                  maxValue={1440}
                  value={step.afterMinutes}
                  onChange={(value) => setStep(index, { afterMinutes: value })}
                  error={errorAt(errors, `settings.steps.${index}.afterMinutes`)}
                />
                <IntegerField
                  label={t('rules.form.pauseMinutes')}
                  minValue={1}
                  maxValue={240}
                  value={step.pauseMinutes}
                  onChange={(value) => setStep(index, { pauseMinutes: value })}
                  error={errorAt(errors, `settings.steps.${index}.pauseMinutes`)}
                />
                <Button
                  variant="secondary"
                  aria-label={t('rules.form.removeStep', { number: index + 1 })}
                  disabled={steps.length <= 1}
                  onClick={() => setSteps(steps.filter((_, at) => at !== index))}
                >
                  ×
                </Button>
              </div>
            ))}
          </div>
          {steps.length < 5 && (
            <Button
              variant="secondary"
              onClick={() => setSteps([...steps, { afterMinutes: null, pauseMinutes: null }])}
            >
              {t('rules.form.addStep')}
            </Button>
          )}
        </fieldset>
      </Wide>
      <Wide>
        <Checkbox
          label={t('rules.form.ignoreBooked')}
          checked={settings.ignoreBookedPauses === true}
          onChange={(event) => onChange({ ...settings, ignoreBookedPauses: event.target.checked })}
        />
      </Wide>
    </FormGrid>
  );
}
