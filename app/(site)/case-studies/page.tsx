import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { pageMetadata } from '@/lib/seo/metadata';
import { collectionPageSchema } from '@/lib/seo/marketing-schema';
import { breadcrumbSchema, breadcrumbTrail, schemaGraph } from '@/lib/seo/schema';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { CaseStudyCard } from '@/components/marketing/case-study-card';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/case-studies';

export const metadata = pageMetadata({
  title: 'Case Studies: AI SEO & Storm Marketing Results',
  description:
    'Six client case studies with verified results: 350% organic growth for SaaS, $1.2M pipeline for manufacturing, 5x AI citations in healthcare, and storm-season wins for Florida contractors.',
  path,
  keywords: ['AI SEO case studies', 'GEO results', 'storm marketing case study', 'roofing marketing results', 'SEO ROI examples'],
});

const programs = [
  { key: 'ai-seo', title: 'AI SEO programmes', intro: 'Generative engine optimisation for companies whose buyers research with AI assistants.' },
  { key: 'storm', title: 'Storm & emergency marketing', intro: 'Storm-activated ads and emergency SEO for Florida home-service firms.' },
] as const;

export default function CaseStudiesPage() {
  return (
    <>
      <JsonLd
        data={schemaGraph(
          collectionPageSchema({
            path,
            name: caseStudiesPage.title,
            items: caseStudies.map((study) => ({ name: `${study.company} (${study.industry}, ${study.location})`, description: study.blurb })),
          }),
          breadcrumbSchema(breadcrumbTrail(path)),
        )}
      />

      <PageHero
        eyebrow={caseStudiesPage.eyebrow}
        title={caseStudiesPage.title}
        intro={caseStudiesPage.intro}
        actions={<CtaActions actions={caseStudiesPage.closing.actions} />}
      />

      {programs.map((program, index) => (
        <Section key={program.key} tone={index === 0 ? 'light' : 'muted'} aria-labelledby={`${program.key}-heading`}>
          <SectionHeader id={`${program.key}-heading`} title={program.title} intro={program.intro} />
          <ul className="grid gap-6 lg:grid-cols-3">
            {caseStudies
              .filter((study) => study.program === program.key)
              .map((study) => (
                <li key={study.id} id={study.id} className="scroll-mt-28">
                  <CaseStudyCard study={study} />
                </li>
              ))}
          </ul>
        </Section>
      ))}

      <CtaBand block={caseStudiesPage.closing} />
    </>
  );
}
