import type { CardItem, LinkItem } from './types';

/** Publication date of the hub and guides (spec: structured data publish and modify date). */
export const aiSeoPublished = '2024-10-02';

/** One card per page of the cluster; reused by the hub, "related" lists and /llms.txt. */
export const aiSeoCards = {
  hub: {
    href: '/ai-seo',
    eyebrow: 'Hub · GEO playbook',
    title: 'The GEO Playbook: AI SEO Hub',
    description: 'How AI answer engines choose sources, and the content, authority and technical work that gets a business cited.',
  },
  schema: {
    href: '/ai-seo/schema-for-ai-citation',
    eyebrow: 'Guide · Structured data',
    title: 'Schema Markup for AI Citation',
    description: 'LocalBusiness, Service, FAQPage, HowTo, Organization, Person and Article markup, with copy-ready JSON-LD and the errors we fix most.',
  },
  eeat: {
    href: '/ai-seo/eeat-ai-trust-signals',
    eyebrow: 'Guide · Trust signals',
    title: 'E-E-A-T Trust Signals for AI Search',
    description: 'The four pillars, how answer engines amplify them, a citation checklist and a 30-day plan to make expertise verifiable.',
  },
  overviews: {
    href: '/ai-seo/ai-overviews',
    eyebrow: 'Guide · Google AI Overviews',
    title: 'Google AI Overviews Playbook',
    description: 'How AI Overviews pick sources, our three-phase protocol, the answer-target framework and a 30-day co-citation plan.',
  },
  crawlability: {
    href: '/ai-seo/llm-crawlability',
    eyebrow: 'Guide · Technical GEO',
    title: 'LLM Crawlability Checklist',
    description: 'AI crawler user agents, robots.txt patterns, server rendering, llms.txt and a four-phase audit you can run yourself.',
  },
} as const satisfies Record<string, CardItem>;

/** Sub-navigation shown on the schema guide. */
export const aiSeoSubnav = {
  label: 'AI SEO guides',
  items: [
    { href: '/ai-seo', label: 'GEO Hub' },
    { href: '/ai-seo/schema-for-ai-citation', label: 'Schema Guide' },
    { href: '/ai-seo/eeat-ai-trust-signals', label: 'E-E-A-T Signals' },
    { href: '/ai-seo/ai-overviews', label: 'AI Overviews' },
  ],
} as const satisfies { label: string; items: readonly LinkItem[] };
