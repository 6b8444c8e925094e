// Icons are content's one import from components/ (see ./types.ts).
import {
  BadgeCheck,
  Bot,
  Captions,
  ChartLine,
  Clapperboard,
  CloudLightning,
  Crosshair,
  FileSearch,
  FileText,
  Gauge,
  ListChecks,
  MapPin,
  Megaphone,
  MonitorPlay,
  MousePointerClick,
  PhoneCall,
  Radar,
  Repeat,
  Rocket,
  Route,
  ScanSearch,
  Search,
  ShieldCheck,
  Siren,
  Target,
  Timer,
  Workflow,
} from '@/components/ui/icons';
import type { AiVideoSeoPage, Cta, EmergencySeoPage, PaidMediaPage, ServiceDetailPage } from './types';
import { site } from './site';

const callUs = { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, variant: 'outline-light' } as const satisfies Cta;

export const emergencySeoPage = {
  meta: {
    title: 'Emergency SEO for Storm & Home-Service Companies',
    description:
      'Emergency SEO that gets roofing, tree, restoration and HVAC companies found first when disaster strikes — in Google, the map pack and AI answers, with results in 30 days or less.',
    keywords: ['emergency SEO', 'storm damage SEO', 'emergency service SEO', 'restoration SEO', 'roofing SEO Florida', 'local emergency search'],
  },
  service: { name: 'Emergency SEO' },
  hero: {
    eyebrow: 'Emergency SEO',
    title: 'Emergency SEO: Be Found First When Disaster Strikes',
    intro:
      'When a storm, flood or failed system creates urgent demand, the first company found gets the job. Our emergency SEO puts your service pages in front of people searching — and asking AI assistants — for help right now, with measurable results in 30 days or less.',
    actions: [{ label: 'Request Free Audit', href: '/contact' }, callUs],
  },
  stats: [
    { value: '24/7', label: 'storm response' },
    { value: '≤ 30 days', label: 'to measurable results' },
    { value: '2–4 hrs', label: 'to launch supporting ads' },
    { value: '200+', label: 'businesses served' },
  ],
  benefits: {
    eyebrow: 'Benefits',
    title: 'Why emergency SEO pays for itself',
    intro: 'Emergency searches are short, urgent and high-value. Ranking for them is the difference between a full schedule and watching competitors’ trucks drive past.',
    items: [
      {
        icon: Siren,
        title: 'Found first in an emergency',
        description: 'Service pages for storm damage, water removal, fallen trees and no-AC calls that rank in the cities and ZIP codes you actually serve.',
      },
      {
        icon: Bot,
        title: 'Named in AI answers',
        description: 'When homeowners ask ChatGPT or Google’s AI Overviews “who can fix this tonight?”, structured, verifiable pages make you the company they name.',
      },
      {
        icon: ShieldCheck,
        title: 'Leads you own, not rent',
        description: 'Organic calls cost nothing per click and are never resold to five competitors, unlike aggregator leads.',
      },
      {
        icon: Gauge,
        title: 'Measured in booked jobs',
        description: 'Call tracking and GA4 conversions tie every emergency call to the page that produced it, so you see revenue, not rankings.',
      },
    ],
  },
  approach: {
    eyebrow: 'Our AI approach',
    title: 'How we use AI to win emergency searches',
    intro: 'AI does the heavy lifting on research and monitoring; experienced strategists make the calls.',
    items: [
      {
        icon: ScanSearch,
        title: 'Emergency intent mapping',
        description: 'We analyse thousands of real emergency queries and AI prompts in your market to find the exact questions people ask in the first hour of a crisis.',
        points: ['Storm, flood and outage query clusters', 'City and ZIP-level demand', 'Prompts that trigger AI answers'],
      },
      {
        icon: FileText,
        title: 'Answer-ready service pages',
        description: 'Every emergency page answers the question in its first lines, with response times, service areas and proof, plus schema engines can read.',
        points: ['EmergencyService and FAQ schema', 'Clear response-time and coverage facts', 'Reviews and licences on the page'],
      },
      {
        icon: Radar,
        title: 'Real-time visibility monitoring',
        description: 'Our tools watch rankings, map pack positions and AI citations during storm events, so we can adjust pages and budgets the same day.',
        points: ['Geo-grid map pack tracking', 'AI citation checks during events', 'Same-day page updates'],
      },
    ],
  },
  testimonials: {
    eyebrow: 'Client results',
    title: 'Emergency service companies we keep busy',
    ids: ['marco-santini', 'luis-hernandez', 'jenna-caldwell'],
  },
  process: {
    eyebrow: 'Process',
    title: 'Three steps to emergency visibility',
    intro: 'Most clients see measurable movement within 30 days or less.',
    items: [
      {
        number: '01',
        title: 'Audit',
        description: 'A free audit of your rankings, map pack positions and AI visibility for emergency searches, compared with your top local competitors.',
        icon: FileSearch,
      },
      {
        number: '02',
        title: 'Build',
        description: 'We publish or rebuild your emergency service and city pages, fix technical issues and align your Google Business Profile within the first three weeks.',
        icon: ListChecks,
      },
      {
        number: '03',
        title: 'Launch & monitor',
        description: 'We track calls, rankings and citations every day through storm season and adjust pages and supporting ads as demand shifts.',
        icon: Radar,
      },
    ],
  },
  closing: {
    title: 'Get found before the next storm',
    intro: 'Request a free emergency SEO audit. We will show you where you appear today for the searches that matter most, and what it would take to be first.',
    actions: [{ label: 'Request Free Audit', href: '/contact' }, callUs],
  },
} as const satisfies EmergencySeoPage;

