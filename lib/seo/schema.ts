import type { Organization, WebSite, BreadcrumbList } from 'schema-dts';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';

export const organizationId = () => absoluteUrl('/#organization');

export const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
} as const;

export function organizationSchema(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    alternateName: site.formerName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: site.email,
    telephone: site.phone.tel,
    foundingDate: String(site.foundedYear),
    founder: { '@type': 'Person', name: site.founder.name },
    address: postalAddress,
    sameAs: [site.links.social, site.links.externalBlog],
  };
}

export function websiteSchema(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': organizationId() },
    inLanguage: 'en-US',
  };
}

export function breadcrumbSchema(items: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
