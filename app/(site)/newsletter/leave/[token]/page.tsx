import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { newsletterLinkState } from '@/lib/newsletter/public';
import { newsletterCopy } from '@/content/newsletter';
import { buttonClasses } from '@/components/ui/button';
import { LinkMessage, LinkOutage, NewsletterLinkCard } from '@/components/newsletter/link-card';

const copy = newsletterCopy.unsubscribe;

// One subscriber's link: read at request time, never cached or indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: copy.title, robots: { index: false, follow: false }, referrer: 'no-referrer' };

/**
 * Where an e-mail's unsubscribe link leads a person. Opening it changes nothing; the button posts
 * to the e-mail's own URL as a mail provider's one-click does (plain HTML, no script needed).
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await newsletterLinkState(token, 'unsubscribe');
  if (state === 'unknown') notFound();
  return (
    <NewsletterLinkCard>
      {state === 'outage' ? (
        <LinkOutage />
      ) : state === 'used' ? (
        <LinkMessage title={copy.done.title} message={copy.done.message} />
      ) : (
        <>
          <LinkMessage title={copy.title} message={copy.intro} />
          <form method="post" action={`/newsletter/unsubscribe/${encodeURIComponent(token)}?from=page`} className="mt-6">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className={buttonClasses({ size: 'md' })}>
              {copy.button}
            </button>
          </form>
        </>
      )}
    </NewsletterLinkCard>
  );
}
