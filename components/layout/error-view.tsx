'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/error';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorPanel } from './error-panel';
import { icon } from '@/components/ui/icon';

const RotateCwIcon = icon([["path",{"d":"M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"}],["path",{"d":"M21 3v5h-5"}]]);

export type ErrorBoundaryProps = { error: Error & { digest?: string }; retry: () => void };

type Props = ErrorBoundaryProps & {
  heading?: string;
  text?: string;
  home?: { label: string; href: string };
  /** Pages whose layout has no <main> (admin, the root) get one here. */
  main?: boolean;
};

/**
 * What an error boundary shows instead of the framework's bare error screen: the site's own
 * design, a retry (which re-renders the segment with fresh server data) and a way home.
 */
export function ErrorView({ error, retry, heading = errorCopy.heading, text = errorCopy.text, home = errorCopy.home, main = false }: Props) {
  // Production hides the server's message; the digest matches the server log's entry.
  useEffect(() => console.error('Page failed to render', error.digest ?? error), [error]);
  return (
    <ErrorPanel
      heading={heading}
      text={text}
      main={main}
      actions={
        <>
          <Button type="button" size="lg" onClick={() => retry()}>
            <RotateCwIcon className="h-4 w-4" /> {errorCopy.retry}
          </Button>
          {/* A full page load: after an unexpected error the client router may be what broke. */}
          <a href={home.href} className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
            {home.label}
          </a>
        </>
      }
    />
  );
}