export const paidMediaPage = {
  meta: {
    title: 'Storm-Activated Paid Media & Emergency Ads',
    description:
      'Weather-triggered Google Ads, Local Services Ads and Meta campaigns for home-service firms: live in 2–4 hours after an alert, budgets scaled up to 10x, 24/7.',
    keywords: ['storm-activated ads', 'weather-triggered advertising', 'emergency PPC', 'roofing ads', 'Local Services Ads', 'paid media Florida'],
  },
  service: { name: 'Storm-Activated Paid Media', serviceType: 'Paid media management' },
  hero: {
    eyebrow: 'Paid media',
    title: 'Storm-Activated Paid Media Campaigns',
    intro:
      'Search and social campaigns that wake up when the weather turns. We watch the alerts 24/7, launch your emergency ads within hours, scale budgets while the phones ring and pull back the moment demand fades.',
    actions: [{ label: 'Get Storm-Ready', href: '/contact' }, callUs],
  },
  stats: [
    { value: '2–4 hrs', label: 'from weather alert to live campaigns' },
    { value: 'Up to 10x', label: 'budget scaling during demand spikes' },
    { value: '24/7', label: 'storm monitoring and response' },
    { value: '≤ 30 days', label: 'to clear, reported results' },
  ],
  campaigns: {
    eyebrow: 'Storm-activated campaigns',
    title: 'Every channel ready before the storm',
    intro: 'We build and approve your emergency campaigns in advance, so launch is a switch, not a scramble.',
    items: [
      {
        icon: CloudLightning,
        title: 'Weather-triggered Google Ads',
        description: 'Search campaigns tied to National Weather Service alerts for your counties, with storm-specific ads and landing pages.',
      },
      {
        icon: MapPin,
        title: 'Local Services Ads',
        description: 'Google-verified listings with the Google Guaranteed badge, budgeted up for storm weeks when homeowners want a vetted local pro.',
      },
      {
        icon: PhoneCall,
        title: 'Call-only night campaigns',
        description: 'Call-focused ads weighted to nights and weekends, when emergencies are discovered and most competitors stop bidding.',
      },
      {
        icon: Megaphone,
        title: 'Geo-fenced social ads',
        description: 'Meta campaigns aimed at the neighbourhoods in a storm’s path, with before-and-after proof from your recent jobs.',
      },
      {
        icon: Repeat,
        title: 'Storm retargeting',
        description: 'Follow-up ads for homeowners who visited but did not call, timed for the days insurance adjusters arrive.',
      },
      {
        icon: Gauge,
        title: 'Cost-per-job reporting',
        description: 'Call tracking and CRM data turn ad spend into one number you care about: what each booked job cost.',
      },
    ],
  },
  process: {
    eyebrow: 'Process',
    title: 'Four steps from forecast to booked jobs',
    items: [
      { number: '01', title: 'Monitor', description: 'We track forecasts and National Weather Service alerts for every county you serve, around the clock.', icon: Radar },
      { number: '02', title: 'Launch', description: 'Pre-approved campaigns go live within 2–4 hours of a warning, with messaging matched to the event.', icon: Rocket },
      { number: '03', title: 'Scale', description: 'Budgets scale up to 10x while cost per lead holds, and shift between channels hour by hour.', icon: Gauge },
      { number: '04', title: 'Report', description: 'Within 30 days or less you get a clear report: calls, booked jobs, cost per job and what we change next time.', icon: ChartLine },
    ],
  },
  related: {
    title: 'Related paid media services',
    items: [
      { label: 'Paid Ads Management', href: '/services/paid-ads' },
      { label: 'Competitor Targeting', href: '/services/competitor-targeting' },
      { label: 'Retargeting', href: '/services/retargeting' },
      { label: 'LeadGust Integration', href: '/services/leadgust-integration' },
    ],
  },
  closing: {
    title: 'Be live before the first raindrop',
    intro: 'Tell us your trade and service area. We will build your storm campaign library and have it approved before the next warning.',
    actions: [{ label: 'Get Storm-Ready', href: '/contact' }, callUs],
  },
} as const satisfies PaidMediaPage;

