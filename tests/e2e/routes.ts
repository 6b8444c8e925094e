import { publicRoutes } from '../../content/routes';

export type E2ERoute = {
  path: string;
  /** Expected robots content; 'index, follow' unless a page is deliberately hidden. */
  robots?: string;
  /** JSON-LD @types that must appear on the page (beyond the site-wide Organization/WebSite). */
  jsonLdTypes?: readonly string[];
};

/**
 * Every route the e2e suite visits. Static pages come from content/routes.ts (the sitemap's
 * list); routes that only exist at runtime (posts, categories, placeholders) are added here.
 */
export const extraRoutes: E2ERoute[] = [
  { path: '/blog/page/2' },
  { path: '/blog/category/seo' },
  { path: '/blog/category/weather-campaigns' },
  // Seeded posts (supabase/seed.sql): one by the founder with an FAQ section, one without an image.
  { path: '/blog/how-google-ai-overviews-choose-sources', jsonLdTypes: ['BlogPosting', 'BreadcrumbList', 'FAQPage'] },
  { path: '/blog/local-services-ads-vs-search-ads', jsonLdTypes: ['BlogPosting', 'BreadcrumbList'] },
  // Author pages (content/team.ts): one with seeded posts, one without.
  { path: '/blog/author/marcus-delaney', jsonLdTypes: ['ProfilePage', 'Person', 'BreadcrumbList'] },
  { path: '/blog/author/priya-raman', jsonLdTypes: ['ProfilePage', 'Person', 'BreadcrumbList'] },
];

export const routeExpectations: Record<string, Omit<E2ERoute, 'path'>> = {};

export const e2eRoutes: E2ERoute[] = [
  ...publicRoutes.map((route) => ({ path: route.path, ...routeExpectations[route.path] })),
  ...extraRoutes,
];

export type UnlistedPage = {
  /** `{post}` stands for the id of the first post on the admin dashboard. */
  path: string;
  status: number;
  /** Fetched with an admin session (tests/helpers/admin.ts signIn). */
  signedIn?: boolean;
};

/**
 * Pages outside the sitemap that page-level checks (valid HTML) still cover, with the status
 * each answers: the admin sign-in screen, a blog search, the two not-found pages, and every
 * admin screen as a signed-in editor sees it.
 */
export const unlistedPages: readonly UnlistedPage[] = [
  { path: '/admin', status: 200 },
  // noindex, canonical without the query: outside routes.spec's checks, inside the HTML check.
  { path: '/blog/search?q=storm+ads', status: 200 },
  { path: '/this-page-does-not-exist', status: 404 },
  { path: '/blog/this-post-does-not-exist', status: 404 },
  { path: '/blog/author/nobody', status: 404 },
  { path: '/admin', status: 200, signedIn: true },
  { path: '/admin/posts/new', status: 200, signedIn: true },
  { path: '/admin/posts/{post}/edit', status: 200, signedIn: true },
  { path: '/admin/leads', status: 200, signedIn: true },
  { path: '/admin/activity', status: 200, signedIn: true },
  { path: '/admin/sources', status: 200, signedIn: true },
  { path: '/admin/redirects', status: 200, signedIn: true },
  { path: '/admin/newsletter', status: 200, signedIn: true },
  { path: '/admin/ai-visibility', status: 200, signedIn: true },
  // A made-up newsletter link: the page says it does not work and offers the sign-up again.
  { path: '/newsletter/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', status: 200 },
  // A made-up unsubscribe link: the page, in the site's layout, says it does not work.
  { path: '/newsletter/leave/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', status: 404 },
];
