'use client';

import { useEffect } from 'react';

/**
 * The spec logs the attempted path to the console. It is logged at info level on purpose: a
 * broken link is not an error in the visitor's browser, and the server's access log already
 * records every 404 for whoever maintains the site.
 */
export function LogMissingPath() {
  useEffect(() => {
    console.info('404: no page at', window.location.pathname);
  }, []);
  return null;
}
