'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/error';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { icon } from '@/components/ui/icon';

const RotateCwIcon = icon([["path",{"d":"M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"}],["path",{"d":"M21 3v5h-5"}]]);
const TriangleAlertIcon = icon([["path",{"d":"m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"}],["path",{"d":"M12 9v4"}],["path",{"d":"M12 17h.01"}]]);

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

  const view = (
    <section className="relative overflow-hidden bg-slate-900 py-24 text-center sm:py-32">
      <div className="bg-grid absolute inset-0" aria-hidden="true" />
      <Container className="relative">
        <TriangleAlertIcon className="mx-auto h-12 w-12 text-accent-400" />
        <h1 className="text-h1 mt-6 text-white">{heading}</h1>
        <p role="alert" className="text-lead mx-auto mt-4 max-w-xl text-slate-300">
          {text}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button type="button" size="lg" onClick={() => retry()}>
            <RotateCwIcon className="h-4 w-4" /> {errorCopy.retry}
          </Button>
          {/* A full page load: after an unexpected error the client router may be what broke. */}
          <a href={home.href} className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
            {home.label}
          </a>
        </div>
      </Container>
    </section>
  );
  return main ? (
    <main id="main" className="min-h-dvh bg-slate-900">
      {view}
    </main>
  ) : (
    view
  );
}
