import { ArrowRight } from 'lucide-react';
import { pageMetadata } from '@/lib/seo/metadata';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/marketing/page-hero';

export const metadata = pageMetadata({
  title: 'AI SEO Consulting & Storm-Ready Marketing',
  description:
    'Future-proof your growth with AI SEO consulting: get cited by ChatGPT, Perplexity and Google AI Overviews, and turn storm-season demand into booked jobs.',
  path: '/',
  keywords: ['AI SEO consulting', 'generative engine optimization', 'GEO agency', 'emergency marketing', 'storm marketing Florida'],
});

export default function HomePage() {
  return (
    <PageHero
      size="lg"
      eyebrow="AI search optimisation · Emergency marketing · Paid media"
      title="Future-Proof Your Growth with AI SEO Consulting"
      intro="Buyers now ask ChatGPT, Perplexity and Google's AI Overviews before they ever click a link. We make sure your business is the answer they get — and when a storm hits, that your phone is the one that rings."
      actions={
        <>
          <ButtonLink href="/contact" size="lg">
            Book Your Strategy Session Now <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href="/services" size="lg" variant="outline-light">
            Explore our services
          </ButtonLink>
        </>
      }
    />
  );
}
