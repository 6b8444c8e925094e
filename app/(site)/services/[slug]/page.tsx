import type { Metadata } from 'next';
import { Check } from '@/components/ui/icons';
import { serviceDetailPages, serviceDetailRelated, servicePlaceholder } from '@/content/service-pages';
import { servicesPage } from '@/content/services';
import type { Cta } from '@/content/types';
import { serviceDetailBySlug } from '@/lib/marketing-pages';
import { pageMetadata, schemaGraph, servicePageSchemas } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { RelatedLinks } from '@/components/marketing/related-links';
import { CtaBand } from '@/components/marketing/cta-band';

type Props = { params: Promise<{ slug: string }> };

// Known slugs are prerendered; any other slug renders the noindex placeholder on demand.
export const dynamicParams = true;

export function generateStaticParams() {
  return serviceDetailPages.map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = serviceDetailBySlug(slug);
  if (!page) {
    return pageMetadata({
      title: servicePlaceholder.title,
      description: servicePlaceholder.metaDescription,
      path: `/services/${encodeURIComponent(slug)}`,
      keywords: ['marketing services'],
      noIndex: true,
    });
  }
  return pageMetadata({ ...page.meta, path: `/services/${page.slug}` });
}

export default async function ServiceDetailRoute({ params }: Props) {
  const { slug } = await params;
  const page = serviceDetailBySlug(slug);

  if (!page) {
    return (
      <PageHero
        eyebrow={servicesPage.eyebrow}
        title={servicePlaceholder.title}
        intro={servicePlaceholder.description}
        actions={<CtaActions actions={[servicePlaceholder.action]} />}
      />
    );
  }

  const path = `/services/${page.slug}`;
  const related: Cta[] = [
    ...serviceDetailPages.filter((other) => other.slug !== page.slug).map((other) => ({ label: other.name, href: `/services/${other.slug}` })),
    ...serviceDetailRelated.links,
  ];

  return (
    <>
      <JsonLd data={schemaGraph(...servicePageSchemas({ name: page.name, description: page.meta.description, path }))} />

      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} actions={<CtaActions actions={page.closing.actions} />} />

      <Section aria-labelledby="included-heading">
        <SectionHeader id="included-heading" title={page.included.title} />
        <FeatureGrid items={page.included.items} columns={4} testId="included-card" />
      </Section>

      <Section tone="muted" aria-labelledby="process-heading">
        <SectionHeader id="process-heading" title={page.process.title} />
        <ProcessSteps steps={page.process.items} testId="process-step" />
        <aside aria-labelledby="ideal-heading" className="mt-10 rounded-2xl bg-slate-900 p-7 text-slate-300 sm:p-8">
          <h2 id="ideal-heading" className="text-h3 text-white">
            {page.idealFor.title}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {page.idealFor.items.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check className="mt-1 h-4 w-4 shrink-0 text-accent-400" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </aside>
      </Section>

      <RelatedLinks title={serviceDetailRelated.title} links={related} />

      <CtaBand block={page.closing} />
    </>
  );
}
