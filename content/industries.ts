// Icons are content's one import from components/ (see ./types.ts).
import {
  Briefcase,
  CalendarClock,
  CloudLightning,
  Cpu,
  Factory,
  FileCheck,
  GraduationCap,
  HeartPulse,
  Landmark,
  MapPin,
  PhoneCall,
  Radar,
  Rocket,
  Scale,
  ShieldCheck,
  ShoppingCart,
  Siren,
  Smartphone,
  Truck,
  Workflow,
} from '@/components/ui/icons';
import type { Cta, IndustryBrief, IndustryCard, IndustryLanding } from './types';
import { site } from './site';

/** The ten AI SEO industries on /industries (spec: "10 industries"). */
export const industries = [
  {
    title: 'SaaS',
    icon: Cpu,
    description: 'Win the “best software for…” and “alternatives to…” answers that shortlist vendors before a buyer ever books a demo.',
    benefits: ['Comparison and integration pages AI engines quote', 'SoftwareApplication and review schema', 'Demo requests attributed in GA4 and your CRM'],
  },
  {
    title: 'E-commerce',
    icon: ShoppingCart,
    description: 'Get products recommended in AI shopping answers and Google’s product-rich results, not just ranked on page two.',
    benefits: ['Product and merchant schema at catalogue scale', 'Buying guides that answer fit, sizing and comparison questions', 'Revenue reporting by product category'],
  },
  {
    title: 'Fintech',
    icon: Landmark,
    description: 'Earn trust signals that AI systems require before they will mention a financial product in an answer.',
    benefits: ['Compliance-reviewed, expert-authored content', 'Entity and licensing facts aligned across the web', 'Citations on high-intent comparison queries'],
  },
  {
    title: 'Healthcare',
    icon: HeartPulse,
    description: 'Make every clinic, provider and service clear to search and AI engines, so patients find the right location first.',
    benefits: ['One verified entity per location and provider', 'Clinician-reviewed service and condition pages', 'Appointment bookings tracked end to end'],
  },
  {
    title: 'B2B Manufacturing',
    icon: Factory,
    description: 'Reach procurement engineers who now shortlist suppliers by asking AI assistants about capabilities and certifications.',
    benefits: ['Capability pages built around specs and tolerances', 'Listings cleaned up across industrial directories', 'RFQs tracked from first visit to quote'],
  },
  {
    title: 'Professional Services',
    icon: Briefcase,
    description: 'Turn your partners’ expertise into the cited, first-hand answers that AI engines prefer over generic articles.',
    benefits: ['Expert author pages with verifiable credentials', 'Thought leadership engineered for citation', 'Consultation requests attributed by service line'],
  },
  {
    title: 'Legal',
    icon: Scale,
    description: 'Be the firm AI assistants name when someone asks what to do after an accident, an arrest or a contract dispute.',
    benefits: ['Practice-area pages that answer real client questions', 'Attorney entity and review profile alignment', 'Local map pack visibility for every office'],
  },
  {
    title: 'Logistics',
    icon: Truck,
    description: 'Show up when shippers ask which carriers, 3PLs and freight platforms serve their lanes and cargo types.',
    benefits: ['Lane, service and coverage pages AI engines can parse', 'Technical fixes for quote tools and portals', 'Quote requests tracked by lane and service'],
  },
  {
    title: 'Mobile App Development',
    icon: Smartphone,
    description: 'Get your studio recommended when founders ask AI assistants who can build their app, with proof they can check.',
    benefits: ['Case-study pages structured for citation', 'Review platform and directory consistency', 'Lead quality scoring by project size'],
  },
  {
    title: 'Education',
    icon: GraduationCap,
    description: 'Help prospective students and parents find your programmes in the AI answers they now use to compare schools.',
    benefits: ['Course and programme schema', 'Outcome and admissions content that answers real questions', 'Enquiries and applications tracked by programme'],
  },
] as const satisfies readonly IndustryCard[];

