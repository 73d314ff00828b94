import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeHost } from '#features/settings/options/notice-host';
import { OptionsDialog } from '#features/settings/options/options-dialog';
import { useAuth, useSignedInUser } from '../auth';
import { useSession } from '../session';
import { useToast } from '../toast';
import styles from './shell.module.css';

/** The signed-in user's name and a disclosure panel with the sign-out button. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  // The name people know each other by; the username stays in the panel.
  const name = useSession().displayName || user.username;
  const { signOut } = useAuth();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(t('userMenu.signOutFailed'));
      setBusy(false);
    }
  };

  return (
    <div className={styles.userMenu} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu.button', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The initial is drawn by CSS from the attribute: as text it would be part of the button's visible label,
            which its accessible name must contain (WCAG 2.5.3; axe label-content-name-mismatch). */}
        <span className={styles.avatar} data-initial={name.slice(0, 1).toUpperCase()} aria-hidden="true" />
        <span className={styles.userName} aria-hidden="true">
          {name}
        </span>
      </button>
      <div id={panelId} className={styles.userPanel} hidden={!open}>
        <p className={styles.userPanelLabel}>{t('userMenu.signedInAs')}</p>
        <p className={styles.userPanelName}>{name}</p>
        <p className={styles.userPanelMeta}>{t('userMenu.username', { username: user.username })}</p>
        <p className={styles.userPanelMeta}>{t('userMenu.customerNo', { customerNo: user.customerNo })}</p>
        <Link to="/account/profile" className={styles.userPanelAction} onClick={() => setOpen(false)}>
          {t('userMenu.profile')}
        </Link>
        <button
          type="button"
          className={styles.userPanelAction}
          onClick={() => {
            setOpen(false);
            setOptionsOpen(true);
          }}
        >
          {t('userMenu.options')}
        </button>
        <button type="button" className={styles.signOut} disabled={busy} onClick={() => void onSignOut()}>
          {t('userMenu.signOut')}
        </button>
      </div>
      {optionsOpen && <OptionsDialog onClose={() => setOptionsOpen(false)} />}
      <NoticeHost />
    </div>
  );
}
