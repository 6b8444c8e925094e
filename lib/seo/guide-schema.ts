import type { Article, HowTo, Thing } from 'schema-dts';
import { site } from '@/content/site';
import type { Crumb } from '@/content/types';
import { absoluteUrl } from '@/lib/env';
import { breadcrumbSchema, breadcrumbTrail, organizationId, schemaGraph, type SchemaGraph } from '@/lib/seo/schema';
import { faqPageSchema } from '@/lib/seo/marketing-schema';
import { guideWordCount, plainText } from '@/lib/ai-seo/public';
import type { Guide, HowToContent } from '@/content/ai-seo/types';

/** Home › AI SEO Hub for the hub, Home › AI SEO Hub › guide for a guide. */
export function guideBreadcrumbs(guide: Pick<Guide, 'path' | 'shortTitle'>): Crumb[] {
  return breadcrumbTrail(guide.path, guide.shortTitle);
}

function articleSchema(guide: Guide): Article {
  const url = absoluteUrl(guide.path);
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: guide.title,
    description: guide.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl('/opengraph-image'),
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
    author: {
      '@type': 'Person',
      name: site.founder.name,
      jobTitle: site.founder.role,
      worksFor: { '@id': organizationId() },
    },
    publisher: { '@id': organizationId() },
    isPartOf: { '@id': absoluteUrl('/#website') },
    inLanguage: 'en-US',
    keywords: guide.keywords.join(', '),
    wordCount: guideWordCount(guide),
  };
}

function howToSchema(howTo: HowToContent, path: string): HowTo {
  const url = absoluteUrl(path);
  return {
    '@type': 'HowTo',
    '@id': `${url}#howto`,
    name: howTo.name,
    description: howTo.description,
    totalTime: howTo.totalTime,
    step: howTo.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: plainText(step.text),
    })),
  };
}

/** Every structured-data node a guide page carries, as one @graph. */
export function guideJsonLd(guide: Guide): SchemaGraph {
  const nodes: Thing[] = [articleSchema(guide), breadcrumbSchema(guideBreadcrumbs(guide))];
  if (guide.faq) nodes.push(faqPageSchema(guide.faq, guide.path));
  if (guide.howTo) nodes.push(howToSchema(guide.howTo, guide.path));
  return schemaGraph(...nodes);
}
