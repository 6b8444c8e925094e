import type { ReactNode } from 'react';
import { newsletterCopy } from '@/content/newsletter';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';

/** The confirm and unsubscribe pages' one card, in the site's layout. */
export function NewsletterLinkCard({ children }: { children: ReactNode }) {
  return (
    <Container className="py-16 sm:py-24">
      <Card className="mx-auto max-w-xl">{children}</Card>
    </Container>
  );
}

/** A heading and its one paragraph: each state of a link page. */
export function LinkMessage({ title, message, alert = false }: { title: string; message: string; alert?: boolean }) {
  return (
    <>
      <h1 className="text-h1 text-slate-900">{title}</h1>
      <p role={alert ? 'alert' : undefined} className="mt-3 text-slate-700">
        {message}
      </p>
    </>
  );
}

/** The database cannot be reached: nothing was read or changed, and the link still works. */
export function LinkOutage() {
  return <LinkMessage alert title={newsletterCopy.outage.title} message={newsletterCopy.outage.message} />;
}
