import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from 'aws-amplify/auth';
import { keepAliveIntervalMs } from '@app/shared/tenants/session';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { ApiError, callApi } from '../lib/api';
import { browser } from '../lib/browser';
import { ModalDialog } from '../ui/dialog';
import { Spinner } from '../ui/button';
import { appVersion } from './app-version';
import { useToast } from './toast';
import styles from './keep-alive.module.css';

/** While the server reports an update, it is asked this often whether the update is done. */
export const updatePollMs = 10_000;

/** The login address after the server announced maintenance. */
export const maintenanceLoginPath = '/account/login?logoutreason=MAINTENANCE';

type KeepAliveStatus = 'OK' | 'ERROR' | 'UPDATE' | 'REDIRECT' | 'MAINTENANCE';

async function askServer(source: string): Promise<KeepAliveStatus | 'UNAUTHORIZED'> {
  try {
    const reply = await callApi(sessionContracts.keepAlive, { body: { source, appVersion } });
    return reply.status;
  } catch (error) {
    // A 401 already ends the session (the API client sends the user to the login page).
    if (error instanceof ApiError && error.status === 401) return 'UNAUTHORIZED';
    console.warn('Keep-alive failed', error);
    return 'ERROR';
  }
}

/**
 * The spec's keep-alive: every 15 minutes `POST /api/session/keep-alive`. OK: nothing. ERROR: a toast.
 * UPDATE: the "update running" overlay, asking every 10 s until OK. REDIRECT: reload (a new build is out).
 * MAINTENANCE: sign out and go to the login page with that reason. Returns whether an update is running.
 */
export function useKeepAlive(): { updating: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const [updating, setUpdating] = useState(false);
  // The timer must survive a language switch: the toast text is read through a ref.
  const notifyError = useRef(() => {});
  useEffect(() => {
    notifyError.current = () => toast.error(t('keepAlive.error'));
  }, [t, toast]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inUpdate = false;

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => void tick(), inUpdate ? updatePollMs : keepAliveIntervalMs);
    };

    const tick = async () => {
      const status = await askServer(inUpdate ? 'update-poll' : 'interval');
      if (stopped) return;
      switch (status) {
        case 'OK':
          if (inUpdate) {
            inUpdate = false;
            setUpdating(false);
          }
          break;
        case 'ERROR':
          // During an update the server may well be unreachable for a moment: keep waiting quietly.
          if (!inUpdate) notifyError.current();
          break;
        case 'UPDATE':
          inUpdate = true;
          setUpdating(true);
          break;
        case 'REDIRECT':
          stopped = true;
          browser.reload();
          return;
        case 'MAINTENANCE':
          stopped = true;
          await signOut().catch((error: unknown) => console.error('Sign-out for maintenance failed', error));
          browser.assign(maintenanceLoginPath);
          return;
        case 'UNAUTHORIZED':
          stopped = true;
          return;
      }
      schedule();
    };

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  return { updating };
}

/** Covers the app while the server installs an update; it goes away by itself when the server is back. */
export function UpdateOverlay({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={() => undefined}
      title={t('keepAlive.updateTitle')}
      role="alertdialog"
      dismissable={false}
    >
      <div className={styles.update}>
        <span className={styles.spinner}>
          <Spinner />
        </span>
        <p>{t('keepAlive.updateText')}</p>
      </div>
    </ModalDialog>
  );
}
