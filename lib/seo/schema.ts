import type { BreadcrumbList, Organization, Thing, WebSite } from 'schema-dts';
import { breadcrumbNames } from '@/content/navigation';
import { site } from '@/content/site';
import type { Crumb } from '@/content/types';
import { absoluteUrl } from '@/lib/env';

export const organizationId = () => absoluteUrl('/#organization');

/** The JSON-LD a page renders: its nodes as one @graph. */
export type SchemaGraph = { '@context': 'https://schema.org'; '@graph': Thing[] };

export function schemaGraph(...nodes: Thing[]): SchemaGraph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

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

/**
 * Home › … › the page at `path`. Every crumb above the page is named from content/navigation.ts;
 * `name` names the page itself (required below a section, e.g. a post's title).
 */
export function breadcrumbTrail(path: string, name?: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return paths.map((crumbPath, index) => {
    const crumbName = index === paths.length - 1 && name ? name : breadcrumbNames[crumbPath];
    if (!crumbName) throw new Error(`No breadcrumb name for ${crumbPath}`);
    return { name: crumbName, path: crumbPath };
  });
}

/** BreadcrumbList with absolute item URLs; `items` is usually a breadcrumbTrail. */
export function breadcrumbSchema(items: readonly Crumb[]): BreadcrumbList {
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
