import type { Metadata } from 'next';
import { ArrowRight } from '@/components/ui/icons';
import {
  industriesPage,
  industryBriefLinks,
  industryCallCta,
  industryLandingCopy as copy,
  industryLeadCta,
  industryPages,
  industryPlaceholder,
} from '@/content/industries';
import { caseStudies } from '@/content/case-studies';
import type { IndustryBrief, IndustryLanding } from '@/content/types';
import { industryPageBySlug, landingActions } from '@/lib/marketing-pages';
import { breadcrumbSchema, breadcrumbTrail, faqPageSchema, industryBusinessSchema, pageMetadata, schemaGraph } from '@/lib/seo/public';
import { fillTemplate } from '@/lib/template';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { CaseStudyCard } from '@/components/marketing/case-study-card';
import { Faq } from '@/components/marketing/faq';
import { RelatedLinks } from '@/components/marketing/related-links';
import { CtaBand } from '@/components/marketing/cta-band';

type Props = { params: Promise<{ slug: string }> };

// Known slugs are prerendered; any other slug renders the noindex placeholder on demand.
export const dynamicParams = true;

export function generateStaticParams() {
  return industryPages.map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = industryPageBySlug(slug);
  if (!page) {
    return pageMetadata({
      title: industryPlaceholder.title,
      description: industryPlaceholder.description,
      path: `/industries/${encodeURIComponent(slug)}`,
      keywords: ['industry marketing'],
      noIndex: true,
    });
  }
  return pageMetadata({
    title: page.metaTitle,
    description: page.kind === 'landing' ? page.metaDescription : page.description,
    path: `/industries/${page.slug}`,
    keywords: page.keywords,
  });
}

export default async function IndustryRoute({ params }: Props) {
  const { slug } = await params;
  const page = industryPageBySlug(slug);
  if (!page) {
    return (
      <PageHero
        eyebrow={industriesPage.eyebrow}
        title={industryPlaceholder.title}
        intro={industryPlaceholder.description}
        actions={<CtaActions actions={[industryLeadCta]} />}
      />
    );
  }
  return page.kind === 'landing' ? <IndustryLandingView page={page} /> : <IndustryBriefView page={page} />;
}

function IndustryBriefView({ page }: { page: IndustryBrief }) {
  const path = `/industries/${page.slug}`;
  return (
    <>
      <JsonLd data={schemaGraph(breadcrumbSchema(breadcrumbTrail(path, page.name)))} />
      <PageHero eyebrow={industriesPage.eyebrow} title={page.title} intro={page.description} actions={<CtaActions actions={[industryLeadCta, industryCallCta]} />} />
      <RelatedLinks title={industryBriefLinks.title} links={industryBriefLinks.links} />
    </>
  );
}

function IndustryLandingView({ page }: { page: IndustryLanding }) {
  const path = `/industries/${page.slug}`;
  const study = caseStudies.find((item) => item.id === page.caseStudyId);
  const actions = landingActions(page);

  return (
    <>
      <JsonLd
        data={schemaGraph(
          industryBusinessSchema({ name: page.name, description: page.metaDescription, path, serviceTypes: page.serviceTypes }),
          faqPageSchema(page.faq, path),
          breadcrumbSchema(breadcrumbTrail(path, page.name)),
        )}
      />

      <PageHero size="lg" eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} actions={<CtaActions actions={actions.slice(0, 2)} />} />

      <Section aria-labelledby="services-heading">
        <SectionHeader id="services-heading" eyebrow={copy.servicesEyebrow} title={page.services.title} intro={page.services.intro} />
        <FeatureGrid items={page.services.items} columns={4} testId="industry-service-card" />
      </Section>

      <Section tone="dark" aria-labelledby="process-heading">
        <SectionHeader id="process-heading" tone="dark" eyebrow={copy.processEyebrow} title={page.process.title} intro={page.process.intro} />
        <ProcessSteps steps={page.process.steps} tone="dark" testId="process-step" />
      </Section>

      {study ? (
        <Section tone="muted" aria-labelledby="case-study-heading">
          <div className="grid items-start gap-10 lg:grid-cols-[0.8fr_1.2fr]">
            <div>
              <SectionHeader
                id="case-study-heading"
                eyebrow={copy.caseStudy.eyebrow}
                title={fillTemplate(copy.caseStudy.title, { company: study.company })}
                intro={fillTemplate(copy.caseStudy.intro, { industry: study.industry.toLowerCase(), location: study.location })}
              />
              <a
                href={copy.caseStudy.link.href}
                className="-mt-4 inline-flex items-center gap-1.5 font-semibold text-slate-900 underline decoration-accent-400 decoration-2 underline-offset-4 hover:text-accent-700"
              >
                {copy.caseStudy.link.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </a>
            </div>
            <CaseStudyCard study={study} />
          </div>
        </Section>
      ) : null}

      <Section aria-labelledby="faq-heading">
        <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <SectionHeader id="faq-heading" eyebrow={copy.faq.eyebrow} title={fillTemplate(copy.faq.title, { name: page.name })} intro={copy.faq.intro} />
          <Faq items={page.faq} />
        </div>
      </Section>

      <CtaBand block={{ ...page.closing, actions }} />
    </>
  );
}
