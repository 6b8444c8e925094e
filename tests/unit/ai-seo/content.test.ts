import { aiOverviewsGuide } from '@/content/ai-seo/ai-overviews';
import { eeatGuide } from '@/content/ai-seo/eeat-guide';
import { hub } from '@/content/ai-seo/hub';
import { tokenizeInline } from '@/lib/ai-seo/inline';
import { llmCrawlabilityGuide } from '@/content/ai-seo/llm-crawlability';
import { schemaGuide } from '@/content/ai-seo/schema-guide';
import type { Guide, GuideBlock } from '@/content/ai-seo/types';
import { guideWordCount } from '@/lib/ai-seo/words';
import { plainText } from '@/lib/ai-seo/inline';

const pages: readonly Guide[] = [hub, schemaGuide, eeatGuide, aiOverviewsGuide, llmCrawlabilityGuide];

function walk(blocks: readonly GuideBlock[]): GuideBlock[] {
  return blocks.flatMap((block) => (block.kind === 'accordion' ? [block, ...block.items.flatMap((item) => walk(item.blocks))] : [block]));
}
const allBlocks = (guide: Guide) => guide.sections.flatMap((section) => walk(section.blocks));
const allText = (guide: Guide) =>
  allBlocks(guide)
    .flatMap((block) => Object.values(block).flatMap((value) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flat(3) : [])))
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join('\n');

// Routes from the spec's route table, plus this feature's llms.txt.
const knownPaths = new Set([
  '/', '/about', '/services', '/industries', '/case-studies', '/testimonials', '/blog', '/contact', '/privacy', '/terms', '/florida',
  '/ai-seo', '/ai-seo/schema-for-ai-citation', '/ai-seo/eeat-ai-trust-signals', '/ai-seo/ai-overviews', '/ai-seo/llm-crawlability', '/llms.txt',
]);

describe.each(pages.map((guide) => [guide.path, guide] as const))('%s', (_path, guide) => {
  it('has at least 1,500 words of copy', () => {
    expect(guideWordCount(guide)).toBeGreaterThanOrEqual(1500);
  });

  it('has unique section and anchor ids', () => {
    const ids = [...guide.sections.map((section) => section.id), ...allBlocks(guide).flatMap((block) => (block.kind === 'code' ? [block.id] : block.kind === 'accordion' ? block.items.map((item) => item.id) : []))];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is dated 2024-10-02', () => {
    expect(guide.datePublished).toBe('2024-10-02');
    expect(guide.dateModified).toBe('2024-10-02');
  });

  it('links only to pages that exist', () => {
    const hrefs = allBlocks(guide)
      .filter((block) => block.kind !== 'code')
      .flatMap((block) => {
        const strings = block.kind === 'cards' ? block.items.map((card) => `[x](${card.href})`) : [allText({ ...guide, sections: [{ id: 'x', title: 'x', blocks: [block] }] })];
        return strings.flatMap((text) => tokenizeInline(text).flatMap((token) => (token.type === 'link' ? [token.href] : [])));
      });
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of [...hrefs, ...guide.cta.actions.map((action) => action.href), ...(guide.related?.items.map((item) => item.href) ?? [])]) {
      expect(knownPaths).toContain(href);
    }
  });

  it('parses every JSON code sample', () => {
    for (const block of allBlocks(guide)) {
      if (block.kind === 'code' && block.language === 'json') expect(() => JSON.parse(block.code)).not.toThrow();
    }
  });

  it('keeps FAQ answers free of inline marks, which the shared Faq would print literally', () => {
    for (const item of guide.faq ?? []) expect(plainText(item.answer)).toBe(item.answer);
  });
});

describe('hub', () => {
  it('has the table of contents and accordion items the spec names', () => {
    expect(hub.sections.filter((section) => !('hideFromToc' in section && section.hideFromToc)).map((section) => section.id)).toEqual([
      'what-is-geo',
      'eeat-authority',
      'content-structure',
      'technical-checklist',
      'cluster-content',
    ]);
    const accordion = allBlocks(hub).find((block) => block.kind === 'accordion');
    expect(accordion?.kind === 'accordion' && accordion.items.map((item) => item.id)).toEqual(['faq-schema', 'howto-schema', 'localbusiness-schema', 'service-schema']);
  });
});

describe('schema guide', () => {
  it('has the contents the spec names, in order', () => {
    expect(schemaGuide.sections.filter((section) => !('hideFromToc' in section)).map((section) => section.id)).toEqual([
      'intro',
      'localbusiness',
      'service',
      'faq-howto',
      'eeat-toolkit',
      'common-errors',
    ]);
  });

  it('describes a 30-minute HowTo', () => {
    expect(schemaGuide.howTo.totalTime).toBe('PT30M');
  });
});

describe('trust-signals guide', () => {
  it('has the spec’s sections and a 30-day HowTo', () => {
    const ids = eeatGuide.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['intro', 'experience', 'expertise', 'authority', 'trust', 'llm-amplification']));
    expect(eeatGuide.sections.find((section) => section.id === 'authority')?.title).toContain('Pillar 3: Authoritativeness');
    expect(eeatGuide.sections.find((section) => section.id === 'trust')?.title).toContain('Pillar 4: Trustworthiness');
    expect(eeatGuide.howTo.totalTime).toBe('P30D');
  });
});

describe('AI Overviews guide', () => {
  it('states the spec’s claims exactly', () => {
    const text = allText(aiOverviewsGuide);
    for (const claim of [
      '15-20% of Google searches',
      '65% increase in branded profile views',
      '3.2x citation growth in 90 days',
      '89% of target queries trigger citations',
      '30-day, four-week co-citation plan',
    ]) {
      expect(text).toContain(claim);
    }
    const plan = aiOverviewsGuide.sections.find((section) => section.id === 'co-citation');
    const steps = plan?.blocks.find((block) => block.kind === 'steps');
    expect(steps?.kind === 'steps' && steps.items.map((step) => step.label)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4']);
  });

  it('has a three-phase protocol', () => {
    const protocol = aiOverviewsGuide.sections.find((section) => section.id === 'protocol')?.blocks.find((block) => block.kind === 'steps');
    expect(protocol?.kind === 'steps' && protocol.items).toHaveLength(3);
  });
});

describe('LLM crawlability guide', () => {
  it('has four phases with plain-string checklists and a download block to /contact', () => {
    const blocks = allBlocks(llmCrawlabilityGuide);
    const phases = blocks.find((block) => block.kind === 'steps');
    expect(phases?.kind === 'steps' && phases.items).toHaveLength(4);
    if (phases?.kind === 'steps') for (const phase of phases.items) expect(phase.checklist?.every((item) => typeof item === 'string')).toBe(true);
    const download = blocks.find((block) => block.kind === 'download');
    expect(download?.kind === 'download' && download.action).toEqual({ href: '/contact', label: 'Get the Crawlability Checklist' });
  });

  it('names the real AI crawler tokens', () => {
    const text = allText(llmCrawlabilityGuide);
    for (const token of ['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'Claude-SearchBot', 'PerplexityBot', 'Google-Extended', 'Applebot-Extended', 'CCBot']) {
      expect(text).toContain(`\`${token}\``);
    }
  });
});
