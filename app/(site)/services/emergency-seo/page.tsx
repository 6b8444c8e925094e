import { emergencySeoPage as page } from '@/content/service-pages';
import { testimonials } from '@/content/testimonials';
import { pageMetadata, schemaGraph, servicePageSchemas } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { StatStrip } from '@/components/marketing/stat-strip';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { TestimonialCard } from '@/components/marketing/testimonial-card';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/services/emergency-seo';

export const metadata = pageMetadata({ ...page.meta, path });

const quotes = page.testimonials.ids.flatMap((id) => testimonials.filter((item) => item.id === id));

export default function EmergencySeoPage() {
  return (
    <>
      <JsonLd data={schemaGraph(...servicePageSchemas({ ...page.service, description: page.meta.description, path }))} />

      <PageHero size="lg" eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} actions={<CtaActions actions={page.hero.actions} />}>
        <StatStrip items={page.stats} className="mt-14 max-w-4xl border-t border-white/10 pt-10" />
      </PageHero>

      <Section aria-labelledby="benefits-heading">
        <SectionHeader id="benefits-heading" eyebrow={page.benefits.eyebrow} title={page.benefits.title} intro={page.benefits.intro} />
        <FeatureGrid items={page.benefits.items} columns={4} testId="benefit-card" />
      </Section>

      <Section tone="dark" aria-labelledby="approach-heading">
        <SectionHeader id="approach-heading" tone="dark" eyebrow={page.approach.eyebrow} title={page.approach.title} intro={page.approach.intro} />
        <FeatureGrid items={page.approach.items} columns={3} tone="dark" testId="approach-card" />
      </Section>

      <Section tone="muted" aria-labelledby="testimonials-heading">
        <SectionHeader id="testimonials-heading" eyebrow={page.testimonials.eyebrow} title={page.testimonials.title} />
        <ul className="grid gap-5 md:grid-cols-3">
          {quotes.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="process-heading">
        <SectionHeader id="process-heading" eyebrow={page.process.eyebrow} title={page.process.title} intro={page.process.intro} />
        <ProcessSteps steps={page.process.items} testId="process-step" />
      </Section>

      <CtaBand block={page.closing} />
    </>
  );
}
