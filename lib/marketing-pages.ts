import { industryLandingActions, industryPages, type IndustryPage } from '@/content/industries';
import { serviceDetailPages } from '@/content/service-pages';
import type { Cta, IndustryLanding, ServiceDetailPage } from '@/content/types';

/* Lookups over the content modules for the dynamic marketing routes; undefined is the placeholder page. */

export function serviceDetailBySlug(slug: string): ServiceDetailPage | undefined {
  return serviceDetailPages.find((page) => page.slug === slug);
}

export function industryPageBySlug(slug: string): IndustryPage | undefined {
  return industryPages.find((page) => page.slug === slug);
}

/** The standard landing-page actions followed by the page's own. */
export function landingActions(page: IndustryLanding): readonly Cta[] {
  return [...industryLandingActions, ...(page.extraLinks ?? [])];
}
