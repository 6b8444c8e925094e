import { aiVideoSeoPage as page } from '@/content/service-pages';
import { pageMetadata, schemaGraph, servicePageSchemas } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { BackgroundVideo } from '@/components/marketing/background-video';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/services/ai-video-seo';

export const metadata = pageMetadata({ ...page.meta, path });

export default function AiVideoSeoPage() {
  return (
    <>
      <JsonLd data={schemaGraph(...servicePageSchemas({ ...page.service, description: page.meta.description, path }))} />

      <PageHero size="lg" eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} actions={<CtaActions actions={page.hero.actions} />}>
        <BackgroundVideo {...page.hero.video} />
      </PageHero>

      <Section aria-labelledby="steps-heading">
        <SectionHeader id="steps-heading" eyebrow={page.steps.eyebrow} title={page.steps.title} intro={page.steps.intro} />
        <ProcessSteps steps={page.steps.items} testId="video-step" />
      </Section>

      <Section tone="muted" aria-labelledby="deliverables-heading">
        <SectionHeader id="deliverables-heading" eyebrow={page.deliverables.eyebrow} title={page.deliverables.title} />
        <FeatureGrid items={page.deliverables.items} columns={3} testId="deliverable-card" />
      </Section>

      <Section tone="dark" aria-labelledby="differentiators-heading">
        <SectionHeader id="differentiators-heading" tone="dark" eyebrow={page.differentiators.eyebrow} title={page.differentiators.title} />
        <FeatureGrid items={page.differentiators.items} columns={3} tone="dark" testId="differentiator-card" />
      </Section>

      <CtaBand block={page.closing} />
    </>
  );
}
