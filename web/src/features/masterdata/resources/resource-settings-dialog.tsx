import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResource, TResourceSettings } from '@app/shared/resources/resource';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { ApiError } from '#lib/api';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { refreshResources, resourceSettingsQuery, saveResourceSettings } from './resources-api';
import styles from './resources-page.module.css';

/**
 * `/Resources/Settings?initialPage&groupId`: the order the calendar and the pickers show resources in. The
 * first cannot move up, the last cannot move down (the spec's priority-list rule).
 */
export function ResourceSettingsDialog({
  resources,
  onClose,
}: {
  resources: TResource[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useQuery(resourceSettingsQuery);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('mdRes.settingsTitle')}
      size="medium"
    >
      <DialogQueryContent query={settings}>
        {(data) => <OrderForm resources={resources} settings={data} onClose={onClose} />}
      </DialogQueryContent>
    </ModalDialog>
  );
}

function OrderForm({
  resources,
  settings,
  onClose,
}: {
  resources: TResource[];
  settings: TResourceSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  // The list arrives in display order already.
  const [order, setOrder] = useState(() => resources.map((resource) => resource.id));
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  const save = useMutation({
    mutationFn: () => saveResourceSettings({ order, version: settings.version }),
    onSuccess: async () => {
      toast.success(t('mdRes.settingsSaved'));
      await refreshResources(queryClient);
      onClose();
    },
  });
  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item !== undefined) next.splice(index + by, 0, item);
      return next;
    });
  const conflict = save.error instanceof ApiError && save.error.code === 'CONFLICT';

  return (
    <>
      <h3>{t('mdRes.orderTitle')}</h3>
      <p>{t('mdRes.orderIntro')}</p>
      {save.error && (
        <Notice tone="error">{conflict ? t('mdGrid.conflict') : errorMessage(save.error, t)}</Notice>
      )}
      <ol className={styles.order}>
        {order.map((id, index) => {
          const resource = byId.get(id);
          if (!resource) return null;
          return (
            <li key={id} className={styles.orderRow}>
              <span>
                <span
                  className={styles.chip}
                  style={{ background: resource.backColor, color: resource.foreColor }}
                >
                  {resource.caption}
                </span>
              </span>
              <Button
                variant="ghost"
                size="small"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('mdRes.moveUp', { name: resource.caption })}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="small"
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('mdRes.moveDown', { name: resource.caption })}
              >
                ↓
              </Button>
            </li>
          );
        })}
      </ol>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button busy={save.isPending} onClick={() => save.mutate()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </>
  );
}
