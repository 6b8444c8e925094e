import { paidMediaPage as page } from '@/content/service-pages';
import { pageMetadata, schemaGraph, servicePageSchemas } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { StatStrip } from '@/components/marketing/stat-strip';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { RelatedLinks } from '@/components/marketing/related-links';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/services/paid-media';

export const metadata = pageMetadata({ ...page.meta, path });

export default function PaidMediaPage() {
  return (
    <>
      <JsonLd data={schemaGraph(...servicePageSchemas({ ...page.service, description: page.meta.description, path }))} />

      <PageHero size="lg" eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} actions={<CtaActions actions={page.hero.actions} />}>
        <StatStrip items={page.stats} className="mt-14 max-w-4xl border-t border-white/10 pt-10" />
      </PageHero>

      <Section aria-labelledby="campaigns-heading">
        <SectionHeader id="campaigns-heading" eyebrow={page.campaigns.eyebrow} title={page.campaigns.title} intro={page.campaigns.intro} />
        <FeatureGrid items={page.campaigns.items} columns={3} testId="campaign-card" />
      </Section>

      <Section tone="dark" aria-labelledby="process-heading">
        <SectionHeader id="process-heading" tone="dark" eyebrow={page.process.eyebrow} title={page.process.title} />
        <ProcessSteps steps={page.process.items} tone="dark" testId="process-step" />
      </Section>

      <RelatedLinks title={page.related.title} links={page.related.items} />

      <CtaBand block={page.closing} />
    </>
  );
}
