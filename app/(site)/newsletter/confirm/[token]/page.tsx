import type { Metadata } from 'next';
import { newsletterLinkState } from '@/lib/newsletter/public';
import type { LinkState } from '@/lib/newsletter/public';
import { newsletterCopy } from '@/content/newsletter';
import { NewsletterConfirmForm } from '@/components/forms/newsletter-confirm-form';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { LinkMessage, LinkOutage, NewsletterLinkCard } from '@/components/newsletter/link-card';

const copy = newsletterCopy.confirm;

// One subscriber's link: read at request time, never cached or indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: copy.title, robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** Opening the link confirms nothing (mail scanners open links): only the button does. One state at a time. */
export default async function ConfirmSubscriptionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await newsletterLinkState(token, 'confirm');
  return <NewsletterLinkCard>{body(state, token)}</NewsletterLinkCard>;
}

function body(state: LinkState | 'outage', token: string) {
  if (state === 'outage') return <LinkOutage />;
  if (state === 'valid') return <NewsletterConfirmForm token={token} />;
  if (state === 'subscribed') return <LinkMessage title={copy.subscribed.title} message={copy.subscribed.message} />;
  return (
    <>
      <LinkMessage title={copy[state].title} message={copy[state].message} />
      <h2 className="text-h3 mt-8 text-slate-900">{copy.again}</h2>
      <NewsletterForm source="footer" label={copy.again} />
    </>
  );
}
