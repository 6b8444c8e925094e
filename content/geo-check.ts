/**
 * Copy of the editor's "AI citation readiness" panel (lib/geo/rules.ts decides pass or fail).
 * Each rule names the guide in content/ai-seo that teaches it; the guide's own words are quoted
 * in `from` so a writer can see why the rule exists. Hints use {slots} filled by the rules.
 */

export const geoGuides = {
  hub: { path: '/ai-seo', name: 'The GEO Playbook' },
  eeat: { path: '/ai-seo/eeat-ai-trust-signals', name: 'E-E-A-T for AI Search' },
  crawlability: { path: '/ai-seo/llm-crawlability', name: 'LLM Crawlability' },
  overviews: { path: '/ai-seo/ai-overviews', name: 'Google AI Overviews' },
  schema: { path: '/ai-seo/schema-for-ai-citation', name: 'Schema for AI Citation' },
} as const;

export type GeoGuide = keyof typeof geoGuides;

export type GeoRuleId =
  | 'answerFirst'
  | 'questionHeadings'
  | 'faqSection'
  | 'headingOrder'
  | 'internalLinks'
  | 'externalCitation'
  | 'imageAlt'
  | 'metaDescription'
  | 'length'
  | 'readability';

type RuleCopy = {
  name: string;
  guide: GeoGuide;
  /** The guide's words this rule checks. */
  from: string;
  pass: string;
  /** Keyed by the reason the rule failed. */
  fail: Readonly<Record<string, string>>;
};

export const geoCheckCopy = {
  title: 'AI citation readiness',
  intro: 'How well this draft follows our own AI SEO guides. Advice only: it never stops you saving.',
  summary: '{passed} of {total} checks pass',
  passed: 'Passes:',
  failed: 'Needs work:',
  guide: 'From {guide}',
  /** Flesch reading-ease bands (Flesch 1948, the table most editors show). */
  readingBands: [
    { min: 90, label: 'very easy' },
    { min: 80, label: 'easy' },
    { min: 70, label: 'fairly easy' },
    { min: 60, label: 'plain English' },
    { min: 50, label: 'fairly difficult' },
    { min: 30, label: 'difficult' },
    { min: -Infinity, label: 'very difficult' },
  ],
  rules: {
    answerFirst: {
      name: 'Answer first',
      guide: 'hub',
      from: 'The answer-first pattern: a direct answer of two or three sentences, then the detail.',
      pass: 'The opening paragraph answers the title in {words} words.',
      fail: {
        missing: 'Open with a paragraph that answers the title in about 60 words or fewer.',
        long: 'The opening paragraph runs {words} words; answer the title in about 60 or fewer.',
        offTopic: 'The opening paragraph never names what the title asks about; answer it directly.',
      },
    },
    questionHeadings: {
      name: 'Question headings',
      guide: 'eeat',
      from: 'Phrase H2s and H3s as the question or task they answer.',
      pass: 'H2/H3 headings phrased as questions: {count} of {total}.',
      fail: {
        none: 'Phrase at least one H2 or H3 as the question it answers, e.g. “How long does it take?”.',
      },
    },
    faqSection: {
      name: 'FAQ section',
      guide: 'hub',
      from: 'Short FAQ sections for the follow-up questions buyers really ask.',
      pass: 'Answered questions under the FAQ heading: {count}. The post publishes them as FAQPage structured data.',
      fail: {
        missing: 'Add a “## FAQ” heading with 3–4 “### Question?” headings, each followed by its answer.',
        empty: 'The FAQ heading has no answered questions: add “### Question?” headings one level below it, each with an answer.',
      },
    },
    headingOrder: {
      name: 'Heading order',
      guide: 'crawlability',
      from: 'Headings use real h1–h3 elements in order.',
      pass: 'Headings go down one level at a time.',
      fail: {
        h1: 'The title is the page’s only H1: start sections with ## (H2), not #.',
        skip: '“{heading}” jumps from H{from} to H{to}; go down one level at a time.',
      },
    },
    internalLinks: {
      name: 'Internal links',
      guide: 'eeat',
      from: 'The page links to related guides and is linked from its hub.',
      pass: 'Links to {count} of our service or guide pages.',
      fail: {
        few: 'Link to two or more of our service or guide pages (/services/…, /ai-seo/…); found {count}.',
      },
    },
    externalCitation: {
      name: 'External citation',
      guide: 'eeat',
      from: 'Every statistic has a source and a date.',
      pass: 'Outside sources cited: {count}.',
      fail: {
        none: 'Cite at least one outside source with an https:// link next to the claim it supports.',
      },
    },
    imageAlt: {
      name: 'Image alt text',
      guide: 'eeat',
      from: 'Original photos with descriptive captions.',
      pass: 'Every image has alt text.',
      none: 'No images in the text.',
      fail: {
        missing: 'Images without alt text: {count}. Describe each one in ![these brackets](…).',
      },
    },
    metaDescription: {
      name: 'Meta description',
      guide: 'crawlability',
      from: 'One clear topic per page, with a descriptive title and meta description.',
      pass: 'A meta description is set.',
      fail: {
        missing: 'Set a meta description: the excerpt is not one. It is the summary search and AI results show.',
      },
    },
    length: {
      name: 'Length',
      guide: 'eeat',
      from: 'Named authors, credentials, licences, and accurate, in-depth content.',
      pass: '{words} words.',
      fail: {
        short: '{words} words; in-depth posts run 600 or more.',
      },
    },
    readability: {
      name: 'Reading ease',
      guide: 'hub',
      from: 'A passage gets selected when it answers a specific question on its own, in plain words.',
      pass: 'Flesch reading ease {score} ({band}).',
      fail: {
        empty: 'Write a few sentences to get a reading-ease score.',
        hard: 'Flesch reading ease {score} ({band}); aim for 50 or more with shorter sentences and plainer words.',
      },
    },
  } satisfies Record<GeoRuleId, RuleCopy & { none?: string }>,
} as const;

/** Headings that open an FAQ section, compared in lower case. */
export const faqHeadings = ['faq', 'faqs', 'frequently asked questions'] as const;
