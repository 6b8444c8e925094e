import { aiOverviewsGuide } from '@/content/ai-seo/ai-overviews';
import { eeatGuide } from '@/content/ai-seo/eeat-guide';
import { hub } from '@/content/ai-seo/hub';
import { llmCrawlabilityGuide } from '@/content/ai-seo/llm-crawlability';
import { schemaGuide } from '@/content/ai-seo/schema-guide';
import { guideBreadcrumbs, guideJsonLd } from '@/lib/seo/guide-schema';

type Node = Record<string, unknown>;
const graph = (data: ReturnType<typeof guideJsonLd>) => data['@graph'] as unknown as Node[];
const types = (data: ReturnType<typeof guideJsonLd>) => graph(data).map((node) => node['@type']);

describe('guide structured data', () => {
  it('gives each page the types the spec asks for', () => {
    expect(types(guideJsonLd(hub))).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
    expect(types(guideJsonLd(schemaGuide))).toEqual(['Article', 'BreadcrumbList', 'FAQPage', 'HowTo']);
    expect(types(guideJsonLd(eeatGuide))).toEqual(['Article', 'BreadcrumbList', 'HowTo']);
    expect(types(guideJsonLd(aiOverviewsGuide))).toEqual(['Article', 'BreadcrumbList']);
    expect(types(guideJsonLd(llmCrawlabilityGuide))).toEqual(['Article', 'BreadcrumbList']);
  });

  it('dates every article 2024-10-02 and credits the founder and the organisation', () => {
    for (const guide of [hub, schemaGuide, eeatGuide, aiOverviewsGuide, llmCrawlabilityGuide]) {
      const article = graph(guideJsonLd(guide))[0] as Node;
      expect(article).toMatchObject({
        datePublished: '2024-10-02',
        dateModified: '2024-10-02',
        author: { '@type': 'Person', name: 'Marcus Delaney' },
        publisher: { '@id': 'http://localhost:3000/#organization' },
        mainEntityOfPage: `http://localhost:3000${guide.path}`,
      });
    }
  });

  it('writes HowTo durations as ISO 8601', () => {
    expect(graph(guideJsonLd(schemaGuide)).find((node) => node['@type'] === 'HowTo')).toMatchObject({ totalTime: 'PT30M' });
    expect(graph(guideJsonLd(eeatGuide)).find((node) => node['@type'] === 'HowTo')).toMatchObject({ totalTime: 'P30D' });
  });

  it('mirrors the visible FAQ in FAQPage', () => {
    const faq = graph(guideJsonLd(hub)).find((node) => node['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((question) => question.name)).toEqual(hub.faq.map((item) => item.question));
  });
});

describe('guideBreadcrumbs', () => {
  it('is Home › AI SEO Hub on the hub and adds the guide below it', () => {
    expect(guideBreadcrumbs(hub)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'AI SEO Hub', path: '/ai-seo' },
    ]);
    expect(guideBreadcrumbs(schemaGuide).at(-1)).toEqual({ name: 'Schema for AI Citation', path: '/ai-seo/schema-for-ai-citation' });
  });
});