export const aiVideoSeoPage = {
  meta: {
    title: 'AI Video SEO: Get Your Videos Cited by AI Engines',
    description:
      'AI video SEO that makes your videos findable and quotable in Google AI Overviews, YouTube, ChatGPT and Perplexity, with transcripts, chapters and VideoObject schema.',
    keywords: ['AI video SEO', 'video SEO agency', 'YouTube SEO', 'VideoObject schema', 'video for AI Overviews', 'video content strategy'],
  },
  service: { name: 'AI Video SEO', serviceType: 'Video search optimization' },
  hero: {
    eyebrow: 'AI Video SEO',
    title: 'AI Video SEO: Get Your Videos Cited, Not Just Watched',
    intro:
      'Google’s AI Overviews, Perplexity and ChatGPT increasingly point to video for “how do I…” answers. We plan, optimise and mark up your videos so answer engines can understand them, quote them and send viewers back to you.',
    actions: [
      { label: 'Plan Your Video Strategy', href: '/contact' },
      { label: 'All Services', href: '/services', variant: 'outline-light' },
    ],
    video: {
      mp4: '/media/ai-video-seo-hero.mp4',
      webm: '/media/ai-video-seo-hero.webm',
      poster: '/media/ai-video-seo-hero-poster.jpg',
    },
  },
  steps: {
    eyebrow: 'Process',
    title: 'Our four-step video SEO process',
    intro: 'From the questions your buyers ask to videos that answer them — and proof that they are being cited.',
    items: [
      {
        number: '01',
        title: 'Question research',
        description: 'We find the “how”, “why” and “which” questions in your market where AI engines already show video, and where no one answers well yet.',
        icon: Search,
      },
      {
        number: '02',
        title: 'Answer-first scripts',
        description: 'Short scripts that answer the question in the first 20 seconds, with on-screen facts engines can extract, filmed by your team or your production partner.',
        icon: Clapperboard,
      },
      {
        number: '03',
        title: 'Transcripts, chapters & schema',
        description: 'Accurate transcripts, timestamped chapters and VideoObject and Clip markup so search and AI systems can jump to the exact answer.',
        icon: Captions,
      },
      {
        number: '04',
        title: 'Distribution & citation tracking',
        description: 'Publishing across YouTube and your site, embedding on the right pages, and tracking which videos AI engines cite and what they drive.',
        icon: ChartLine,
      },
    ],
  },
  deliverables: {
    eyebrow: 'Deliverables',
    title: 'What you receive',
    items: [
      { icon: ListChecks, title: 'Video topic map', description: 'A prioritised list of 24 video questions ranked by search demand, AI visibility and revenue potential.' },
      { icon: FileText, title: 'Answer-first scripts', description: 'Ready-to-film scripts and shot lists for each priority video, reviewed by your subject experts.' },
      { icon: Captions, title: 'Transcripts & chapters', description: 'Edited transcripts and chapter markers for every video, published alongside the embed.' },
      { icon: BadgeCheck, title: 'VideoObject schema & sitemap', description: 'Validated VideoObject, Clip and key-moment markup plus a video sitemap for your site.' },
      { icon: MonitorPlay, title: 'YouTube channel optimisation', description: 'Titles, descriptions, playlists and channel settings aligned with your entity and brand facts.' },
      { icon: ChartLine, title: 'Citation & engagement report', description: 'Monthly reporting on AI citations, video rich results, watch time and the leads your videos produce.' },
    ],
  },
  differentiators: {
    eyebrow: 'Why us',
    title: 'What makes our video SEO different',
    items: [
      {
        icon: Bot,
        title: 'Built for answer engines, not just views',
        description: 'We optimise for the moment an AI engine chooses a source, which rewards clear answers and structure over view counts.',
      },
      {
        icon: Timer,
        title: 'Search-led, production-light',
        description: 'Most winning videos are short and plainly shot. We work with your team’s phone footage or your existing studio, not a costly new production.',
      },
      {
        icon: Target,
        title: 'Tied to revenue',
        description: 'Video views are tracked through to leads and sales in GA4, the same way we measure every other service.',
      },
    ],
  },
  closing: {
    title: 'Turn your expertise into videos AI engines cite',
    intro: 'Book a strategy session and we will show you which questions in your market already surface video answers — and which of them you could own.',
    actions: [
      { label: 'Book Your Strategy Session', href: '/contact' },
      { label: 'Explore All Services', href: '/services', variant: 'outline-light' },
    ],
  },
} as const satisfies AiVideoSeoPage;

