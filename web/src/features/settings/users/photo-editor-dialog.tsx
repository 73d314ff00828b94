import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxPhotoBytes, type TPhoto } from '@app/shared/users/user-photo';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { drawRotated, outputTypeOf, turned, type QuarterTurns } from './photo-rotation';
import { uploadPhoto } from './user-photo-api';
import styles from './users-page.module.css';

/**
 * The image editor (EDITIMAGE): the chosen image on a canvas, rotated left or right in quarter turns; saving
 * stores what the canvas shows (PNG stays PNG, else JPEG), scaled to at most 1024 px.
 */
export function PhotoEditorDialog({
  userId,
  file,
  onSaved,
  onClose,
}: {
  userId: string;
  file: File;
  onSaved: (photo: TPhoto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [turns, setTurns] = useState<QuarterTurns>(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const loaded = new Image();
    loaded.onload = () => setImage(loaded);
    loaded.onerror = () => setFailure(t('users.photo.notImage'));
    loaded.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, t]);

  useEffect(() => {
    if (image && canvasRef.current) drawRotated(canvasRef.current, image, turns);
  }, [image, turns]);

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    setSaving(true);
    setFailure(null);
    try {
      const type = outputTypeOf(file.type);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
      if (!blob) throw new Error('canvas gave no image');
      if (blob.size > maxPhotoBytes) {
        setFailure(t('users.photo.tooLarge'));
        return;
      }
      onSaved(await uploadPhoto(userId, blob, type));
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !saving && onClose()}
      title={t('users.photo.editor')}
    >
      <div className={styles.photoCanvas}>
        <canvas ref={canvasRef} aria-label={t('users.photo.editor')} />
      </div>
      <div className={styles.photoTools}>
        <Button variant="secondary" disabled={!image || saving} onClick={() => setTurns(turned(turns, -1))}>
          {t('users.photo.rotateLeft')}
        </Button>
        <Button variant="secondary" disabled={!image || saving} onClick={() => setTurns(turned(turns, 1))}>
          {t('users.photo.rotateRight')}
        </Button>
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <DialogActions>
        <Button variant="secondary" disabled={saving} onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button busy={saving} disabled={!image} onClick={() => void save()}>
          {t('users.photo.save')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
