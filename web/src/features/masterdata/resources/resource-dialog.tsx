import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { ZResourceCreate, defaultResourceColors, type TResource } from '@app/shared/resources/resource';
import { useMasterDataSave } from '#ui/use-master-data-save';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, Wide } from '#ui/layout';
import { TextField } from '#ui/text-field';
import { MemoField } from '#ui/widgets/string-field';
import { createResource, refreshResources, updateResource } from './resources-api';
import styles from './resources-page.module.css';
import type { MasterDataDialogAction } from '#ui/use-master-data-page';

type Values = z.input<typeof ZResourceCreate>;
type Output = z.output<typeof ZResourceCreate>;
const fields = ['caption', 'comments', 'backColor', 'foreColor', 'enabled'] as const;

export type ResourceDialogMode = MasterDataDialogAction<TResource>;

/** `/Resources/Edit/{id}?copy=1`: name, comments, colours (with a preview) and active; a copy saves a new one. */
export function ResourceDialog({ mode, onClose }: { mode: ResourceDialogMode; onClose: () => void }) {
  const { t } = useTranslation();
  const source = mode.kind === 'create' ? null : mode.row;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZResourceCreate),
    mode: 'onTouched',
    defaultValues: source
      ? {
          caption:
            mode.kind === 'copy'
              ? t('mdRes.copyName', { name: source.caption }).slice(0, 50)
              : source.caption,
          comments: source.comments,
          backColor: source.backColor,
          foreColor: source.foreColor,
          enabled: source.enabled,
        }
      : { caption: '', comments: '', ...defaultResourceColors, enabled: true },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [caption, backColor, foreColor] = useWatch({ control, name: ['caption', 'backColor', 'foreColor'] });
  const { dialog } = useMasterDataSave({
    form,
    fields,
    save: (values: Output) =>
      mode.kind === 'edit'
        ? updateResource(mode.row.id, { ...values, version: mode.row.version })
        : createResource(values),
    isNew: mode.kind !== 'edit',
    nameOf: (saved) => saved.caption,
    refresh: refreshResources,
    onClose,
  });
  const title =
    mode.kind === 'create'
      ? t('mdRes.createTitle')
      : t(mode.kind === 'edit' ? 'mdRes.editTitle' : 'mdRes.copyTitle', { name: mode.row.caption });

  return (
    <FormDialog title={title} size="medium" {...dialog}>
      <FormGrid>
        <TextField
          label={t('mdRes.caption')}
          maxLength={50}
          error={errors.caption ? t('mdRes.error.caption') : undefined}
          {...register('caption')}
        />
        <Checkbox label={t('mdRes.enabled')} {...register('enabled')} />
        <TextField
          type="color"
          label={t('mdRes.backColor')}
          error={errors.backColor ? t('mdRes.error.color') : undefined}
          {...register('backColor')}
        />
        <TextField
          type="color"
          label={t('mdRes.foreColor')}
          error={errors.foreColor ? t('mdRes.error.color') : undefined}
          {...register('foreColor')}
        />
        <Wide>
          <span className={styles.previewLabel}>{t('mdRes.preview')}</span>
          <span className={styles.preview} style={{ background: backColor, color: foreColor }}>
            {caption || t('mdRes.caption')}
          </span>
        </Wide>
        <Wide>
          <MemoField
            control={control}
            name="comments"
            label={t('mdRes.comments')}
            maxLength={1000}
            error={errors.comments ? t('mdRes.error.comments') : undefined}
          />
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}
