import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maxPhotoBytes, photoContentTypes } from '@app/shared/users/user-photo';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { PhotoEditorDialog } from './photo-editor-dialog';
import type { UserTabProps } from './user-tabs';
import { photoQuery, removePhoto } from './user-photo-api';
import { usersQueryKey } from './users-api';
import styles from './users-page.module.css';

/** The photo tab: the current photo, choosing an image (image types, at most 2 MB) for the editor, removing it. */
export function UserPhotoTab({ user }: UserTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const photo = useQuery(photoQuery(user.id));
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: photoQuery(user.id).queryKey });
    await queryClient.invalidateQueries({ queryKey: usersQueryKey });
  };
  const remove = useMutation({
    mutationFn: () => removePhoto(user.id),
    onSuccess: async () => {
      toast.success(t('users.photo.removed', { name: user.displayName }));
      await refresh();
    },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(photoContentTypes as readonly string[]).includes(chosen.type)) {
      setRefused(t('users.photo.notImage'));
    } else if (chosen.size > maxPhotoBytes) {
      setRefused(t('users.photo.tooLarge'));
    } else {
      setRefused(null);
      setFile(chosen);
    }
  };

  return (
    <DialogQueryContent query={photo}>
      {(current) => (
        <>
          {current.url ? (
            <img
              className={`${styles.avatar} ${styles.avatarLarge}`}
              src={current.url}
              alt={t('users.photo.alt', { name: user.displayName })}
            />
          ) : (
            <p>{t('users.photo.none')}</p>
          )}
          <div className={styles.photoTools}>
            <label htmlFor={inputId}>{t('users.photo.choose')}</label>
            <input
              id={inputId}
              type="file"
              accept={photoContentTypes.join(',')}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {current.url && (
              <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate()}>
                {t('users.photo.remove')}
              </Button>
            )}
          </div>
          {refused && <Notice tone="error">{refused}</Notice>}
          {remove.error && <Notice tone="error">{errorMessage(remove.error, t)}</Notice>}
          {file && (
            <PhotoEditorDialog
              userId={user.id}
              file={file}
              onClose={() => setFile(null)}
              onSaved={() => {
                setFile(null);
                toast.success(t('users.photo.saved', { name: user.displayName }));
                void refresh();
              }}
            />
          )}
        </>
      )}
    </DialogQueryContent>
  );
}
