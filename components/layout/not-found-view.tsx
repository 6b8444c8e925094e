import { Compass } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';
import { notFoundCopy as copy } from '@/content/not-found';
// The one import from app/ into components/, on purpose: LogMissingPath is client code, and in
// a client module of its own Turbopack gives the 404 boundary (part of every page's tree) one
// more script file on every page, against the public pages' JavaScript budget. global-error's
// module ships with every page already, so living there costs nothing (see the hook). Moving it
// needs a build and `npm run bench:js` to show no page gains a script.
import { LogMissingPath } from '@/app/global-error';

export function NotFoundView() {
  return (
    <section className="relative overflow-hidden bg-slate-900 py-28 text-center sm:py-36">
      <div className="bg-grid absolute inset-0" aria-hidden="true" />
      <Container className="relative">
        <Compass className="mx-auto h-12 w-12 text-accent-400" aria-hidden="true" />
        <p className="font-display mt-6 text-7xl font-extrabold text-white sm:text-8xl" aria-hidden="true">
          {copy.code}
        </p>
        <h1 className="text-h1 mt-4 text-white">
          <span className="sr-only">{copy.code} — </span>
          {copy.heading}
        </h1>
        <p className="text-lead mx-auto mt-4 max-w-xl text-slate-300">{copy.text}</p>
        <ButtonLink href={copy.action.href} size="lg" className="mt-10">
          {copy.action.label}
        </ButtonLink>
        <LogMissingPath />
      </Container>
    </section>
  );
}
