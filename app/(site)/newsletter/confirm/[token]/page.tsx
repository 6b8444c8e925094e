import type { Metadata } from 'next';
import { newsletterLinkState } from '@/lib/leads/public';
import { newsletterCopy } from '@/content/newsletter';
import { NewsletterConfirmForm } from '@/components/forms/newsletter-confirm-form';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';

const copy = newsletterCopy.confirm;

// One subscriber's link: read at request time, never cached or indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: copy.title, robots: { index: false, follow: false } };

/** Opening the link confirms nothing (mail scanners open links): only the button does. */
export default async function ConfirmSubscriptionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await newsletterLinkState(token, 'confirm');
  const problem = state === 'valid' ? null : copy[state];
  return (
    <Container className="py-16 sm:py-24">
      <Card className="mx-auto max-w-xl">
        <h1 className="text-h1 text-slate-900">{problem ? problem.title : copy.title}</h1>
        {problem ? (
          <>
            <p className="mt-3 text-slate-700">{problem.message}</p>
            <h2 className="text-h3 mt-8 text-slate-900">{copy.again}</h2>
            <NewsletterForm source="footer" label={copy.again} />
          </>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{copy.intro}</p>
            <NewsletterConfirmForm token={token} />
          </>
        )}
      </Card>
    </Container>
  );
}
