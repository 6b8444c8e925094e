'use client';

import { useEffect } from 'react';

/** Leaves a trace of the broken path in the console for whoever is debugging links. */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
