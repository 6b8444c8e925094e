// Icons are content's one import from components/ (see ./types.ts).
import {
  BadgeCheck,
  BrainCircuit,
  ChartColumn,
  CalendarClock,
  FileSearch,
  Gauge,
  Link2,
  MapPin,
  Megaphone,
  Network,
  Presentation,
  Radar,
  ShieldCheck,
} from '@/components/ui/icons';
import type { CtaBlock, Feature, IconLabel, PageMeta, ServiceCard, ServiceTier } from './types';
import { site } from './site';

export const serviceTierLabels: Record<ServiceTier, string> = {
  'ai-advantage': 'AI Advantage',
  foundation: 'Foundation',
};

/**
 * The eight cards on /services. The first six are the AI SEO services the site counts
 * ("Explore All 6 AI SEO Services"); the last two are supporting channels.
 */
export const services = [
  {
    id: 'geo-consulting',
    title: 'Generative Engine Optimization (GEO) Consulting',
    subtitle: 'Become the answer AI engines quote',
    goal: 'Get your brand named and linked in ChatGPT, Perplexity, Gemini and Google AI Overviews for the questions your buyers ask.',
    description:
      'We map the prompts that precede a purchase in your category, measure who AI engines cite today, and rebuild your pages so they are the clearest, most quotable source on each topic.',
    features: [
      'Prompt-level citation baseline across ChatGPT, Perplexity, Gemini and AI Overviews',
      'Answer-first page rewrites with quotable definitions, figures and comparisons',
      'Co-citation plan that places your brand beside the sources engines already trust',
      'Monthly share-of-answer tracking against your top three competitors',
      'Quarterly strategy review with a senior consultant',
    ],
    deliverables: [
      'Citation baseline across 150 buyer prompts',
      '90-day GEO roadmap, prioritised by revenue',
      'Rewrites of your 10 highest-value pages',
    ],
    icon: Radar,
    tier: 'ai-advantage',
    group: 'ai-seo',
  },
  {
    id: 'technical-ai-readiness',
    title: 'Technical AI Readiness & Schema Audit',
    subtitle: 'Make every page machine-readable',
    goal: 'Remove the crawl, rendering and markup problems that stop AI crawlers and Google from understanding your site.',
    description:
      'An engineer-led audit of how Googlebot, GPTBot, ClaudeBot and PerplexityBot see your site, and of the robots.txt tokens (such as Google-Extended) that govern AI use of it, followed by fixes your developers can ship: structured data, rendering, internal links and speed.',
    features: [
      'Crawler access review: robots.txt, llms.txt, firewalls and rate limits',
      'Organization, Service, FAQ, HowTo and Product schema written and validated',
      'Server-rendering and JavaScript dependency checks on key templates',
      'Core Web Vitals and internal-link fixes ranked by effort and impact',
      'Developer-ready tickets with acceptance criteria',
    ],
    deliverables: [
      'Audit of every indexable template',
      'Validated JSON-LD for your core page types',
      'Ticket backlog your developers can ship in two sprints',
    ],
    icon: FileSearch,
    tier: 'ai-advantage',
    group: 'ai-seo',
  },
  {
    id: 'entity-knowledge-graph',
    title: 'Entity & Knowledge Graph Development',
    subtitle: 'Teach search engines who you are',
    goal: 'Give AI systems one consistent, verifiable picture of your company, people, products and locations.',
    description:
      'Language models answer from entities, not keywords. We align your brand facts across your site, Google Business Profile, Wikidata, industry directories and review platforms so engines can trust and repeat them.',
    features: [
      'Entity audit of your brand, founders, products and locations',
      'sameAs network linking your profiles, directories and citations',
      'Author and expert pages with verifiable credentials',
      'Google Business Profile and knowledge panel clean-up',
      'Consistency monitoring for name, address and phone data',
    ],
    deliverables: [
      'Entity map of your brand and its relationships',
      'Corrected profiles on 40+ trusted sources',
      'Expert author pages for your key people',
    ],
    icon: Network,
    tier: 'ai-advantage',
    group: 'ai-seo',
  },
  {
    id: 'ai-content-strategy',
    title: 'AI Content Strategy',
    subtitle: 'Content built to be cited',
    goal: 'Publish fewer, better pages that answer real buyer questions and earn citations and conversions.',
    description:
      'Topic clusters planned from real prompts and sales-call questions, written by specialists with AI-assisted research and edited by people who know your industry. Every brief names the question, the answer and the proof.',
    features: [
      'Topic clusters built from prompt research and your sales-call questions',
      'Briefs with target answers, sources and internal links',
      'Expert interviews turned into first-hand, quotable content',
      'AI-assisted drafting with human editing and fact-checking',
      'Refresh schedule for pages that lose citations',
    ],
    deliverables: [
      'Cluster map for your top four revenue topics',
      'Eight expert-reviewed articles per month',
      'Refresh plan for existing pages that are slipping',
    ],
    icon: BrainCircuit,
    tier: 'ai-advantage',
    group: 'ai-seo',
  },
  {
    id: 'authority-link-building',
    title: 'Authority Link Building',
    subtitle: 'Earned mentions from sources that matter',
    goal: 'Win links and brand mentions from the publications and directories AI engines already draw on.',
    description:
      'Digital PR and expert commentary placed with trade publications, local news and industry associations. No link farms, no paid guest-post networks: every placement is one you would show a client.',
    features: [
      'Source analysis: which sites AI engines cite in your niche',
      'Expert commentary and data stories pitched to editors',
      'Association, chamber and supplier partnership links',
      'Unlinked brand-mention reclamation',
      'Monthly placement report with referral traffic',
    ],
    deliverables: [
      'List of the sources cited most in your category',
      'Four to six editorial placements per quarter',
      'Mention-reclamation sweep every month',
    ],
    icon: Link2,
    tier: 'foundation',
    group: 'ai-seo',
  },
  {
    id: 'organic-roi-reporting',
    title: 'Organic ROI Verification & GA4 Reporting',
    subtitle: 'Revenue you can verify',
    goal: 'Connect organic and AI referral traffic to leads, pipeline and closed revenue in GA4 and your CRM.',
    description:
      'We set up GA4 events, AI-referral channel grouping and CRM attribution so you can see which pages, prompts and engines produce paying customers, and stop funding the ones that do not.',
    features: [
      'GA4 audit and conversion event set-up',
      'Custom channel group for ChatGPT, Perplexity, Gemini and Copilot referrals',
      'CRM integration for lead-to-revenue attribution',
      'Looker Studio dashboard with monthly commentary',
      'Quarterly ROI review against your targets',
    ],
    deliverables: [
      'Clean GA4 property with verified conversions',
      'AI-referral channel report',
      'Revenue dashboard your finance team can check',
    ],
    icon: ChartColumn,
    tier: 'foundation',
    group: 'ai-seo',
  },
  {
    id: 'ai-paid-media',
    title: 'AI Paid Media',
    subtitle: 'Paid search and social that react in hours',
    goal: 'Capture demand the moment it spikes, from storm alerts to seasonal surges, without wasting budget in quiet weeks.',
    description:
      'Google Ads, Local Services Ads and Meta campaigns driven by live triggers such as National Weather Service alerts, with budgets that scale up to 10x when demand spikes and fall back when it passes.',
    features: [
      'Weather- and event-triggered campaigns live in 2–4 hours',
      'Budgets scaled up to 10x during demand spikes, then automatically reduced',
      'Local Services Ads and call-only campaigns for emergency work',
      'Call tracking and lead scoring connected to your CRM',
      'Weekly optimisation and cost-per-booked-job reporting',
    ],
    deliverables: [
      'Always-ready storm campaign library',
      'Call tracking on every campaign',
      'Weekly cost-per-booked-job report',
    ],
    icon: Megaphone,
    tier: 'foundation',
    group: 'supporting',
  },
  {
    id: 'local-map-pack',
    title: 'Local & Map Pack Visibility',
    subtitle: 'Show up when neighbours search',
    goal: 'Rank in the Google map pack and local AI answers in every city and ZIP code you serve.',
    description:
      'Google Business Profile optimisation, service-area pages, review generation and local citations, so nearby customers and AI assistants find you first for "near me" and emergency searches.',
    features: [
      'Google Business Profile optimisation and weekly posting',
      'Service-area pages for each city you cover',
      'Review request flows that stay within platform rules',
      'Local citation building and duplicate clean-up',
      'Map pack rank tracking on a geo-grid',
    ],
    deliverables: [
      'Optimised Google Business Profile',
      'Service-area pages for up to 12 cities',
      'Monthly geo-grid ranking report',
    ],
    icon: MapPin,
    tier: 'foundation',
    group: 'supporting',
  },
] as const satisfies readonly ServiceCard[];

