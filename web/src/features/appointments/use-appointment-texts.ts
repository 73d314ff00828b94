import { useEffect, useState } from 'react';
import { currentLanguage, i18n, loadNamespaces } from '#lib/i18n';

const namespace = 'appointments';

/**
 * Loads the `appointments` texts where the dialogs open (the calendar, home pages, fixed bars) without
 * every page naming the namespace; true once they are there.
 */
export function useAppointmentTexts(): boolean {
  const loaded = () => i18n.hasResourceBundle(currentLanguage(), namespace);
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    void loadNamespaces([namespace]).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [ready]);
  return ready;
}
