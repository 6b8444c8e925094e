// Icons are content's one import from components/ (see ./types.ts).
import {
  BadgeCheck,
  CalendarClock,
  ChartLine,
  Megaphone,
  MonitorSmartphone,
  PhoneCall,
  Radar,
  Search,
  Siren,
  Zap,
} from '@/components/ui/icons';
import type { FloridaPage } from './types';
import { site } from './site';

/**
 * Copy for /florida, the paid-traffic landing page for Florida home-service firms. The
 * testimonials are fictional stand-ins like every other client quote on the site (see site.ts).
 */
export const floridaPage = {
  meta: {
    title: 'Florida Storm Marketing for Roofing, Tree & Restoration Pros',
    description:
      'Storm-triggered ads, emergency SEO and 24/7 response for Florida roofing, tree service, restoration and HVAC companies. Campaigns go live within 2–4 hours of a storm watch.',
    keywords: [
      'Florida storm marketing',
      'hurricane marketing for contractors',
      'storm damage leads Florida',
      'roofing marketing Florida',
      'tree service marketing Tampa',
      'restoration marketing Florida',
      'emergency SEO Florida',
    ],
  },
  header: { callLabel: '24/7 storm line' },
  hero: {
    eyebrow: 'Florida storm marketing',
    title: 'Be the First Call When the Next Storm Hits Florida',
    intro:
      'Storm-triggered ads and emergency SEO for roofing, tree service, restoration, HVAC and plumbing companies. When a watch goes up for Tampa Bay, Fort Myers, Orlando, Jacksonville or the Panhandle, your campaigns are live in 2–4 hours — before homeowners call whoever they find first.',
    callLabel: `Call ${site.phone.display}`,
    contactLabel: 'Contact Us',
    rating: '4.9/5 average rating from 200+ businesses served',
    stats: [
      { value: '2–4 hrs', label: 'from storm watch to live campaigns' },
      { value: '10x', label: 'budget scale-up, at most, while storm calls last' },
      { value: '24/7', label: 'storm response from a Tampa-based team' },
      { value: '≤ 30 days', label: 'to measurable results' },
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'A Tampa team that plans around the hurricane cone',
    intro: `${site.name} — formerly ${site.formerName} — has spent 15+ years helping home-service companies turn severe weather into booked jobs. We live under the same advisories as our clients, so we are working the moment a watch is issued.`,
    body: 'Most agencies react once a storm makes the news. We build your storm campaigns, landing pages and call tracking before the season opens on June 1, agree the trigger rules with you, then run them through November 30 and the recovery weeks that follow — so launch day is a switch, not a scramble.',
    marketsLabel: 'Florida markets we run campaigns in',
    seasonNote: 'Hurricane season: June 1 – November 30. Storm response: 24/7, before, during and after landfall.',
    markets: ['Tampa Bay', 'Fort Myers & Naples', 'Orlando & Central Florida', 'Jacksonville & the First Coast', 'The Panhandle'],
    items: [
      { value: '15+', label: 'Years', description: `Running emergency-service campaigns since ${site.foundedYear}, through every hurricane season since.` },
      { value: '200+', label: 'Businesses served', description: 'Roofers, tree crews, restoration firms and HVAC & plumbing companies.' },
      { value: '4.9/5', label: 'Client rating', description: 'Average rating from the contractors we work with.' },
      { value: '50', label: 'States served', description: 'Florida is home, but storms cross state lines — and so do our campaigns.' },
    ],
  },
  services: {
    eyebrow: 'What we do',
    title: 'Four services, one storm-ready system',
    intro: 'Each works on its own. Together they make sure the homeowner who needs help tonight finds you, calls you and gets booked.',
    items: [
      {
        icon: Siren,
        title: 'Emergency SEO',
        description:
          'Service pages, Google Business Profile and structured data tuned for the searches that spike after a storm — “emergency roof tarp near me”, “tree fell on house”, “water removal Fort Myers” — in Google, the map pack and AI answers.',
        points: ['City and ZIP-level storm-damage pages', 'Map pack and Business Profile tuning', 'Schema that AI assistants can cite'],
      },
      {
        icon: Megaphone,
        title: 'Paid Media',
        description:
          'Google, Meta and Microsoft campaigns built and approved before the season, then switched on within 2–4 hours of a watch or warning. Budgets scale up to 10x while calls come in and drop back the moment they slow.',
        points: ['Pre-approved storm ad sets for your trade', 'Geo-targeted to the impact zone you serve', 'Call-only and Local Services ads where they win'],
      },
      {
        icon: Radar,
        title: 'Storm Intelligence',
        description:
          'We follow National Hurricane Center advisories and National Weather Service alerts around the clock and map the projected impact against your service area, so spend goes where the damage will be — not where the headlines are.',
        points: ['NHC cone and NWS alert monitoring', 'ZIP-level impact zones for every event', 'Trigger rules agreed before June 1'],
      },
      {
        icon: ChartLine,
        title: 'Tracking & Reporting',
        description:
          'Every call, form and booked job tied to the campaign, keyword and ZIP code that produced it — measurable results in 30 days or less, and a plain-English report after every event.',
        points: ['Tracked numbers for every campaign', 'GA4 conversions and booked-job imports', 'Cost per booked job after each storm'],
      },
    ],
  },
  testimonials: {
    eyebrow: 'Client results',
    title: 'Florida contractors who stayed busy through storm season',
    intro: 'Owners and managers from three trades and three markets, on what a hurricane season with us looks like.',
    items: [
      {
        id: 'fl-dana-whitaker',
        type: 'paid-media',
        quote:
          'The watch went up for Lee County on a Tuesday afternoon. By dinner our tarp and water-extraction ads were running from Cape Coral to Bonita Springs, and we had six crews booked before landfall. We used to lose the first two days of every storm waiting on ad approvals.',
        name: 'Dana Whitaker',
        title: 'Owner',
        company: 'Caloosa Dry-Out & Restoration',
      },
      {
        id: 'fl-andre-baptiste',
        type: 'ai-seo',
        quote:
          'After the summer outages, “AC repair open now Orlando” was our busiest search, and we were the company the map pack and the AI answers kept showing. Every call is tracked, so I know exactly which pages paid for themselves.',
        name: 'Andre Baptiste',
        title: 'General Manager',
        company: 'Orange Blossom Air & Plumbing',
      },
      {
        id: 'fl-kelsey-morrow',
        type: 'paid-media',
        quote:
          'Storm chasers used to outbid us in our own ZIP codes. This year our campaigns were approved in May, scaled up when the tropical storm came through Pensacola, and pulled back the week the calls slowed. Best cost per job we have had.',
        name: 'Kelsey Morrow',
        title: 'Co-owner',
        company: 'Emerald Coast Roofing Co.',
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why Brightline Growth',
    title: 'Why Florida contractors choose us',
    items: [
      {
        icon: CalendarClock,
        title: 'Built for Florida’s storm calendar',
        description:
          'Campaigns, landing pages and tracking are ready before hurricane season opens on June 1 and run through November 30 — plus the weeks of recovery work that follow every storm.',
      },
      {
        icon: Zap,
        title: 'Live in hours, not days',
        description:
          'Our 24/7 team switches on pre-approved campaigns within 2–4 hours of a watch or warning, and scales budgets up to 10x only while the calls are coming in.',
      },
      {
        icon: BadgeCheck,
        title: 'Judged on booked jobs',
        description:
          'Call tracking and GA4 tie every lead to revenue, with measurable results in 30 days or less. Your leads come to you alone — never resold to the next contractor on a list.',
      },
    ],
  },
  closing: {
    title: 'Hurricane season starts June 1. Be ready before the first watch.',
    intro:
      'It runs through November 30. Get a storm-ready plan for your trade and service area: what to build before the season, what switches on when a watch is issued, and what each booked job should cost.',
    actions: [
      { label: 'Get My Free Storm Plan', href: '#contact-form' },
      { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, variant: 'outline-light' },
    ],
    platformsLabel: 'Platforms we run campaigns on',
    platformsNote: 'Names belong to their owners and show where we work; they are not partnership claims.',
    platforms: [
      { name: 'Google Ads', detail: 'Search & Local Services ads', icon: Search },
      { name: 'Meta', detail: 'Facebook & Instagram ads', icon: Megaphone },
      { name: 'Microsoft Advertising', detail: 'Bing search ads', icon: MonitorSmartphone },
      { name: 'CallRail', detail: 'Call tracking', icon: PhoneCall },
    ],
  },
  contact: {
    eyebrow: 'Free storm-ready plan',
    title: 'Get Your Free Storm-Ready Marketing Plan',
    intro: 'Tell us about your business and the area you serve. A Florida strategist will send back a plan built for your trade — not a template.',
    promises: [
      'Storm triggers and a launch checklist for your service area',
      'Search and map pack gaps against your top local competitors',
      'Budget ranges for pre-season, storm week and recovery',
    ],
    reply: 'We reply within 24 hours. Storm already on the radar? Call us — we answer 24/7.',
  },
  footer: {
    blurb: 'Storm-triggered ads, emergency SEO and 24/7 response for Florida home-service companies.',
    officeLabel: 'Florida office',
    quickLinksLabel: 'Quick links',
    quickLinks: [
      { to: '/services', label: 'Services' },
      { to: '/about', label: 'About Us' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
    ],
    emergencyLabel: 'Emergency services we market',
    emergencyServices: [
      'Roofing & storm damage repair',
      'Tree removal & storm cleanup',
      'Water & flood restoration',
      'HVAC & plumbing',
      'Emergency board-up & tarping',
      'Mold remediation',
    ],
    copyrightYear: 2024,
  },
  floating: { label: 'Get Leads Now', href: '/contact', ariaLabel: 'Quick contact' },
  schema: {
    name: 'Florida Storm',
    serviceTypes: ['Emergency SEO', 'Storm-triggered paid media', 'Storm intelligence', 'Call tracking and reporting'],
  },
} as const satisfies FloridaPage;

/** The lead form's own words. The page passes them to the form island as a prop, so they ship as data, not as code. */
export const floridaForm = {
  labels: { fullName: 'Name', company: 'Business Name', email: 'Email', phone: 'Phone', services: 'Services You Offer', goals: 'Tell Us About Your Goals' },
  placeholders: { services: 'Roofing, tree removal, water restoration…' },
  callPrompt: 'Prefer to talk?',
  submit: 'Get My Free Strategy',
  pending: 'Submitting...',
  success: { title: 'Request Submitted Successfully!', callBefore: 'Storm already on the radar? Call', callAfter: '— we answer 24/7.' },
} as const;

export type FloridaFormCopy = typeof floridaForm;

/** The toast once the server has stored the request (lib/leads/handlers.ts). */
export const floridaSent = { title: 'Request Submitted!', message: "We'll contact you within 24 hours to discuss your marketing strategy." } as const;