const leadsNow = { label: 'Get Leads Now', href: '/contact' } as const satisfies Cta;

/** Statically generated /services/{slug} pages (emergency-seo has its own route). */
export const serviceDetailPages = [
  {
    slug: 'paid-ads',
    name: 'Paid Ads Management',
    meta: {
      title: 'Paid Ads Management for Home-Service Companies',
      description:
        'Google Ads, Local Services Ads, Microsoft Ads and Meta campaigns for home-service firms, managed by specialists and measured in cost per booked job.',
      keywords: ['paid ads management', 'Google Ads for contractors', 'PPC for home services', 'Local Services Ads management', 'Meta ads contractors'],
    },
    hero: {
      eyebrow: 'Paid ads',
      title: 'Paid Ads Management That Books Jobs',
      intro:
        'Always-on search and social campaigns for roofing, tree, restoration, HVAC and plumbing companies, run by specialists who report in booked jobs and revenue, not impressions.',
    },
    included: {
      title: 'What is included',
      items: [
        { icon: Search, title: 'Google & Microsoft search', description: 'Tightly themed campaigns for your highest-value services, with negative keywords maintained every week.' },
        { icon: MapPin, title: 'Local Services Ads', description: 'Profile set-up, verification support, dispute handling and budget management for pay-per-lead listings.' },
        { icon: Megaphone, title: 'Meta campaigns', description: 'Geo-targeted social ads with proof from your real jobs, built for awareness in your service area.' },
        { icon: PhoneCall, title: 'Call tracking', description: 'Dynamic numbers and recordings so every call is tied to the ad, keyword and landing page that produced it.' },
      ],
    },
    process: {
      title: 'How we start',
      items: [
        { number: '01', title: 'Account audit', description: 'We review your existing accounts, tracking and landing pages, and show you where budget is being wasted.' },
        { number: '02', title: 'Rebuild & launch', description: 'Campaigns, ads and conversion tracking rebuilt around the services you want more of, live within two weeks.' },
        { number: '03', title: 'Optimise weekly', description: 'Bids, keywords, ads and budgets adjusted every week, with a monthly cost-per-job report.' },
      ],
    },
    idealFor: {
      title: 'Ideal for',
      items: ['Home-service companies spending $3,000+ a month on ads', 'Owners who want cost per booked job, not click reports', 'Firms preparing for storm season who need always-ready campaigns'],
    },
    closing: {
      title: 'Stop paying for clicks that never call',
      intro: 'Send us a message and we will audit your ad accounts for free, with clear next steps within 24 hours.',
      actions: [leadsNow, callUs],
    },
  },
  {
    slug: 'leadgust-integration',
    name: 'LeadGust Integration',
    meta: {
      title: 'LeadGust Integration: Lead Capture & Routing',
      description:
        'Connect your ads, website forms and call tracking through LeadGust so every storm lead is captured, scored and routed to the right estimator in seconds.',
      keywords: ['LeadGust integration', 'lead routing', 'contractor lead management', 'storm lead capture', 'speed to lead'],
    },
    hero: {
      eyebrow: 'LeadGust integration',
      title: 'LeadGust Integration: Every Lead Routed in Seconds',
      intro:
        'In storm week, the company that calls back first wins. We connect your ads, website forms, chat and call tracking through LeadGust so every lead is logged, scored and sent to the right person before a competitor picks up the phone.',
    },
    included: {
      title: 'What is included',
      items: [
        { icon: Workflow, title: 'Lead capture set-up', description: 'Forms, chat, Local Services Ads and call tracking all feed one LeadGust pipeline, so nothing lives in an inbox.' },
        { icon: Route, title: 'Routing rules', description: 'Leads assigned by service, ZIP code and crew availability, with escalation if no one responds within five minutes.' },
        { icon: Timer, title: 'Instant follow-up', description: 'Text and email confirmations sent the moment a lead arrives, so homeowners know help is on the way.' },
        { icon: ChartLine, title: 'Source reporting', description: 'Every booked job traced back to its campaign, keyword or page, and reported alongside your ad spend.' },
      ],
    },
    process: {
      title: 'How we set it up',
      items: [
        { number: '01', title: 'Map your lead flow', description: 'We document where leads come from today, who handles them and where they get lost.' },
        { number: '02', title: 'Connect & configure', description: 'We connect your channels to LeadGust, build routing rules and test every path end to end.' },
        { number: '03', title: 'Train & tune', description: 'Your team is trained in one session, and we tune rules after your first busy week.' },
      ],
    },
    idealFor: {
      title: 'Ideal for',
      items: ['Roofing and restoration firms with several estimators or crews', 'Companies losing storm leads to slow callbacks', 'Owners who want one view of every lead, from every channel'],
    },
    closing: {
      title: 'Never lose a storm lead to voicemail again',
      intro: 'Tell us how leads reach you today and we will show you how LeadGust routing would work for your team.',
      actions: [leadsNow, callUs],
    },
  },
  {
    slug: 'competitor-targeting',
    name: 'Competitor Targeting',
    meta: {
      title: 'Competitor Targeting Campaigns for Contractors',
      description:
        'Win customers who are comparing you with competitors: policy-compliant competitor search campaigns, geo-fenced ads and comparison pages that convert.',
      keywords: ['competitor targeting', 'competitor conquesting ads', 'geo-fencing ads', 'comparison landing pages', 'contractor competitor marketing'],
    },
    hero: {
      eyebrow: 'Competitor targeting',
      title: 'Competitor Targeting: Win the Customers Comparing You',
      intro:
        'Many homeowners search for a competitor, read the reviews, then keep looking. We put your offer in front of them at that moment — within ad platform policies and without mentioning competitors in ways that create legal risk.',
    },
    included: {
      title: 'What is included',
      items: [
        { icon: Crosshair, title: 'Competitor search campaigns', description: 'Bidding on competitor brand searches with ads that lead with your strengths: response time, reviews and warranty.' },
        { icon: MapPin, title: 'Geo-fenced audiences', description: 'Social and display ads for people who recently visited competitor locations or job sites, where platforms allow.' },
        { icon: FileText, title: 'Comparison pages', description: 'Honest, factual comparison pages that answer “X vs Y” questions for search engines and AI assistants.' },
        { icon: Radar, title: 'Competitor monitoring', description: 'Monthly tracking of competitor ads, offers and review counts, so your messaging stays ahead.' },
      ],
    },
    process: {
      title: 'How we run it',
      items: [
        { number: '01', title: 'Competitor research', description: 'We identify the three to five competitors your customers compare you with and where they are weak.' },
        { number: '02', title: 'Offer & message', description: 'We shape an offer that gives homeowners a clear reason to call you instead, and test it in ads.' },
        { number: '03', title: 'Launch & refine', description: 'Campaigns launch with strict cost caps and are refined weekly on calls and booked jobs.' },
      ],
    },
    idealFor: {
      title: 'Ideal for',
      items: ['Established firms with better reviews than louder competitors', 'Markets where storm chasers arrive every season', 'Companies expanding into a competitor’s home territory'],
    },
    closing: {
      title: 'Turn your competitors’ searches into your calls',
      intro: 'Tell us who you compete with and we will show you how many customers are searching for them in your area each month.',
      actions: [leadsNow, callUs],
    },
  },
  {
    slug: 'retargeting',
    name: 'Retargeting',
    meta: {
      title: 'Retargeting Campaigns for Home-Service Companies',
      description:
        'Bring back the visitors who did not call: retargeting across Google, YouTube and Meta timed to storm events, insurance claims and seasonal demand.',
      keywords: ['retargeting', 'remarketing for contractors', 'storm retargeting ads', 'Google remarketing', 'Meta retargeting home services'],
    },
    hero: {
      eyebrow: 'Retargeting',
      title: 'Retargeting That Brings Back the Ones Who Didn’t Call',
      intro:
        'Most visitors leave without calling, especially after a storm when they are comparing quotes and waiting on an adjuster. Retargeting keeps your name in front of them until they are ready to book.',
    },
    included: {
      title: 'What is included',
      items: [
        { icon: Repeat, title: 'Cross-channel remarketing', description: 'Google Display, YouTube and Meta audiences built from your website visitors and callers.' },
        { icon: CloudLightning, title: 'Storm-timed sequences', description: 'Messages that follow the real timeline of a claim: emergency help, inspection, estimate, then repair.' },
        { icon: MousePointerClick, title: 'Audience segments', description: 'Different ads for people who viewed emergency pages, price pages or financing, so each sees what matters to them.' },
        { icon: ShieldCheck, title: 'Frequency & privacy controls', description: 'Sensible frequency caps and consent-aware tracking so you stay helpful, not intrusive.' },
      ],
    },
    process: {
      title: 'How we run it',
      items: [
        { number: '01', title: 'Tag & segment', description: 'We install consent-aware tags and build audiences from your site, calls and customer lists.' },
        { number: '02', title: 'Create sequences', description: 'Ad sequences matched to each segment’s stage, using your real jobs, reviews and guarantees.' },
        { number: '03', title: 'Measure lift', description: 'We measure calls and booked jobs from retargeted visitors against a holdout group, so the value is proven.' },
      ],
    },
    idealFor: {
      title: 'Ideal for',
      items: ['Companies with steady website traffic but too few calls', 'Storm-season campaigns where decisions take days', 'High-ticket services such as roof replacement and restoration'],
    },
    closing: {
      title: 'Win back the visitors you already paid for',
      intro: 'Send us a message and we will estimate how many of last month’s visitors you could bring back.',
      actions: [leadsNow, callUs],
    },
  },
] as const satisfies readonly ServiceDetailPage[];

/** Below a /services/{slug} page's own content: the other detail pages, then these. */
export const serviceDetailRelated = {
  title: 'Related services',
  links: [
    { label: paidMediaPage.service.name, href: '/services/paid-media' },
    { label: 'All Services', href: '/services' },
  ],
} as const satisfies { title: string; links: readonly Cta[] };

/** Shown for any other /services/{slug}; kept out of search results. */
export const servicePlaceholder = {
  title: 'Service',
  description: 'Details coming soon.',
  metaDescription: `This ${site.name} service page is being written. Contact us for details on how we can help your business grow through search and paid media.`,
  action: leadsNow,
} as const;