/** The six services the site counts as "AI SEO services". */
export const aiSeoServices = services.filter((service) => service.group === 'ai-seo');

/** Paid media and local visibility: channels that support the AI SEO work. */
export const supportingServices = services.filter((service) => service.group === 'supporting');

export const premiumAddOns = [
  {
    title: 'Ongoing AI Monitoring',
    kicker: 'Monthly',
    description:
      'Weekly checks of how ChatGPT, Perplexity, Gemini and AI Overviews describe your brand, with alerts when a competitor displaces you or an engine repeats outdated facts.',
    icon: Radar,
  },
  {
    title: 'Content Velocity Program',
    kicker: 'Monthly',
    description:
      'A dedicated writer-and-editor pod that doubles your publishing pace to 16 expert-reviewed pieces a month without lowering the editorial bar.',
    icon: Gauge,
  },
  {
    title: 'Industry Exclusivity',
    kicker: 'Annual',
    description:
      'We work with one company per industry in your market, so the strategy we build for you is never used to compete against you.',
    icon: ShieldCheck,
  },
  {
    title: 'Executive Reporting',
    kicker: 'Quarterly',
    description:
      'A board-ready quarterly briefing: revenue attributed to organic and AI search, share of answer versus competitors, and the next quarter’s bets.',
    icon: Presentation,
  },
] as const satisfies readonly Feature[];

