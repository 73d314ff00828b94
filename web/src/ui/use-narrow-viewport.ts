import { useSyncExternalStore } from 'react';

/** Phones: the width under which pages switch to their phone layout. */
export const narrowQuery = '(max-width: 40rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches;
}

/** Whether the viewport is phone-narrow (follows rotation and resizing). */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
