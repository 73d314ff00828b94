import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZUnitCreate, unitTypeNames, type TUnit } from '@app/shared/units/unit';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { createUnit, refreshUnits, updateUnit } from './units-api';
import { unitPaths } from './unit-paths';

type Values = z.input<typeof ZUnitCreate>;
type Output = z.output<typeof ZUnitCreate>;
const fields: (keyof Values)[] = ['name', 'unitType', 'parentId', 'enabled', 'holidayRegion'];

export interface UnitDialogProps {
  /** The unit to edit; absent for a new unit. */
  unit?: TUnit | undefined;
  /** A new unit's parent. */
  parentId?: string | null;
  units: readonly TUnit[];
  onClose: (saved?: TUnit) => void;
}

/** `/Units/Edit/{id}`: name, type, parent, active and holiday region, checked with the server's own schema. */
export function UnitDialog({ unit, parentId = null, units, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZUnitCreate),
    mode: 'onTouched',
    defaultValues: {
      name: unit?.name ?? '',
      unitType: unit?.unitType ?? 0,
      parentId: unit ? unit.parentId : parentId,
      enabled: unit?.enabled ?? true,
      holidayRegion: unit?.holidayRegion ?? null,
    },
  });
  const save = useMutation({
    mutationFn: (values: Output) =>
      unit ? updateUnit(unit.id, { ...values, version: unit.version }) : createUnit(values),
    onSuccess: async (saved) => {
      toast.success(t(unit ? 'units.saved' : 'units.created', { name: saved.name }));
      await refreshUnits(queryClient);
      onClose(saved);
    },
  });
  const { failure, setFailure, run } = useSubmitErrors<Values>({
    fields,
    setError,
    onError: async (error) => {
      if (!(error instanceof ApiError)) return false;
      if (error.code === 'CONFLICT') {
        await refreshUnits(queryClient);
        setFailure(t('units.conflict'));
        return true;
      }
      return false;
    },
  });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  // A unit cannot sit below itself: it and its sub-units are not offered as parents.
  const parents = unitPaths(units).filter((option) => !unit || !option.ancestorIds.includes(unit.id));

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={unit ? t('units.editTitle', { name: unit.name }) : t('units.createTitle')}
      size="medium"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('units.name')}
            maxLength={50}
            error={errors.name ? t('units.error.name') : undefined}
            {...register('name')}
          />
          <SelectField
            label={t('units.type')}
            error={errors.unitType?.message}
            {...register('unitType', { setValueAs: (value: string | number) => Number(value) })}
          >
            {unitTypeNames.map((_, type) => (
              <option key={type} value={type}>
                {t(`units.type.${type as 0 | 1 | 2 | 3}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('units.parent')}
            error={errors.parentId?.message}
            {...register('parentId', { setValueAs: (value: string | null) => (value ? value : null) })}
          >
            <option value="">{t('units.topLevel')}</option>
            {parents.map((option) => (
              <option key={option.id} value={option.id}>
                {option.path}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('units.holidayRegion')}
            description={t('units.holidayRegionHint')}
            maxLength={10}
            error={errors.holidayRegion?.message}
            {...register('holidayRegion', {
              setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null),
            })}
          />
          <Checkbox label={t('units.enabled')} {...register('enabled')} />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={() => onClose()} />
      </form>
    </ModalDialog>
  );
}