export const servicesPage = {
  meta: {
    title: 'AI SEO Services: GEO, Schema, Entity & Content Strategy',
    description:
      'Six AI SEO services plus paid media and local visibility: GEO consulting, technical AI readiness and schema audits, entity building, AI content strategy, links and GA4 ROI reporting.',
    keywords: ['AI SEO services', 'GEO consulting', 'schema audit', 'entity SEO', 'AI content strategy', 'GA4 reporting', 'AI paid media'],
  },
  eyebrow: 'Services',
  title: 'AI SEO Services That Turn Answers into Revenue',
  intro: `Six AI SEO services and two supporting channels, run by senior strategists with 15+ years in search. Start with the four AI Advantage services that get you cited, and build on the Foundation that keeps results compounding.`,
  highlights: [
    { icon: BadgeCheck, label: 'Results reported in 30 days or less' },
    { icon: CalendarClock, label: '30-minute strategy call, no obligation' },
  ],
  groups: {
    aiSeo: {
      eyebrow: 'AI SEO services',
      title: `${aiSeoServices.length} AI SEO services`,
      intro:
        'The first four are our AI Advantage services, built for how ChatGPT, Perplexity and Google’s AI Overviews choose their sources. The Foundation services make those gains measurable and lasting.',
    },
    supporting: {
      eyebrow: 'Supporting channels',
      title: 'Paid media and local visibility',
      intro: 'Two channels that turn visibility into calls, especially for home-service firms whose demand spikes with the weather.',
    },
  },
  addOns: {
    eyebrow: 'Extend your programme',
    title: 'Premium Add-Ons',
    intro: 'Extend any engagement once the core programme is running. Each add-on is scoped and priced separately.',
  },
  closing: {
    title: 'Not sure which services you need?',
    intro: `Book a 30-minute call with a senior strategist. We will review how AI engines describe you and your competitors today, and recommend where to start.`,
    actions: [
      { label: 'Book a Strategy Call', href: site.links.scheduler },
      { label: 'Send Us a Message', href: '/contact', variant: 'outline-light' },
    ],
  },
} as const satisfies {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  highlights: readonly IconLabel[];
  groups: Record<'aiSeo' | 'supporting', { eyebrow: string; title: string; intro: string }>;
  addOns: { eyebrow: string; title: string; intro: string };
  closing: CtaBlock;
};
