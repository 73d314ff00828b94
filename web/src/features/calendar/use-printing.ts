import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the browser prints the page (Ctrl+P): the virtualised grids then render every row and day, so the
 * sheet holds the whole plan and not only what was scrolled into sight. The state changes inside `beforeprint`
 * with `flushSync`, because the browser lays the sheet out right after the event's handlers return.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}
