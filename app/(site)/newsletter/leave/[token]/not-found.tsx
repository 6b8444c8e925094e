import { newsletterCopy } from '@/content/newsletter';
import { site } from '@/content/site';
import { LinkMessage, NewsletterLinkCard } from '@/components/newsletter/link-card';

/** An unsubscribe link no row knows (mistyped, or its address was erased): 404, in the site's layout. */
export default function UnknownUnsubscribeLink() {
  return (
    <NewsletterLinkCard>
      <LinkMessage title={newsletterCopy.unsubscribe.unknown.title} message={newsletterCopy.unsubscribe.unknown.message} />
      <p className="mt-3">
        <a href={`mailto:${site.email}?subject=${encodeURIComponent(newsletterCopy.unsubscribe.unknown.mailSubject)}`} className="font-semibold text-slate-900 underline">
          {site.email}
        </a>
      </p>
    </NewsletterLinkCard>
  );
}
