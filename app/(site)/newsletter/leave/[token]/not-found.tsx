import { newsletterCopy } from '@/content/newsletter';
import { LinkMessage, NewsletterLinkCard } from '@/components/newsletter/link-card';

/** An unsubscribe link no row knows (mistyped, or its address was erased): 404, in the site's layout. */
export default function UnknownUnsubscribeLink() {
  return (
    <NewsletterLinkCard>
      <LinkMessage title={newsletterCopy.unsubscribe.unknown.title} message={newsletterCopy.unsubscribe.unknown.message} />
    </NewsletterLinkCard>
  );
}
