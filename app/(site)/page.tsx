import { ArrowRight } from '@/components/ui/icons';
import {
  advantages,
  agencyStats,
  analyticsProof,
  capabilities,
  coreServices,
  exploreServicesLink,
  homeClosing,
  homeHero,
  homeMeta,
  homeMetrics,
  oldSeo,
} from '@/content/home';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { pageMetadata, professionalServiceSchema, schemaGraph } from '@/lib/seo/public';
import { ButtonLink } from '@/components/ui/button-link';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { StatStrip } from '@/components/marketing/stat-strip';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ServiceCard } from '@/components/marketing/service-card';
import { AnalyticsChart } from '@/components/marketing/analytics-chart';
import { MetricCards } from '@/components/marketing/metric-cards';
import { CtaBand } from '@/components/marketing/cta-band';

export const metadata = pageMetadata({ ...homeMeta, path: '/' });

export default function HomePage() {
  return (
    <>
      <JsonLd
        data={schemaGraph(
          professionalServiceSchema({
            description: site.description,
            services: services.map((service) => ({ name: service.title, description: service.goal, path: `/services#${service.id}` })),
          }),
        )}
      />

      <PageHero size="lg" eyebrow={homeHero.eyebrow} title={homeHero.title} intro={homeHero.intro} actions={<CtaActions actions={homeHero.actions} />}>
        <StatStrip items={agencyStats} className="mt-14 max-w-4xl border-t border-white/10 pt-10" />
      </PageHero>

      <Section aria-labelledby="capabilities-heading">
        <SectionHeader id="capabilities-heading" eyebrow={capabilities.eyebrow} title={capabilities.title} intro={capabilities.intro} />
        <FeatureGrid items={capabilities.items} columns={4} testId="capability-card" />
      </Section>

      <Section tone="muted" aria-labelledby="old-seo-heading">
        <SectionHeader id="old-seo-heading" eyebrow={oldSeo.eyebrow} title={oldSeo.title} intro={oldSeo.intro} />
        <FeatureGrid items={oldSeo.items} columns={3} testId="old-seo-card" />
      </Section>

      <Section aria-labelledby="core-services-heading">
        <SectionHeader id="core-services-heading" eyebrow={coreServices.eyebrow} title={coreServices.title} intro={coreServices.intro} />
        <ul className="grid gap-5 sm:gap-6 md:grid-cols-2">
          {coreServices.items.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} variant="summary" />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" aria-labelledby="analytics-heading">
        <div className="grid items-center gap-12 lg:grid-cols-[0.85fr_1.15fr]">
          <div>
            <SectionHeader id="analytics-heading" tone="dark" eyebrow={analyticsProof.eyebrow} title={analyticsProof.title} intro={analyticsProof.intro} />
            <dl className="-mt-2 grid gap-5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {analyticsProof.callouts.map((callout) => (
                <div key={callout.label} className="flex flex-col">
                  <dt className="text-sm text-slate-300">{callout.label}</dt>
                  <dd className="order-first font-display text-3xl font-extrabold text-white">{callout.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-9">
              <CtaActions actions={[analyticsProof.action]} />
            </div>
          </div>
          <AnalyticsChart {...analyticsProof.chart} />
        </div>
      </Section>

      <Section aria-labelledby="metrics-heading">
        <SectionHeader id="metrics-heading" eyebrow={homeMetrics.eyebrow} title={homeMetrics.title} intro={homeMetrics.intro} />
        <MetricCards items={homeMetrics.items} />
      </Section>

      <Section tone="muted" aria-labelledby="advantages-heading">
        <SectionHeader id="advantages-heading" eyebrow={advantages.eyebrow} title={advantages.title} />
        <FeatureGrid items={advantages.items} columns={3} testId="advantage-card" />
        <div className="mt-12 flex justify-center">
          <ButtonLink href={exploreServicesLink.href} variant="secondary" size="lg">
            {exploreServicesLink.label}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <CtaBand block={homeClosing} />
    </>
  );
}
