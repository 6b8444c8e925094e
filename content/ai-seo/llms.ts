import { industries as industryCards, industryBriefs, industryLandings } from '@/content/industries';
import { aiVideoSeoPage, emergencySeoPage, paidMediaPage, serviceDetailPages } from '@/content/service-pages';
import { services as servicesCatalogue } from '@/content/services';
import { formattedAddress, site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import { aiOverviewsGuide } from './ai-overviews';
import { eeatGuide } from './eeat-guide';
import { hub } from './hub';
import { llmCrawlabilityGuide } from './llm-crawlability';
import { schemaGuide } from './schema-guide';

/*
 * /llms.txt, per the llms.txt proposal (llmstxt.org): an H1 with the site's name, a blockquote
 * summary, paragraphs of detail, then H2 sections of "- [name](url): description" links.
 * Every line is read from the content modules, so the file follows the pages.
 */
export type LlmsLink = { title: string; path: string; description: string };
export type LlmsSection = { title: string; links: readonly LlmsLink[] };
export type LlmsDocument = { name: string; summary: string; details: readonly string[]; sections: readonly LlmsSection[] };

const services: readonly LlmsLink[] = [
  {
    title: 'Services overview',
    path: '/services',
    description: `${servicesCatalogue.length} services: ${servicesCatalogue.map((service) => service.title).join('; ')}.`,
  },
  ...servicesCatalogue.map((service) => ({ title: service.title, path: `/services#${service.id}`, description: service.goal })),
  { title: emergencySeoPage.meta.title, path: '/services/emergency-seo', description: emergencySeoPage.meta.description },
  { title: paidMediaPage.meta.title, path: '/services/paid-media', description: paidMediaPage.meta.description },
  { title: aiVideoSeoPage.meta.title, path: '/services/ai-video-seo', description: aiVideoSeoPage.meta.description },
  ...serviceDetailPages.map((page) => ({ title: page.meta.title, path: `/services/${page.slug}`, description: page.meta.description })),
];

const industries: readonly LlmsLink[] = [
  {
    title: 'Industries overview',
    path: '/industries',
    description: `AI SEO for ${industryCards.length} industries: ${industryCards.map((industry) => industry.title).join(', ')}.`,
  },
  ...industryLandings.map((page) => ({ title: page.name, path: `/industries/${page.slug}`, description: page.metaDescription })),
  ...industryBriefs.map((page) => ({ title: page.name, path: `/industries/${page.slug}`, description: page.description })),
];

const guides: readonly LlmsLink[] = [hub, schemaGuide, eeatGuide, aiOverviewsGuide, llmCrawlabilityGuide].map((guide) => ({
  title: guide.shortTitle,
  path: guide.path,
  description: guide.summary,
}));

const company: readonly LlmsLink[] = [
  { title: 'About', path: '/about', description: `Who we are: ${site.name}'s team, history and Florida headquarters.` },
  { title: 'Case studies', path: '/case-studies', description: 'Six client case studies with the challenge and three results each.' },
  { title: 'Client testimonials', path: '/testimonials', description: 'Ten five-star reviews from AI SEO and paid media clients.' },
  { title: 'Blog', path: '/blog', description: 'Articles on AI search, emergency marketing and paid media.' },
  { title: 'Contact', path: '/contact', description: 'Send a message or book a 30-minute strategy call; we reply within 24 hours.' },
];

const optional: readonly LlmsLink[] = [
  { title: 'Privacy policy', path: '/privacy', description: 'How we collect and use personal data.' },
  { title: 'Terms of service', path: '/terms', description: 'The terms for using this website.' },
];

export function llmsDocument(): LlmsDocument {
  return {
    name: site.name,
    summary: site.description,
    details: [
      site.tagline,
      `Headquarters: ${formattedAddress}. Phone: ${site.phone.display}. Email: ${site.email}. Book a 30-minute strategy call: ${site.links.scheduler}`,
    ],
    sections: [
      { title: 'Services', links: services },
      { title: 'Industries', links: industries },
      { title: 'AI SEO guides', links: guides },
      { title: 'Company and contact', links: company },
      { title: 'Optional', links: optional },
    ],
  };
}

/** Formats a document as llms.txt markdown with absolute URLs. */
export function renderLlmsTxt(document: LlmsDocument, toUrl: (path: string) => string = absoluteUrl): string {
  const lines = [`# ${document.name}`, '', `> ${document.summary}`, ''];
  for (const paragraph of document.details) lines.push(paragraph, '');
  for (const section of document.sections) {
    lines.push(`## ${section.title}`, '');
    for (const link of section.links) lines.push(`- [${link.title}](${toUrl(link.path)}): ${link.description}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
