import { aiSeoServices, premiumAddOns, services, servicesPage, supportingServices } from '@/content/services';
import { breadcrumbSchema, breadcrumbTrail, pageMetadata, schemaGraph, serviceSchema } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { CtaActions } from '@/components/marketing/cta-actions';
import { ServiceCard } from '@/components/marketing/service-card';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { CtaBand } from '@/components/marketing/cta-band';

const path = '/services';

// Cards 1–6 are the AI SEO services the site counts; 7–8 are supporting channels.
const serviceGroups = [
  { key: 'ai-seo', copy: servicesPage.groups.aiSeo, items: aiSeoServices },
  { key: 'supporting', copy: servicesPage.groups.supporting, items: supportingServices },
] as const;

export const metadata = pageMetadata({ ...servicesPage.meta, path });

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={schemaGraph(
          ...services.map((service) => serviceSchema({ name: service.title, description: service.description, path: `${path}#${service.id}` })),
          breadcrumbSchema(breadcrumbTrail(path)),
        )}
      />

      <PageHero
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.title}
        intro={servicesPage.intro}
        actions={<CtaActions actions={servicesPage.closing.actions} />}
      >
        <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm text-slate-300">
          {servicesPage.highlights.map((item) => (
            <li key={item.label} className="inline-flex items-center gap-2">
              <item.icon className="h-4 w-4 text-accent-400" aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      </PageHero>

      {serviceGroups.map((group, index) => (
        <Section key={group.key} tone={index === 0 ? 'muted' : 'light'} aria-labelledby={`${group.key}-heading`}>
          <SectionHeader id={`${group.key}-heading`} eyebrow={group.copy.eyebrow} title={group.copy.title} intro={group.copy.intro} />
          <ul className="grid gap-5 sm:gap-6 md:grid-cols-2">
            {group.items.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </Section>
      ))}

      <Section tone="muted" aria-labelledby="add-ons-heading">
        <SectionHeader id="add-ons-heading" eyebrow={servicesPage.addOns.eyebrow} title={servicesPage.addOns.title} intro={servicesPage.addOns.intro} />
        <FeatureGrid items={premiumAddOns} columns={4} testId="add-on-card" />
      </Section>

      <CtaBand block={servicesPage.closing} />
    </>
  );
}
