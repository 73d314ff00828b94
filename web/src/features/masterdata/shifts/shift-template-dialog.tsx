import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { TResource } from '@app/shared/resources/resource';
import { nextShiftColour } from '@app/shared/shifts/shift-colours';
import {
  ZShiftTemplateCreate,
  pauseModes,
  shiftItemTypeNames,
  shiftItemTypes,
  type TShiftTemplate,
} from '@app/shared/shifts/shift-template';
import { useMasterDataSave } from '#ui/use-master-data-save';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { GroupHeader } from '#ui/widgets/group-header';
import { TagPicker } from '#ui/widgets/tag-picker';
import { TimeField } from '#ui/widgets/time-field';
import { unitsQuery } from '#features/organisation/units/units-api';
import { qualificationsQuery } from '#features/masterdata/qualifications/qualifications-api';
import { useShiftFieldError } from './field-errors';
import { createShiftTemplate, refreshShiftTemplates, updateShiftTemplate } from './shifts-api';
import { WorkAreaField } from './work-area-field';
import type { MasterDataDialogAction } from '#ui/use-master-data-page';

type Values = z.input<typeof ZShiftTemplateCreate>;
type Output = z.output<typeof ZShiftTemplateCreate>;
const fields = [
  'name',
  'shortName',
  'resourceId',
  'unitId',
  'itemClass',
  'begin',
  'end',
  'pause1.mode',
  'pause1.begin',
  'pause1.end',
  'pause2.mode',
  'pause2.begin',
  'pause2.end',
  'backColor',
  'foreColor',
  'enabled',
  'requiredQualificationIds',
] as const;
const pauseModeNames = ['none', 'unpaid', 'paid'] as const;

export type ShiftTemplateDialogMode = MasterDataDialogAction<TShiftTemplate>;

/** Qualifications have no colour of their own: their chips are drawn in one neutral one. */
const qualificationColor = '#e5e7eb';

/**
 * `/Shifts/Edit/{id}?copy=1`: name, short name, resource, unit, kind, times and two pauses, colours and the
 * qualifications the shift requires. Times and pauses are hidden for class 99 (free); a night shift ends the
 * next day when its end is not after its begin. A new template proposes a colour no other one has
 * (`usedColours`, the templates' backgrounds).
 */
