import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { onMissingTranslation } from '#lib/i18n';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

export interface ToastApi {
  /** Shows a short message; it closes itself after `durationMs` (errors stay longer) or by its close button. */
  show: (message: string, options?: { tone?: ToastTone; durationMs?: number }) => void;
  info: (message: string) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

const defaultDuration: Record<ToastTone, number> = { info: 5000, success: 5000, error: 10000 };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts in two live regions that exist from the start (so screen readers announce what is added):
 * errors in an assertive `alert` region, the rest in a polite `status` region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, options) => {
      const tone = options?.tone ?? 'info';
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-4), { id, tone, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options?.durationMs ?? defaultDuration[tone]),
      );
    },
    [dismiss],
  );

  // Development only (the handler is registered only there): a text without translation is a bug to see at once.
  useEffect(
    () => onMissingTranslation((key) => show(t('dev.missingTranslation', { key }), { tone: 'error' })),
    [show, t],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      info: (message) => show(message, { tone: 'info' }),
      success: (message) => show(message, { tone: 'success' }),
      error: (message) => show(message, { tone: 'error' }),
    }),
    [show],
  );

  const renderList = (items: ToastItem[]) =>
    items.map((toast) => (
      <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
        <p className={styles.message}>{toast.message}</p>
        <button
          type="button"
          className={styles.close}
          onClick={() => dismiss(toast.id)}
          aria-label={t('toast.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ));

  return (
    <ToastContext value={api}>
      {children}
      <section className={styles.region} aria-label={t('toast.region')}>
        <div role="status" aria-live="polite" className={styles.stack}>
          {renderList(toasts.filter((toast) => toast.tone !== 'error'))}
        </div>
        <div role="alert" aria-live="assertive" className={styles.stack}>
          {renderList(toasts.filter((toast) => toast.tone === 'error'))}
        </div>
      </section>
    </ToastContext>
  );
}

/** Shows toasts: `const toast = useToast(); toast.success(t('...'))`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
