import type { FAQPage, ProfessionalService, Review, Service } from 'schema-dts';
import type { FaqItem, Testimonial } from '@/content/types';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import { breadcrumbSchema, organizationId, postalAddress } from '@/lib/seo/schema';

/*
 * JSON-LD builders used only by the marketing pages. They reference the site-wide
 * Organization node by @id instead of repeating it.
 */


const florida = { '@type': 'State', name: 'Florida' } as const;
const unitedStates = { '@type': 'Country', name: 'United States' } as const;

/** A Service provided by the agency. A path with a fragment (/services#id) is used as the @id as is. */
export function serviceSchema({ name, description, path, serviceType }: { name: string; description: string; path: string; serviceType?: string }): Service {
  return {
    '@type': 'Service',
    '@id': absoluteUrl(path.includes('#') ? path : `${path}#service`),
    name,
    description,
    url: absoluteUrl(path),
    serviceType: serviceType ?? name,
    provider: { '@id': organizationId() },
    areaServed: [florida, unitedStates],
  };
}

/** A service detail page: its Service node and Home › Services › page breadcrumbs. */
export function servicePageSchemas(input: Parameters<typeof serviceSchema>[0]) {
  return [
    serviceSchema(input),
    breadcrumbSchema([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: input.name, path: input.path },
    ]),
  ];
}

/** The agency as a professional service, offering the given services (home page). */
export function professionalServiceSchema({ description, services }: { description: string; services: readonly { name: string; description: string; path: string }[] }): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#professional-service'),
    name: site.name,
    alternateName: site.formerName,
    description,
    url: absoluteUrl('/'),
    image: absoluteUrl('/opengraph-image'),
    telephone: site.phone.tel,
    email: site.email,
    address: postalAddress,
    areaServed: [florida, unitedStates],
    parentOrganization: { '@id': organizationId() },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${site.name} services`,
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.name,
          description: service.description,
          url: absoluteUrl(service.path),
          provider: { '@id': organizationId() },
        },
      })),
    },
  };
}

/** A trade-specific local business node for an industry landing page, serving Florida. */
export function industryBusinessSchema({ name, description, path, serviceTypes }: { name: string; description: string; path: string; serviceTypes: readonly string[] }): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(`${path}#business`),
    name: `${site.name} — ${name} Marketing`,
    description,
    url: absoluteUrl(path),
    telephone: site.phone.tel,
    address: postalAddress,
    areaServed: florida,
    parentOrganization: { '@id': organizationId() },
    knowsAbout: [...serviceTypes],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${name} marketing services`,
      itemListElement: serviceTypes.map((serviceType) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: serviceType, provider: { '@id': organizationId() } },
      })),
    },
  };
}

export function faqPageSchema(items: readonly FaqItem[], path: string): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': absoluteUrl(`${path}#faq`),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** One Review per testimonial, each rated 5 of 5, about the agency. */
export function reviewSchemas(items: readonly Testimonial[]): Review[] {
  return items.map((item) => ({
    '@type': 'Review',
    '@id': absoluteUrl(`/testimonials#${item.id}`),
    reviewBody: item.quote,
    author: { '@type': 'Person', name: item.name, jobTitle: item.title, worksFor: { '@type': 'Organization', name: item.company } },
    reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    itemReviewed: { '@id': organizationId() },
  }));
}
