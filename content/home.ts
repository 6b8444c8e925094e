// Icons are content's one import from components/ (see ./types.ts).
import {
  Bot,
  ChartNoAxesCombined,
  CloudLightning,
  FileText,
  Handshake,
  Network,
  Search,
  Timer,
  TrendingDown,
  UserRound,
} from '@/components/ui/icons';
import type { Cta, CtaBlock, Feature, Metric, PageMeta } from './types';
import { aiSeoServices, services } from './services';
import { site } from './site';

/** Agency-wide claims (spec section 1), shown on the home and about pages. */
export const homeMeta = {
  title: 'AI SEO Consulting & Storm-Ready Marketing',
  description:
    'Future-proof your growth with AI SEO consulting: get cited by ChatGPT, Perplexity and Google AI Overviews, and turn storm-season demand into booked jobs.',
  keywords: ['AI SEO consulting', 'generative engine optimization', 'GEO agency', 'AI Overviews optimization', 'emergency marketing', 'storm marketing Florida'],
} as const satisfies PageMeta;

export const agencyStats = [
  { value: '15+', label: 'Years in search marketing' },
  { value: '200+', label: 'Businesses served' },
  { value: '4.9/5', label: 'Average client rating' },
  { value: '50', label: 'States with active clients' },
] as const satisfies readonly { value: string; label: string }[];