export function ShiftTemplateDialog({
  mode,
  resources,
  usedColours,
  onClose,
}: {
  mode: ShiftTemplateDialogMode;
  resources: TResource[];
  usedColours: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const units = useQuery(unitsQuery);
  const qualifications = useQuery(qualificationsQuery);
  const fieldError = useShiftFieldError();
  const source = mode.kind === 'create' ? null : mode.row;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZShiftTemplateCreate),
    mode: 'onTouched',
    defaultValues: source
      ? {
          name: mode.kind === 'copy' ? `${source.name} (2)`.slice(0, 50) : source.name,
          shortName: source.shortName,
          resourceId: source.resourceId,
          unitId: source.unitId,
          itemClass: source.itemClass,
          begin: source.begin,
          end: source.end,
          pause1: source.pause1,
          pause2: source.pause2,
          backColor: source.backColor,
          foreColor: source.foreColor,
          enabled: source.enabled,
          requiredQualificationIds: source.requiredQualificationIds,
        }
      : {
          name: '',
          shortName: '',
          resourceId: resources.find((resource) => resource.enabled)?.id ?? '',
          unitId: null,
          itemClass: shiftItemTypes.early,
          begin: '06:00',
          end: '14:00',
          pause1: { mode: 0, begin: null, end: null },
          pause2: { mode: 0, begin: null, end: null },
          ...nextShiftColour(usedColours),
          enabled: true,
          requiredQualificationIds: [],
        },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [itemClass, begin, end] = useWatch({ control, name: ['itemClass', 'begin', 'end'] });
  const isFree = Number(itemClass) === shiftItemTypes.free;
  const { dialog } = useMasterDataSave({
    form,
    fields,
    save: (values: Output) =>
      mode.kind === 'edit'
        ? updateShiftTemplate(mode.row.id, { ...values, version: mode.row.version })
        : createShiftTemplate(values),
    isNew: mode.kind !== 'edit',
    nameOf: (saved) => saved.name,
    refresh: refreshShiftTemplates,
    onClose,
  });
  const title =
    mode.kind === 'create'
      ? t('mdShift.createTitle')
      : t(mode.kind === 'edit' ? 'mdShift.editTitle' : 'mdShift.copyTitle', { name: mode.row.name });
  // Deactivated resources are offered only when the template already names one.
  const offered = resources.filter((resource) => resource.enabled || resource.id === source?.resourceId);
  const endsNextDay = begin && end && end <= begin;
  // Deactivated qualifications are offered only when the template already requires them.
  const qualificationOptions = (qualifications.data ?? [])
    .filter((item) => item.enabled || source?.requiredQualificationIds.includes(item.id))
    .map((item) => ({ id: item.id, name: item.name, color: qualificationColor }));

  return (
    <FormDialog title={title} size="large" {...dialog}>
      <FormGrid>
        <TextField
          label={t('mdShift.name')}
          maxLength={50}
          error={fieldError(errors.name, 'mdShift.error.name')}
          {...register('name')}
        />
        <TextField
          label={t('mdShift.shortName')}
          maxLength={10}
          error={fieldError(errors.shortName, 'mdShift.error.shortName')}
          {...register('shortName')}
        />
        <Controller
          control={control}
          name="resourceId"
          render={({ field }) => (
            <WorkAreaField
              label={t('mdShift.resource')}
              resources={offered}
              field={field}
              error={fieldError(errors.resourceId, 'mdShift.error.resource')}
            />
          )}
        />
        <SelectField
          label={t('mdShift.unit')}
          {...register('unitId', { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">{t('mdShift.allUnits')}</option>
          {(units.data ?? []).map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('mdShift.itemClass')} {...register('itemClass', { valueAsNumber: true })}>
          {shiftItemTypeNames.map((name) => (
            <option key={name} value={shiftItemTypes[name]}>
              {t(`mdShift.class.${name}`)}
            </option>
          ))}
        </SelectField>
        <Checkbox label={t('mdShift.enabled')} {...register('enabled')} />
        {isFree ? (
          <Wide>
            <p>{t('mdShift.freeHint')}</p>
          </Wide>
        ) : (
          <>
            <GroupHeader title={t('mdShift.times')} level={3} />
            <TimeField
              control={control}
              name="begin"
              label={t('mdShift.begin')}
              error={fieldError(errors.begin, 'mdShift.error.time')}
            />
            <TimeField
              control={control}
              name="end"
              label={t('mdShift.end')}
              description={endsNextDay ? t('mdShift.nextDay') : undefined}
              error={fieldError(errors.end, 'mdShift.error.time')}
            />
            <PauseFields control={control} register={register} which="pause1" errors={errors.pause1} />
            <PauseFields control={control} register={register} which="pause2" errors={errors.pause2} />
          </>
        )}
        <TextField type="color" label={t('mdShift.backColor')} {...register('backColor')} />
        <TextField type="color" label={t('mdShift.foreColor')} {...register('foreColor')} />
        <Wide>
          <TagPicker
            control={control}
            name="requiredQualificationIds"
            label={t('mdShift.requiredQualifications')}
            description={t('mdShift.requiredQualificationsHint')}
            tags={qualificationOptions}
          />
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}

/** A pause: its kind, and from/to when it has one (inside the shift; after midnight in a night shift). */
function PauseFields({
  control,
  register,
  which,
  errors,
}: {
  control: Control<Values, unknown, Output>;
  register: UseFormRegister<Values>;
  which: 'pause1' | 'pause2';
  errors: FieldErrors<Values>['pause1'];
}) {
  const { t } = useTranslation();
  const fieldError = useShiftFieldError();
  const pauseMode = useWatch({ control, name: `${which}.mode` });
  const hasPause = Number(pauseMode) !== pauseModes.none;
  return (
    <>
      <GroupHeader title={t(which === 'pause1' ? 'mdShift.pause1' : 'mdShift.pause2')} level={3} />
      <SelectField label={t('mdShift.pauseMode')} {...register(`${which}.mode`, { valueAsNumber: true })}>
        {pauseModeNames.map((name) => (
          <option key={name} value={pauseModes[name]}>
            {t(`mdShift.pause.${name}`)}
          </option>
        ))}
      </SelectField>
      {hasPause ? (
        <>
          <TimeField
            control={control}
            name={`${which}.begin`}
            label={t('mdShift.pauseBegin')}
            error={fieldError(errors?.begin, 'mdShift.error.time')}
          />
          <TimeField
            control={control}
            name={`${which}.end`}
            label={t('mdShift.pauseEnd')}
            error={fieldError(errors?.end, 'mdShift.error.time')}
          />
        </>
      ) : (
        <span />
      )}
    </>
  );
}
