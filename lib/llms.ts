import { aiOverviewsGuide } from '@/content/ai-seo/ai-overviews';
import { eeatGuide } from '@/content/ai-seo/eeat-guide';
import { hub } from '@/content/ai-seo/hub';
import { llmCrawlabilityGuide } from '@/content/ai-seo/llm-crawlability';
import { schemaGuide } from '@/content/ai-seo/schema-guide';
import { industryBriefs, industryLandings } from '@/content/industries';
import { llmsCopy, type LlmsLink } from '@/content/llms';
import { aiVideoSeoPage, emergencySeoPage, paidMediaPage, serviceDetailPages } from '@/content/service-pages';
import { services as servicesCatalogue } from '@/content/services';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';

/*
 * /llms.txt, per the llms.txt proposal (llmstxt.org): an H1 with the site's name, a blockquote
 * summary, paragraphs of detail, then H2 sections of "- [name](url): description" links.
 * Every line is read from the content modules, so the file follows the pages.
 */
export type LlmsSection = { title: string; links: readonly LlmsLink[] };
export type LlmsDocument = { name: string; summary: string; details: readonly string[]; sections: readonly LlmsSection[] };

const services: readonly LlmsLink[] = [
  llmsCopy.servicesOverview,
  ...servicesCatalogue.map((service) => ({ title: service.title, path: `/services#${service.id}`, description: service.goal })),
  { title: emergencySeoPage.meta.title, path: '/services/emergency-seo', description: emergencySeoPage.meta.description },
  { title: paidMediaPage.meta.title, path: '/services/paid-media', description: paidMediaPage.meta.description },
  { title: aiVideoSeoPage.meta.title, path: '/services/ai-video-seo', description: aiVideoSeoPage.meta.description },
  ...serviceDetailPages.map((page) => ({ title: page.meta.title, path: `/services/${page.slug}`, description: page.meta.description })),
];

const industries: readonly LlmsLink[] = [
  llmsCopy.industriesOverview,
  ...industryLandings.map((page) => ({ title: page.name, path: `/industries/${page.slug}`, description: page.metaDescription })),
  ...industryBriefs.map((page) => ({ title: page.name, path: `/industries/${page.slug}`, description: page.description })),
];

const guides: readonly LlmsLink[] = [hub, schemaGuide, eeatGuide, aiOverviewsGuide, llmCrawlabilityGuide].map((guide) => ({
  title: guide.shortTitle,
  path: guide.path,
  description: guide.summary,
}));

// Post titles and excerpts are typed by staff: one line each, read as text. Escaped, a backslash,
// bracket, parenthesis, angle bracket or backtick cannot end the link text, open a link, HTML or a
// code span that swallows the link's end, and a bare URL, www. or e-mail address is no GFM autolink.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeMarkdown = (text: string) =>
  text
    .replace(/[\\`[\]()<>@]/g, '\\$&')
    .replace(/:\/\//g, '\\://')
    .replace(/\b(www)\./gi, '$1\\.');
const oneLineLink = (link: LlmsLink): LlmsLink => ({ ...link, title: escapeMarkdown(oneLine(link.title)), description: escapeMarkdown(oneLine(link.description)) });

/** The document; `posts` are the published posts to list (the route leaves out noindex ones). */
export function llmsDocument(posts: readonly LlmsLink[] = []): LlmsDocument {
  const { sections } = llmsCopy;
  return {
    name: site.name,
    summary: site.description,
    details: llmsCopy.details,
    sections: [
      { title: sections.services, links: services },
      { title: sections.industries, links: industries },
      { title: sections.guides, links: guides },
      { title: sections.company, links: llmsCopy.company },
      ...(posts.length ? [{ title: sections.blog, links: posts.map(oneLineLink) }] : []),
      { title: sections.optional, links: llmsCopy.optional },
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
