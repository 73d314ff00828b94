import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@app/shared/users/user';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import styles from './users-page.module.css';

/** What every tab of the user dialog gets: the user as last saved, and the dialog's bookkeeping. */
export interface UserTabProps {
  user: TUser;
  /** A tab saved: the dialog's user (and its version) moves on. */
  onSaved: (user: TUser) => void;
  /** Whether the tab holds unsaved input (flagged on the tab, asked about when leaving). */
  onDirtyChange: (dirty: boolean) => void;
  /** The tab's save, for the `dismisschange` prompt's "save": true when it saved (or had nothing to save). */
  registerSave: (save: () => Promise<boolean>) => void;
}

export interface UserTab {
  id: string;
  label: string;
  render: (props: UserTabProps) => ReactNode;
}

/**
 * The tabs of the user dialog. All panels stay mounted (hidden when not chosen), so that input survives a
 * change of tab; a tab with unsaved input shows a mark, and closing with any asks `dismisschange`.
 */
export function UserTabs({
  tabs,
  user: initial,
  closeRequested,
  onCloseCancelled,
  onClose,
}: {
  tabs: readonly UserTab[];
  user: TUser;
  /** The dialog was asked to close (Esc, ×, cancel). */
  closeRequested: boolean;
  onCloseCancelled: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const [user, setUser] = useState(initial);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  // The tabs' save functions, kept across renders (a registry, not state to render from).
  const [saves] = useState(() => new Map<string, () => Promise<boolean>>());
  const [saving, setSaving] = useState(false);
  const anyDirty = Object.values(dirty).some(Boolean);

  useEffect(() => {
    if (closeRequested && !anyDirty) onClose();
  }, [closeRequested, anyDirty, onClose]);

  const saveAll = async () => {
    setSaving(true);
    try {
      for (const [id, isDirty] of Object.entries(dirty)) {
        const save = saves.get(id);
        if (isDirty && save && !(await save())) {
          setSelected(id);
          onCloseCancelled();
          return;
        }
      }
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div role="tablist" className={styles.tabList} aria-label={t('users.tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}`}
            aria-selected={selected === tab.id}
            data-selected={selected === tab.id ? '' : undefined}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
            {dirty[tab.id] && (
              <span className={styles.dirtyMark} title={t('users.unsaved')}>
                <span aria-hidden="true"> ●</span>
                <span className="sr-only">{` (${t('users.unsaved')})`}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={selected !== tab.id}
        >
          {tab.render({
            user,
            onSaved: setUser,
            onDirtyChange: (isDirty) =>
              setDirty((current) =>
                current[tab.id] === isDirty ? current : { ...current, [tab.id]: isDirty },
              ),
            registerSave: (save) => saves.set(tab.id, save),
          })}
        </div>
      ))}
      {closeRequested && anyDirty && (
        <ModalDialog
          isOpen
          role="alertdialog"
          title={t('dismisschange.title')}
          onOpenChange={(open) => !open && !saving && onCloseCancelled()}
        >
          <p>{t('dismisschange')}</p>
          <DialogActions>
            <Button variant="secondary" disabled={saving} onClick={onCloseCancelled}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={onClose}>
              {t('dismisschange.close')}
            </Button>
            <Button busy={saving} onClick={() => void saveAll()}>
              {t('dialog.save')}
            </Button>
          </DialogActions>
        </ModalDialog>
      )}
    </>
  );
}