export const homeHero = {
  eyebrow: 'AI search optimisation · Emergency marketing · Paid media',
  title: 'Future-Proof Your Growth with AI SEO Consulting',
  intro:
    'Buyers now ask ChatGPT, Perplexity and Google’s AI Overviews before they click a single link. We make sure your business is the answer they get — and when a storm hits, that your phone is the one that rings.',
  actions: [
    { label: 'Book Your Strategy Session Now', href: '/contact' },
    { label: 'See Client Results', href: '/case-studies', variant: 'outline-light' },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; actions: readonly Cta[] };

export const capabilities = {
  eyebrow: 'What we do',
  title: 'Visible wherever your customers look for answers',
  intro: 'One team covering the new AI answer engines, classic Google search and the emergency moments when demand spikes overnight.',
  items: [
    {
      icon: Bot,
      title: 'AI answer engine visibility',
      description: 'Get named and linked in ChatGPT, Perplexity, Gemini and Copilot answers for the questions that come right before a purchase.',
    },
    {
      icon: Search,
      title: 'Google AI Overviews',
      description: 'Structure pages so Google’s AI Overviews quote your definitions, prices and steps, and send the click to you.',
    },
    {
      icon: Network,
      title: 'Entity & brand authority',
      description: 'Consistent, verifiable facts about your company across the web, so every engine describes you the same way.',
    },
    {
      icon: CloudLightning,
      title: 'Storm-ready demand capture',
      description: `Emergency SEO and weather-triggered ads for home-service firms, with 24/7 storm response and campaigns live in 2–4 hours.`,
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; items: readonly Feature[] };

export const oldSeo = {
  eyebrow: 'Why now',
  title: 'Old SEO Is Dead',
  intro: 'The playbook that worked in 2015 — more keywords, more pages, more links of any kind — now gets filtered out by the systems that decide what people see.',
  items: [
    {
      icon: TrendingDown,
      title: 'Ten blue links are shrinking',
      description: 'AI Overviews already appear on 15–20% of Google searches and push organic results below the fold. Ranking #3 is worth far less when the answer sits above it.',
    },
    {
      icon: FileText,
      title: 'Keyword pages don’t get quoted',
      description: 'Language models cite pages that answer a question clearly and prove it. Thin pages written for search volume are skipped, however many you publish.',
    },
    {
      icon: ChartNoAxesCombined,
      title: 'Rankings without revenue are vanity',
      description: 'A monthly rank report tells you nothing about booked jobs or closed deals. If it cannot be traced to revenue in GA4 and your CRM, it is not a result.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; items: readonly Feature[] };

/** The four AI Advantage services, summarised with what the client receives. */
export const coreServices = {
  eyebrow: 'Core services',
  title: 'Four services that get you cited',
  intro: `The four AI Advantage services at the heart of our ${aiSeoServices.length} AI SEO services. Each one ships concrete deliverables in the first 90 days.`,
  items: services.filter((service) => service.tier === 'ai-advantage'),
};

/** Monthly organic clicks for a SaaS client (the Ledgerly case study), used by the GA4 chart. */
export const analyticsProof = {
  eyebrow: 'Proof in GA4',
  title: 'Growth you can see in your own analytics',
  intro:
    'Every engagement is measured in your GA4 property, not in a slide deck. This is organic search traffic for a B2B SaaS client in the twelve months after we started their GEO programme.',
  chart: {
    title: 'Organic Search — clicks per month',
    property: 'GA4 · Session default channel group: Organic Search',
    period: 'Jan – Dec, first 12 months of the engagement',
    points: [
      { month: 'Jan', clicks: 4200 },
      { month: 'Feb', clicks: 4350 },
      { month: 'Mar', clicks: 4900 },
      { month: 'Apr', clicks: 5600 },
      { month: 'May', clicks: 6900 },
      { month: 'Jun', clicks: 8100 },
      { month: 'Jul', clicks: 9800 },
      { month: 'Aug', clicks: 11400 },
      { month: 'Sep', clicks: 13200 },
      { month: 'Oct', clicks: 15100 },
      { month: 'Nov', clicks: 17300 },
      { month: 'Dec', clicks: 18900 },
    ],
    annotations: [
      { month: 'Feb', label: 'Schema & entity fixes shipped' },
      { month: 'May', label: 'First AI Overview citations' },
    ],
  },
  callouts: [
    { value: '+350%', label: 'organic clicks, Jan to Dec' },
    { value: '18.9K', label: 'clicks in the final month' },
    { value: '31%', label: 'of demo requests from organic and AI referrals' },
  ],
  action: { label: 'Get Your Free GA4 Growth Audit', href: '/contact' },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  chart: {
    title: string;
    property: string;
    period: string;
    points: readonly { month: string; clicks: number }[];
    annotations: readonly { month: string; label: string }[];
  };
  callouts: readonly { value: string; label: string }[];
  action: Cta;
};

export const homeMetrics = {
  eyebrow: 'Results',
  title: 'What AI SEO done properly delivers',
  intro: 'Figures from recent client engagements, verified in each client’s GA4 and CRM. Details in our case studies.',
  items: [
    { value: '350%', label: 'Organic clicks', description: 'Growth in monthly organic clicks for a B2B SaaS platform in 12 months.' },
    { value: '$1.2M', label: 'Revenue', description: 'New pipeline revenue attributed to organic search for an industrial manufacturer.' },
    { value: '5x', label: 'AI citations', description: 'More citations in ChatGPT, Perplexity and AI Overviews for a multi-site healthcare group.' },
    { value: '-40%', label: 'Content time', description: 'Less time from brief to published article with our AI-assisted editorial workflow.' },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; items: readonly Metric[] };

export const advantages = {
  eyebrow: `Why ${site.name}`,
  title: 'The advantage of working with us',
  items: [
    {
      icon: UserRound,
      title: 'Senior people on your account',
      description: 'Your strategy is run by consultants with 15+ years in search, not handed to a junior after the sales call. You meet the people doing the work.',
    },
    {
      icon: Timer,
      title: 'Results in 30 days or less',
      description: 'Technical fixes and page rewrites ship in the first month, so you see movement in citations and clicks before the first invoice renews.',
    },
    {
      icon: Handshake,
      title: 'Month-to-month, revenue-first',
      description: 'No long lock-ins. We report on leads and revenue, and we would rather lose an account than keep one we are not growing.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; items: readonly Feature[] };

export const exploreServicesLink = {
  label: `Explore All ${aiSeoServices.length} AI SEO Services`,
  href: '/services',
} as const satisfies Cta;

export const homeClosing = {
  title: 'Be the answer before your competitors are',
  intro: `Book a 30-minute strategy session. We will show you how AI engines describe your business today, where you are missing, and what we would fix first. ${site.name} has helped 200+ businesses in all 50 states do exactly that.`,
  actions: [
    { label: 'Book Your Strategy Session Now', href: '/contact' },
    { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, variant: 'outline-light' },
  ],
} as const satisfies CtaBlock;