export const industriesPage = {
  meta: {
    title: 'Industries: AI SEO for SaaS, Healthcare, Legal & More',
    description:
      'AI SEO and generative engine optimisation for SaaS, e-commerce, fintech, healthcare, manufacturing, professional services, legal, logistics, app development and education.',
    keywords: ['AI SEO by industry', 'SaaS SEO', 'healthcare SEO', 'legal SEO', 'B2B manufacturing SEO', 'fintech SEO', 'e-commerce AI search'],
  },
  eyebrow: 'Industries',
  title: 'AI SEO for the Industries We Know Best',
  intro: `We have run search programmes in ${industries.length} industries, and we take one client per industry in each market. Pick yours to see what AI search visibility looks like for businesses like you.`,
  grid: { eyebrow: 'AI SEO by industry', title: `${industries.length} industries, one standard of proof` },
  cardCta: 'Talk to a specialist',
  emergency: {
    eyebrow: 'Emergency home services',
    title: 'Storm-ready marketing for home-service firms',
    intro: `Our storm response programme — emergency SEO, weather-triggered ads and paid media — is built for Florida trades that get busiest when the weather is worst.`,
  },
  closing: {
    title: 'Don’t see your industry?',
    intro: 'The principles of AI search are the same everywhere: be clear, be verifiable, be the best answer. Tell us about your business and we will tell you honestly whether we can help.',
    actions: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'See Case Studies', href: '/case-studies', variant: 'outline-light' },
    ],
  },
} as const;

const stormProcess = (trade: string) =>
  [
    {
      number: '01',
      title: 'Prepare before the season',
      description: `We build your ${trade} storm campaigns, landing pages and call tracking in advance, so nothing is improvised when a warning is issued.`,
      icon: CalendarClock,
    },
    {
      number: '02',
      title: 'Trigger on the alert',
      description: 'When the National Weather Service issues a warning for your counties, campaigns go live in 2–4 hours, 24/7 — including weekends and nights.',
      icon: Radar,
    },
    {
      number: '03',
      title: 'Scale, then step back',
      description: 'Budgets scale up to 10x while calls are coming in and step back automatically as demand fades, with results reported within 30 days or less.',
      icon: Rocket,
    },
  ] as const;

