'use client';

import { useEffect } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { errorCopy } from '@/content/error';
// Not '@/components/ui/button': that module brings next/link into every page's error-screen code.
import { Button, buttonClasses } from '@/components/ui/button-base';
import { Container } from '@/components/ui/section';

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
        <TriangleAlert className="mx-auto h-12 w-12 text-accent-400" aria-hidden="true" />
        <h1 className="text-h1 mt-6 text-white">{errorCopy.heading}</h1>
        <p className="text-lead mx-auto mt-4 max-w-xl text-slate-300">{text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button type="button" size="lg" onClick={() => retry()}>
            <RotateCw className="h-4 w-4" aria-hidden="true" /> {errorCopy.retry}
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
