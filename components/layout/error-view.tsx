'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/error';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/section';

// Lucide's triangle-alert and rotate-cw drawn inline: every page loads the error screens' code,
// and lucide's component would come with it (server-rendered icons elsewhere cost nothing).
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export type ErrorBoundaryProps = { error: Error & { digest?: string }; retry: () => void };

type Props = ErrorBoundaryProps & {
  text?: string;
  home?: { label: string; href: string };
  /** Pages whose layout has no <main> (admin, the root) get one here. */
  main?: boolean;
};

/**
 * What an error boundary shows instead of the framework's bare error screen: the site's own
 * design, a retry (which re-renders the segment with fresh server data) and a way home.
 */
export function ErrorView({ error, retry, text = errorCopy.text, home = errorCopy.home, main = false }: Props) {
  // Production hides the server's message; the digest matches the server log's entry.
  useEffect(() => console.error('Page failed to render', error.digest ?? error), [error]);

  const view = (
    <section className="relative overflow-hidden bg-slate-900 py-24 text-center sm:py-32">
      <div className="bg-grid absolute inset-0" aria-hidden="true" />
      <Container className="relative">
        <svg viewBox="0 0 24 24" className="mx-auto h-12 w-12 text-accent-400" {...stroke} aria-hidden="true">
          <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4m0 4h.01" />
        </svg>
        <h1 className="text-h1 mt-6 text-white">{errorCopy.heading}</h1>
        <p className="text-lead mx-auto mt-4 max-w-xl text-slate-300">{text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button type="button" size="lg" onClick={() => retry()}>
            <svg viewBox="0 0 24 24" className="h-4 w-4" {...stroke} aria-hidden="true">
              <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8m0-5v5h-5" />
            </svg>{' '}
            {errorCopy.retry}
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
