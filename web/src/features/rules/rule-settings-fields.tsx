import { useTranslation } from 'react-i18next';
import { eventItemTypeValues } from '@app/shared/absence-types/absence-type';
import { roundingDirections, type TRuleType } from '@app/shared/rules/rule';
import { UserPickerGrid } from '#features/organisation/pickers/user-picker';
import { Checkbox } from '#ui/checkbox';
import { FormGrid, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { IntegerField } from '#ui/widgets/number-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { CheckList } from './check-list';
import {
  AutoPauseFields,
  DependencyFields,
  ids,
  LookupSelect,
  num,
  numbers,
  str,
} from './rule-settings-parts';
import { errorAt, type FieldErrors, type SettingsDraft } from './rule-form';
import type { RuleLookups } from './rule-lookups';

export interface SettingsFieldsProps {
  ruleType: TRuleType;
  settings: SettingsDraft;
  onChange: (settings: SettingsDraft) => void;
  errors: FieldErrors;
  lookups: RuleLookups;
}

/** The settings part of the editor: the fields of the rule's type (shared/src/rules/rule.ts). */
export function RuleSettingsFields({ ruleType, settings, onChange, errors, lookups }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: SettingsDraft) => onChange({ ...settings, ...patch });
  const err = (field: string) => errorAt(errors, `settings.${field}`);
  const eventClasses = (
    <Wide>
      <CheckList
        label={t('rules.form.eventClasses')}
        inline
        options={eventItemTypeValues.map((id) => ({ id, name: t(`rules.form.eventClass.${id}`) }))}
        value={numbers(settings.eventClasses)}
        onChange={(value) => set({ eventClasses: value })}
        error={err('eventClasses')}
      />
    </Wide>
  );

  switch (ruleType) {
    case 'MINOC':
      return (
        <FormGrid>
          <IntegerField
            label={t('rules.form.minimum')}
            minValue={1}
            maxValue={999}
            value={num(settings.minimum)}
            onChange={(value) => set({ minimum: value })}
            error={err('minimum')}
          />
          <LookupSelect
            label={t('rules.form.qualification')}
            options={lookups.qualifications}
            value={str(settings.qualificationId)}
            onChange={(value) => set({ qualificationId: value })}
            error={err('qualificationId')}
          />
          <TimeField
            label={t('rules.form.windowFrom')}
            description={t('rules.form.windowHint')}
            value={str(settings.from)}
            onChange={(value) => set({ from: value })}
            error={err('from')}
          />
          <TimeField
            label={t('rules.form.windowTo')}
            value={str(settings.to)}
            onChange={(value) => set({ to: value })}
            error={err('to')}
          />
        </FormGrid>
      );
    case 'MAXABS':
      return (
        <FormGrid>
          <IntegerField
            label={t('rules.form.maxPeople')}
            minValue={0}
            maxValue={9999}
            value={num(settings.maxPeople)}
            onChange={(value) => set({ maxPeople: value })}
            error={err('maxPeople')}
          />
          <IntegerField
            label={t('rules.form.maxPercent')}
            minValue={1}
            maxValue={100}
            value={num(settings.maxPercent)}
            onChange={(value) => set({ maxPercent: value })}
            error={err('maxPercent')}
          />
          {eventClasses}
        </FormGrid>
      );
    case 'DEPENCY':
      return <DependencyFields settings={settings} onChange={onChange} errors={errors} lookups={lookups} />;
    case 'APPROVE':
      return (
        <FormGrid>
          {eventClasses}
          <Wide>
            <UserPickerGrid
              label={t('rules.form.firstApprovers')}
              value={ids(settings.firstApproverIds)}
              onChange={(value) => set({ firstApproverIds: [...(value ?? [])] })}
              error={err('firstApproverIds')}
            />
          </Wide>
          <Wide>
            <UserPickerGrid
              label={t('rules.form.secondApprovers')}
              value={ids(settings.secondApproverIds)}
              onChange={(value) => set({ secondApproverIds: [...(value ?? [])] })}
              error={err('secondApproverIds')}
            />
          </Wide>
          <IntegerField
            label={t('rules.form.autoApprove')}
            minValue={0}
            maxValue={365}
            value={num(settings.autoApproveUpToDays)}
            onChange={(value) => set({ autoApproveUpToDays: value ?? 0 })}
            error={err('autoApproveUpToDays')}
          />
        </FormGrid>
      );
    case 'BARRIER':
      return <FormGrid>{eventClasses}</FormGrid>;
    case 'QUAL':
      return (
        <FormGrid>
          <Wide>
            <CheckList
              label={t('rules.form.qualifications')}
              options={lookups.qualifications}
              value={ids(settings.qualificationIds)}
              onChange={(value) => set({ qualificationIds: value })}
              error={err('qualificationIds')}
            />
          </Wide>
          <SelectField
            label={t('rules.form.qualMode')}
            value={str(settings.mode) ?? 'all'}
            onChange={(event) => set({ mode: event.target.value })}
          >
            <option value="all">{t('rules.form.qualMode.all')}</option>
            <option value="any">{t('rules.form.qualMode.any')}</option>
          </SelectField>
        </FormGrid>
      );
    case 'MSG':
      return (
        <FormGrid>
          <Wide>
            <MemoField
              label={t('rules.form.text')}
              maxLength={500}
              value={str(settings.text) ?? ''}
              onChange={(value) => set({ text: value ?? '' })}
              error={err('text')}
            />
          </Wide>
          <SelectField
            label={t('rules.form.trigger')}
            value={str(settings.trigger) ?? 'planned'}
            onChange={(event) => set({ trigger: event.target.value })}
          >
            <option value="planned">{t('rules.form.trigger.planned')}</option>
            <option value="request">{t('rules.form.trigger.request')}</option>
          </SelectField>
        </FormGrid>
      );
    case 'TIMEBOOKING':
      return (
        <FormGrid>
          <SelectField
            label={t('rules.form.roundingStep')}
            value={String(num(settings.roundingStepMinutes) ?? 15)}
            onChange={(event) => set({ roundingStepMinutes: Number(event.target.value) })}
            error={err('roundingStepMinutes')}
          >
            {[1, 5, 6, 10, 15, 30].map((step) => (
              <option key={step} value={step}>
                {step}
              </option>
            ))}
          </SelectField>
          <IntegerField
            label={t('rules.form.toleranceBefore')}
            minValue={0}
            maxValue={240}
            value={num(settings.toleranceBeforeMinutes)}
            onChange={(value) => set({ toleranceBeforeMinutes: value })}
            error={err('toleranceBeforeMinutes')}
          />
          {(['roundingIn', 'roundingOut'] as const).map((field) => (
            <SelectField
              key={field}
              label={t(field === 'roundingIn' ? 'rules.form.roundingIn' : 'rules.form.roundingOut')}
              value={str(settings[field]) ?? 'none'}
              onChange={(event) => set({ [field]: event.target.value })}
            >
              {roundingDirections.map((direction) => (
                <option key={direction} value={direction}>
                  {t(`rules.form.rounding.${direction}`)}
                </option>
              ))}
            </SelectField>
          ))}
          <TimeField
            label={t('rules.form.earliest')}
            value={str(settings.earliest)}
            onChange={(value) => set({ earliest: value })}
            error={err('earliest')}
          />
          <TimeField
            label={t('rules.form.latest')}
            value={str(settings.latest)}
            onChange={(value) => set({ latest: value })}
            error={err('latest')}
          />
          <Wide>
            <Checkbox
              label={t('rules.form.outsidePlan')}
              checked={settings.outsidePlanNeedsApproval === true}
              onChange={(event) => set({ outsidePlanNeedsApproval: event.target.checked })}
            />
          </Wide>
        </FormGrid>
      );
    case 'AUTOPAUSE':
      return <AutoPauseFields settings={settings} onChange={onChange} errors={errors} />;
    case 'OVERTIMEREQUEST':
      return (
        <FormGrid>
          <SelectField
            label={t('rules.form.period')}
            value={str(settings.period) ?? 'day'}
            onChange={(event) => set({ period: event.target.value })}
          >
            <option value="day">{t('rules.form.period.day')}</option>
            <option value="week">{t('rules.form.period.week')}</option>
          </SelectField>
          <IntegerField
            label={t('rules.form.threshold')}
            minValue={0}
            maxValue={10_080}
            value={num(settings.thresholdMinutes)}
            onChange={(value) => set({ thresholdMinutes: value })}
            error={err('thresholdMinutes')}
          />
        </FormGrid>
      );
  }
}
