import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import styles from './units-page.module.css';

/** What an editor of the detail pane reports, so that leaving the unit can ask about unsaved input. */
export interface EditorTracking {
  onDirtyChange: (dirty: boolean) => void;
  /** The editor's save, for the prompt's "save": true when it saved (or had nothing to save). */
  registerSave: (save: () => Promise<boolean>) => void;
}

export interface UnsavedEditors {
  anyDirty: boolean;
  isDirty: (id: string) => boolean;
  track: (id: string) => EditorTracking;
  /** Saves every editor with unsaved input; false (and stops) at the first that could not. */
  saveAll: () => Promise<boolean>;
  /** Forgets every mark (the editors are about to be replaced). */
  reset: () => void;
}

/** The bookkeeping of the detail pane's editors; the browser warns too when the page is left with any dirty. */
export function useUnsavedEditors(): UnsavedEditors {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  // The editors' save functions, kept across renders (a registry, not state to render from).
  const [saves] = useState(() => new Map<string, () => Promise<boolean>>());
  const anyDirty = Object.values(dirty).some(Boolean);

  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const track = useCallback(
    (id: string): EditorTracking => ({
      onDirtyChange: (isDirty) =>
        setDirty((current) => (Boolean(current[id]) === isDirty ? current : { ...current, [id]: isDirty })),
      registerSave: (save) => saves.set(id, save),
    }),
    [saves],
  );

  return useMemo(
    () => ({
      anyDirty,
      isDirty: (id) => Boolean(dirty[id]),
      track,
      saveAll: async () => {
        for (const [id, isDirty] of Object.entries(dirty)) {
          const save = saves.get(id);
          if (isDirty && save && !(await save())) return false;
        }
        return true;
      },
      reset: () => setDirty({}),
    }),
    [anyDirty, dirty, saves, track],
  );
}

/** The mark beside an editor's heading while it holds unsaved input. */
export function UnsavedMark({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  if (!dirty) return null;
  return (
    <span className={styles.dirtyMark} title={t('units.unsaved')}>
      <span aria-hidden="true"> ●</span>
      <span className="sr-only">{` (${t('units.unsaved')})`}</span>
    </span>
  );
}

/** The spec's `dismisschange` prompt: cancel (stay), close without saving, save. */
export function DismissChangeDialog({
  saving,
  onCancel,
  onDiscard,
  onSave,
}: {
  saving: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      title={t('dismisschange.title')}
      onOpenChange={(open) => !open && !saving && onCancel()}
    >
      <p>{t('dismisschange')}</p>
      <DialogActions>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onDiscard}>
          {t('dismisschange.close')}
        </Button>
        <Button busy={saving} onClick={onSave}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
