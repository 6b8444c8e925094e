import { Star } from '@/components/ui/icons';
import { testimonials, testimonialsPage } from '@/content/testimonials';
import { breadcrumbSchema, breadcrumbTrail, pageMetadata, reviewSchemas, schemaGraph } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { TestimonialCard } from '@/components/marketing/testimonial-card';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/testimonials';

export const metadata = pageMetadata({ ...testimonialsPage.meta, path });

export default function TestimonialsPage() {
  return (
    <>
      <JsonLd data={schemaGraph(...reviewSchemas(testimonials), breadcrumbSchema(breadcrumbTrail(path)))} />

      <PageHero
        eyebrow={testimonialsPage.eyebrow}
        title={testimonialsPage.title}
        intro={testimonialsPage.intro}
        actions={<CtaActions actions={testimonialsPage.closing.actions.slice(0, 1)} />}
      >
        <div className="mt-10 inline-flex items-center gap-3 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm text-slate-300">
          <Star className="h-5 w-5 fill-accent-400 text-accent-400" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-white">{testimonialsPage.rating.value}</strong> {testimonialsPage.rating.text}
          </span>
        </div>
      </PageHero>

      <Section tone="muted" aria-labelledby="reviews-heading">
        <SectionHeader id="reviews-heading" eyebrow={testimonialsPage.reviews.eyebrow} title={testimonialsPage.reviews.title} intro={testimonialsPage.reviews.intro} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand block={testimonialsPage.closing} />
    </>
  );
}
