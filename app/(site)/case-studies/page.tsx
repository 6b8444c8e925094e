import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { breadcrumbSchema, breadcrumbTrail, collectionPageSchema, pageMetadata, schemaGraph } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { CaseStudyCard } from '@/components/marketing/case-study-card';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/case-studies';

export const metadata = pageMetadata({ ...caseStudiesPage.meta, path });

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

      {caseStudiesPage.programs.map((program, index) => (
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
