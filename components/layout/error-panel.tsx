import type { ReactNode } from 'react';
import { Container } from '@/components/ui/section';
import { icon } from '@/components/ui/icon';

const TriangleAlertIcon = icon([["path",{"d":"m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"}],["path",{"d":"M12 9v4"}],["path",{"d":"M12 17h.01"}]]);

/**
 * The error screens' look, with no behaviour of its own: the client error boundaries
 * (error-view.tsx) give it a retry button; a server-rendered screen (the admin during a database
 * outage) gives it a link, so it works before, or without, JavaScript.
 */
export function ErrorPanel({ heading, text, actions, main = false }: { heading: string; text: string; actions: ReactNode; main?: boolean }) {
  const view = (
    <section className="relative overflow-hidden bg-slate-900 py-24 text-center sm:py-32">
      <div className="bg-grid absolute inset-0" aria-hidden="true" />
      <Container className="relative">
        <TriangleAlertIcon className="mx-auto h-12 w-12 text-accent-400" />
        <h1 className="text-h1 mt-6 text-white">{heading}</h1>
        <p role="alert" className="text-lead mx-auto mt-4 max-w-xl text-slate-300">
          {text}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">{actions}</div>
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