export const industryLandings = [
  {
    slug: 'tree-services',
    kind: 'landing',
    name: 'Tree Services',
    metaTitle: 'Tree Service Marketing & Storm Leads in Florida',
    metaDescription:
      'Emergency tree removal leads when storms hit: storm-triggered ads live in 2–4 hours, emergency SEO and map pack visibility for Florida tree service companies.',
    keywords: ['tree service marketing', 'emergency tree removal leads', 'storm tree service ads', 'tree service SEO Florida', 'arborist marketing'],
    hero: {
      eyebrow: 'Tree services · Florida',
      title: 'Emergency Tree Removal Leads When the Storm Hits',
      intro:
        'When a hurricane or line of storms drops trees on roofs and driveways, homeowners call whoever they find first. We make sure that is your crew — not a national lead reseller — with storm-triggered ads, emergency SEO and map pack visibility across your service area.',
    },
    services: {
      title: 'What we run for tree service companies',
      intro: 'Four channels working together, so you are visible before, during and after every storm.',
      items: [
        {
          icon: CloudLightning,
          title: 'Storm-triggered ads',
          description: 'Google Ads and Local Services Ads that switch on from weather alerts for your counties, with emergency removal messaging ready to go.',
        },
        {
          icon: Siren,
          title: 'Emergency tree removal SEO',
          description: 'Service pages for storm cleanup, fallen trees on houses and crane removal, written to rank and to be quoted by AI assistants.',
        },
        {
          icon: MapPin,
          title: 'Map pack visibility',
          description: 'Google Business Profile, reviews and local citations tuned so you appear in the map pack in every city you cover.',
        },
        {
          icon: PhoneCall,
          title: 'Call tracking & crew routing',
          description: 'Every call recorded and routed to the on-call crew lead after hours, so no storm job goes to voicemail.',
        },
      ],
    },
    process: {
      title: 'How storm season works with us',
      intro: `A three-step playbook we have run for Florida tree crews through every hurricane season since ${site.foundedYear}.`,
      steps: stormProcess('tree service'),
    },
    caseStudyId: 'gulf-coast-tree-pros',
    closing: {
      title: 'Be the crew homeowners call first',
      intro: 'Tell us your service area and crew capacity. We will have your storm campaigns built and approved before the next warning.',
    },
    faq: [
      {
        question: 'How fast can my storm ads go live?',
        answer: 'Campaigns are built in advance and go live within 2–4 hours of a National Weather Service warning for your counties, at any time of day or night.',
      },
      {
        question: 'Will I pay for leads from outside my service area?',
        answer: 'No. We target by county and ZIP code, exclude areas you do not serve, and use call-only ads at night so budget goes to homeowners who can actually book you.',
      },
      {
        question: 'What happens to my budget after the storm passes?',
        answer: 'Budgets scale up to 10x while call volume is high and step back automatically as searches fall, so you are not paying storm prices in quiet weeks.',
      },
      {
        question: 'Do you work with tree companies outside Florida?',
        answer: `Yes. Most of our tree service clients are in Florida, but we support crews in all 50 states wherever storms, ice or wind create emergency demand.`,
      },
    ],
    serviceTypes: ['Storm-triggered advertising', 'Emergency SEO', 'Local SEO', 'Call tracking'],
  },
  {
    slug: 'roofers',
    kind: 'landing',
    name: 'Roofing',
    metaTitle: 'Roofing Marketing & Storm Damage Leads in Florida',
    metaDescription:
      'Roof inspection and storm damage leads for Florida roofers: weather-triggered campaigns, budgets that scale 10x in storm week, LeadGust routing and local SEO.',
    keywords: ['roofing marketing', 'roofing leads Florida', 'storm damage roofing leads', 'roofer SEO', 'hail and hurricane roofing ads'],
    hero: {
      eyebrow: 'Roofing · Florida',
      title: 'Storm Damage Roofing Leads Without the Storm Chasers',
      intro:
        'After a hurricane, out-of-state storm chasers flood every roofing keyword. We help established Florida roofers win those homeowners back with campaigns that launch in hours, lead routing to your estimators, and local SEO that keeps you on top between storms.',
    },
    services: {
      title: 'What we run for roofing companies',
      intro: 'Built around inspection requests and signed contracts, not clicks.',
      items: [
        {
          icon: CloudLightning,
          title: 'Storm-activated campaigns',
          description: 'Pre-approved ads for roof damage, tarping and inspections that go live from weather alerts, with budgets that scale up to 10x in storm week.',
        },
        {
          icon: FileCheck,
          title: 'Insurance & inspection content',
          description: 'Clear answers to the claim and inspection questions homeowners ask AI assistants, written with your team and reviewed for accuracy.',
        },
        {
          icon: MapPin,
          title: 'Local SEO between storms',
          description: 'Map pack, service-area pages and reviews so replacement and re-roof work keeps coming when the weather is calm.',
        },
        {
          icon: Workflow,
          title: 'LeadGust lead routing',
          description: 'Calls, forms and chats captured, scored and sent to the right estimator in seconds through our LeadGust integration.',
        },
      ],
    },
    process: {
      title: 'How storm season works with us',
      intro: 'The same three steps every storm, refined over 15+ years of Florida hurricane seasons.',
      steps: stormProcess('roofing'),
    },
    caseStudyId: 'suncoast-shield-roofing',
    closing: {
      title: 'Win the roofs in your own backyard',
      intro: 'Tell us which counties you cover and how many inspections your team can handle. We will plan a storm season that keeps them busy.',
    },
    faq: [
      {
        question: 'How do you compete with out-of-state storm chasers?',
        answer: 'Speed and trust. Your campaigns launch in 2–4 hours, before most chasers arrive, and lean on your licence, local address and reviews — signals homeowners and Google both reward.',
      },
      {
        question: 'What is the LeadGust integration?',
        answer: 'It connects your ads, website forms and call tracking to one lead-routing flow, so every storm lead is logged, scored and assigned to an estimator within seconds.',
      },
      {
        question: 'Can you help with re-roof and replacement leads outside storm season?',
        answer: 'Yes. Local SEO, map pack optimisation and always-on search campaigns keep replacement enquiries steady between storms.',
      },
      {
        question: 'How soon will I see results?',
        answer: 'Storm campaigns produce calls the day they launch. SEO and map pack improvements typically show measurable movement within 30 days or less.',
      },
    ],
    extraLinks: [{ label: 'How LeadGust Integration Works', href: '/services/leadgust-integration', variant: 'outline-light' }],
    serviceTypes: ['Storm-triggered advertising', 'Roofing SEO', 'Local SEO', 'Lead routing'],
  },
  {
    slug: 'restoration',
    kind: 'landing',
    name: 'Restoration',
    metaTitle: 'Water, Fire & Storm Restoration Marketing in Florida',
    metaDescription:
      '24/7 emergency marketing for restoration companies: emergency SEO, dayparted call-only ads and storm campaigns that win water, fire and mould jobs in Florida.',
    keywords: ['restoration marketing', 'water damage leads', 'emergency restoration SEO', 'fire and flood restoration ads', 'restoration company marketing Florida'],
    hero: {
      eyebrow: 'Restoration · Florida',
      title: '24/7 Marketing for Water, Fire & Storm Restoration',
      intro:
        'Burst pipes, flooded kitchens and storm surge do not wait for office hours, and neither do the people searching for help. We keep restoration companies first in search, maps and AI answers around the clock, and scale up the moment a storm makes landfall.',
    },
    services: {
      title: 'What we run for restoration companies',
      intro: 'Emergency demand is won in the first call. Everything we build is designed to make that call come to you.',
      items: [
        {
          icon: Siren,
          title: 'Emergency SEO',
          description: 'Pages for water removal, fire and smoke damage, mould and storm surge in every city you serve, built to rank fast and be quoted by AI assistants.',
        },
        {
          icon: PhoneCall,
          title: 'Dayparted call-only ads',
          description: 'Call-focused campaigns weighted to the overnight hours when most water emergencies are discovered.',
        },
        {
          icon: CloudLightning,
          title: 'Storm surge campaigns',
          description: 'Pre-built flood and storm-damage campaigns that go live within 2–4 hours of a warning and scale with demand.',
        },
        {
          icon: ShieldCheck,
          title: 'Insurance-ready trust signals',
          description: 'Certifications, reviews and claim-process content that reassure homeowners, adjusters and property managers.',
        },
      ],
    },
    process: {
      title: 'How storm season works with us',
      intro: 'Always on for everyday emergencies, ready to scale for the big ones.',
      steps: stormProcess('restoration'),
    },
    caseStudyId: 'clearpath-restoration',
    closing: {
      title: 'Answer the 2 am emergency before anyone else',
      intro: 'Tell us where you operate and which jobs you want more of. We will show you where you appear today and how fast we can change it.',
    },
    faq: [
      {
        question: 'Can you get a new location ranking quickly?',
        answer: 'Yes. With emergency service pages, schema and a fully built Google Business Profile, new locations typically reach page one for core emergency terms in 30 days or less.',
      },
      {
        question: 'Do you run ads at night?',
        answer: 'Yes, and we weight budget towards the overnight hours when water damage is discovered. Call-only ads make sure the homeowner reaches a person, not a form.',
      },
      {
        question: 'Do you work with franchise locations?',
        answer: 'We work with independent companies and franchise owners, within your franchisor’s brand and advertising rules.',
      },
      {
        question: 'How do you measure success?',
        answer: 'Booked jobs and revenue. Every call is tracked and tied back to the campaign or page that produced it, and reported monthly in plain language.',
      },
    ],
    serviceTypes: ['Emergency SEO', 'Call-only advertising', 'Storm-triggered advertising', 'Local SEO'],
  },
] as const satisfies readonly IndustryLanding[];

