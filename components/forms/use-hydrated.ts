'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False in the server HTML and while React hydrates it, true from then on in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
