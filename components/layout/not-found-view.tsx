import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { LogMissingPath } from './log-missing-path';

export function NotFoundView() {
  return (
    <section className="relative overflow-hidden bg-slate-900 py-28 text-center sm:py-36">
      <div className="bg-grid absolute inset-0" aria-hidden="true" />
      <Container className="relative">
        <Compass className="mx-auto h-12 w-12 text-accent-400" aria-hidden="true" />
        <p className="font-display mt-6 text-7xl font-extrabold text-white sm:text-8xl" aria-hidden="true">404</p>
        <h1 className="text-h1 mt-4 text-white">
          <span className="sr-only">404 — </span>Oops! Page not found
        </h1>
        <p className="text-lead mx-auto mt-4 max-w-xl text-slate-300">
          The page you were looking for has moved or never existed. Everything we offer is one click away from the home page.
        </p>
        <ButtonLink href="/" size="lg" className="mt-10">
          Return to Home
        </ButtonLink>
        <LogMissingPath />
      </Container>
    </section>
  );
}