export const industryBriefs = [
  {
    slug: 'hvac-plumbing',
    kind: 'brief',
    name: 'HVAC & Plumbing',
    metaTitle: 'HVAC & Plumbing Marketing and Emergency Leads',
    title: 'HVAC & Plumbing Marketing',
    description:
      'Emergency AC repair and burst-pipe calls spike with every heatwave and hard freeze. We run weather-triggered ads, emergency SEO and map pack programmes that put your trucks first in line — 24/7, with campaigns live in 2–4 hours.',
    keywords: ['HVAC marketing', 'plumbing marketing', 'emergency AC repair leads', 'plumber SEO', 'HVAC ads Florida'],
  },
  {
    slug: 'urgent-contractors',
    kind: 'brief',
    name: 'Urgent Contractors',
    metaTitle: 'Marketing for Urgent & Emergency Contractors',
    title: 'Marketing for Urgent Contractors',
    description:
      'Board-up, fencing, electrical and other contractors who get called when something breaks. We make sure homeowners and property managers find you first, with emergency SEO, call-only ads and storm campaigns that scale up to 10x when demand spikes.',
    keywords: ['emergency contractor marketing', 'board-up service leads', 'urgent contractor ads', 'contractor SEO', 'storm contractor leads'],
  },
] as const satisfies readonly IndustryBrief[];

