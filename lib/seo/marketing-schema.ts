import type { AboutPage, CollectionPage, ContactPage, FAQPage, Person, ProfessionalService, Review, Service } from 'schema-dts';
import type { FaqItem, TeamMember, Testimonial } from '@/content/types';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import { breadcrumbSchema, breadcrumbTrail, organizationId, postalAddress } from '@/lib/seo/schema';
import { personSchema } from '@/lib/seo/author-schema';

/*
 * JSON-LD builders used only by the marketing pages. They reference the site-wide
 * Organization node by @id instead of repeating it. Every URL and @id is absolute.
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
    breadcrumbSchema(breadcrumbTrail(input.path, input.name)),
  ];
}

/** A page that lists things: the industries it covers (`about`) or its entries (`items`, as an ItemList). */
export function collectionPageSchema({
  path,
  name,
  about,
  items,
}: {
  path: string;
  name: string;
  about?: readonly string[];
  items?: readonly { name: string; description: string }[];
}): CollectionPage {
  return {
    '@type': 'CollectionPage',
    '@id': absoluteUrl(`${path}#page`),
    url: absoluteUrl(path),
    name,
    ...(about ? { about: about.map((thing) => ({ '@type': 'Thing' as const, name: thing })) } : {}),
    ...(items
      ? {
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: items.length,
            itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, description: item.description })),
          },
        }
      : {}),
  };
}

/** The about page, about the agency. */
export function aboutPageSchema({ path, name }: { path: string; name: string }): AboutPage {
  return { '@type': 'AboutPage', '@id': absoluteUrl(`${path}#page`), url: absoluteUrl(path), name, about: { '@id': organizationId() } };
}

/** One Person per team member, working for the agency: the same nodes as their author pages. */
export function teamSchemas(members: readonly TeamMember[]): Person[] {
  return members.map(personSchema);
}

export function contactPageSchema({ path, name, description }: { path: string; name: string; description: string }): ContactPage {
  return { '@type': 'ContactPage', '@id': absoluteUrl(`${path}#page`), url: absoluteUrl(path), name, description };
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
