import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZResourceCreate, defaultResourceColors, type TResource } from '@app/shared/resources/resource';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { MemoField } from '#ui/widgets/string-field';
import { createResource, refreshResources, updateResource } from './resources-api';
import styles from './resources-page.module.css';

type Values = z.input<typeof ZResourceCreate>;
type Output = z.output<typeof ZResourceCreate>;
const fields = ['caption', 'comments', 'backColor', 'foreColor', 'enabled'] as const;

export type ResourceDialogMode = { kind: 'create' } | { kind: 'edit' | 'copy'; resource: TResource };

/** `/Resources/Edit/{id}?copy=1`: name, comments, colours (with a preview) and active; a copy saves a new one. */
export function ResourceDialog({ mode, onClose }: { mode: ResourceDialogMode; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const source = mode.kind === 'create' ? null : mode.resource;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
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
  const [caption, backColor, foreColor] = useWatch({ control, name: ['caption', 'backColor', 'foreColor'] });
  const save = useMutation({
    mutationFn: (values: Output) =>
      mode.kind === 'edit'
        ? updateResource(mode.resource.id, { ...values, version: mode.resource.version })
        : createResource(values),
    onSuccess: async (saved) => {
      toast.success(t(mode.kind === 'edit' ? 'mdGrid.saved' : 'mdGrid.created', { name: saved.caption }));
      await refreshResources(queryClient);
      onClose();
    },
  });
  const { failure, setFailure, run } = useSubmitErrors<Values>({
    fields,
    setError,
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return false;
      await refreshResources(queryClient);
      setFailure(t('mdGrid.conflict'));
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  const title =
    mode.kind === 'create'
      ? t('mdRes.createTitle')
      : t(mode.kind === 'edit' ? 'mdRes.editTitle' : 'mdRes.copyTitle', { name: mode.resource.caption });

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={title} size="medium">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
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
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