/** Links under a short industry page, to the services and proof behind it. */
export const industryBriefLinks = {
  title: 'How we help emergency trades',
  links: [
    { label: 'Emergency SEO', href: '/services/emergency-seo' },
    { label: 'Storm-Activated Paid Media', href: '/services/paid-media' },
    { label: 'Client Case Studies', href: '/case-studies' },
    { label: 'All Industries', href: '/industries' },
  ],
} as const satisfies { title: string; links: readonly Cta[] };

/** Shown for any other slug; kept out of search results. */
export const industryPlaceholder = {
  title: 'Industry',
  description: `We are still writing this industry page. Tell us about your business and a ${site.name} strategist will share results from companies like yours.`,
} as const;

/**
 * Section headings of a full landing page. {company}, {industry}, {location} and {name} are
 * filled from the page and its case study.
 */
export const industryLandingCopy = {
  servicesEyebrow: 'Services',
  processEyebrow: 'Storm playbook',
  caseStudy: {
    eyebrow: 'Case study',
    title: 'How {company} won storm season',
    intro: 'A {industry} client in {location}, and the numbers from their own call tracking and CRM.',
    link: { label: 'See all case studies', href: '/case-studies' },
  },
  faq: { eyebrow: 'FAQ', title: '{name} marketing questions', intro: 'Straight answers to what owners ask us most.' },
} as const;

export const industryLeadCta = { label: 'Get Leads Now', href: '/contact' } as const satisfies Cta;

export const industryCallCta = { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, variant: 'outline-light' } as const satisfies Cta;

/** Every full landing page links to contact, phone, case studies and services, then its own `extraLinks`. */
export const industryLandingActions = [
  industryLeadCta,
  industryCallCta,
  { label: 'View Case Studies', href: '/case-studies', variant: 'outline-light' },
  { label: 'Explore Services', href: '/services', variant: 'outline-light' },
] as const satisfies readonly Cta[];

export type IndustryPage = IndustryLanding | IndustryBrief;

export const industryPages: readonly IndustryPage[] = [...industryLandings, ...industryBriefs];
