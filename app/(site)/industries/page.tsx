import { ArrowRight } from '@/components/ui/icons';
import { industries, industriesPage, industryPages } from '@/content/industries';
import { breadcrumbSchema, breadcrumbTrail, collectionPageSchema, pageMetadata, schemaGraph } from '@/lib/seo/public';
import { cn } from '@/components/ui/cn';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { IndustryCard } from '@/components/marketing/industry-card';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/industries';

/**
 * Columns for the card at `index` so that every row is full at every width: two to a row from
 * 640 px (an odd last card spans both), three to a row from 1024 px on a six-column grid, where
 * the cards left over are set two to a row, wider (ten cards: 3, 3, 2, 2).
 */
function cardSpan(index: number, count: number) {
  const lastOfOdd = count % 2 === 1 && index === count - 1;
  const leftover = count % 3 === 1 ? 4 : count % 3;
  const wide = index >= count - leftover;
  return cn(lastOfOdd && 'sm:col-span-2', wide ? 'lg:col-span-3' : 'lg:col-span-2');
}

export const metadata = pageMetadata({ ...industriesPage.meta, path });

export default function IndustriesPage() {
  return (
    <>
      <JsonLd
        data={schemaGraph(
          collectionPageSchema({ path, name: industriesPage.title, about: industries.map((industry) => industry.title) }),
          breadcrumbSchema(breadcrumbTrail(path)),
        )}
      />

      <PageHero
        eyebrow={industriesPage.eyebrow}
        title={industriesPage.title}
        intro={industriesPage.intro}
        actions={<CtaActions actions={industriesPage.closing.actions} />}
      />

      <Section aria-labelledby="industries-heading">
        <SectionHeader id="industries-heading" eyebrow={industriesPage.grid.eyebrow} title={industriesPage.grid.title} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {industries.map((industry, index) => (
            <li key={industry.title} className={cardSpan(index, industries.length)}>
              <IndustryCard industry={industry} ctaLabel={industriesPage.cardCta} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="emergency-heading">
        <SectionHeader id="emergency-heading" eyebrow={industriesPage.emergency.eyebrow} title={industriesPage.emergency.title} intro={industriesPage.emergency.intro} />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {industryPages.map((page) => (
            <li key={page.slug}>
              <a
                href={`/industries/${page.slug}`}
                className="group flex h-full min-h-16 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-900 shadow-sm transition hover:border-accent-500 hover:text-accent-700"
              >
                {page.name}
                <ArrowRight className="h-4 w-4 shrink-0 text-accent-700 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand block={industriesPage.closing} />
    </>
  );
}
