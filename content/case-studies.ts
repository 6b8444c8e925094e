import type { CaseStudy, CtaBlock, PageMeta } from './types';
import { site } from './site';

/**
 * Client names are fictional stand-ins (see content/site.ts); the figures match the claims
 * used elsewhere on the site, e.g. the home page metrics.
 */
export const caseStudies = [
  {
    id: 'ledgerly',
    company: 'Ledgerly',
    location: 'Austin, TX',
    industry: 'B2B SaaS',
    challenge:
      'Two venture-backed competitors owned every “best accounts payable software” answer in ChatGPT and Google, and Ledgerly’s blog produced traffic but almost no demo requests.',
    kpis: [
      { stat: '350%', description: 'more organic clicks per month after 12 months' },
      { stat: '31%', description: 'of demo requests now come from organic and AI referrals' },
      { stat: '-40%', description: 'time from brief to published article' },
    ],
    blurb:
      'We rebuilt their comparison and integration pages answer-first, shipped SoftwareApplication and FAQ schema, and moved the content team to an AI-assisted, expert-reviewed workflow.',
    tone: 'sky',
    program: 'ai-seo',
  },
  {
    id: 'keystone-precision',
    company: 'Keystone Precision Components',
    location: 'Cleveland, OH',
    industry: 'B2B Manufacturing',
    challenge:
      'Procurement engineers were shortlisting suppliers through AI assistants, and Keystone’s 40-year-old machining business was invisible in every answer.',
    kpis: [
      { stat: '$1.2M', description: 'new pipeline revenue attributed to organic search in 12 months' },
      { stat: '3.2x', description: 'growth in AI citations within 90 days' },
      { stat: '212', description: 'qualified RFQs from organic and AI referrals' },
    ],
    blurb:
      'Capability pages rewritten around tolerances, materials and certifications, an entity clean-up across 46 industrial directories, and RFQ tracking wired from GA4 into their CRM.',
    tone: 'slate',
    program: 'ai-seo',
  },
  {
    id: 'meridian-family-health',
    company: 'Meridian Family Health',
    location: 'Charlotte, NC',
    industry: 'Healthcare',
    challenge:
      'A 14-clinic primary and urgent care group whose locations were confused with each other in Google, and missing from AI answers about wait times and walk-in care.',
    kpis: [
      { stat: '5x', description: 'more citations in ChatGPT, Perplexity and AI Overviews' },
      { stat: '65%', description: 'increase in branded Google Business Profile views' },
      { stat: '+48%', description: 'online appointment bookings year over year' },
    ],
    blurb:
      'One MedicalClinic entity per location, physician author pages with verifiable credentials, and service pages reviewed by clinicians before publication.',
    tone: 'emerald',
    program: 'ai-seo',
  },
  {
    id: 'gulf-coast-tree-pros',
    company: 'Gulf Coast Tree Pros',
    location: 'Tampa, FL',
    industry: 'Tree Services',
    challenge:
      'After every major storm, homeowners searching for emergency tree removal landed on national lead aggregators that resold the same lead to five companies.',
    kpis: [
      { stat: '3.4x', description: 'more emergency calls in the 72 hours after landfall' },
      { stat: '2 hrs', description: 'from hurricane warning to live, geo-targeted ads' },
      { stat: '$38', description: 'cost per emergency lead, down from $112 via aggregators' },
    ],
    blurb:
      'Storm-triggered Google and Local Services Ads, an emergency landing page per county, and call tracking that routes after-hours calls straight to the on-call crew lead.',
    tone: 'emerald',
    program: 'storm',
  },
  {
    id: 'suncoast-shield-roofing',
    company: 'Suncoast Shield Roofing',
    location: 'Sarasota, FL',
    industry: 'Roofing',
    challenge:
      'Storm demand arrived in a three-day burst that their fixed monthly ad budget could not absorb, while out-of-state storm chasers outbid them on every roofing keyword.',
    kpis: [
      { stat: '10x', description: 'budget scale-up during storm week at a steady cost per lead' },
      { stat: '146', description: 'roof inspection requests in the 10 days after the storm' },
      { stat: '9 of 12', description: 'service-area cities with a top-three map pack ranking' },
    ],
    blurb:
      'Pre-built storm campaigns that switch on from weather alerts, LeadGust lead routing to their estimators, and a local SEO programme that kept them visible between storms.',
    tone: 'amber',
    program: 'storm',
  },
  {
    id: 'clearpath-restoration',
    company: 'ClearPath Restoration',
    location: 'Orlando, FL',
    industry: 'Water & Fire Restoration',
    challenge:
      'A new location with no search history, competing against franchise brands for “emergency water removal” searches that happen mostly between 10 pm and 6 am.',
    kpis: [
      { stat: '28 days', description: 'to page one for “emergency water removal Orlando”' },
      { stat: '62%', description: 'more after-hours calls answered and booked' },
      { stat: '4.1x', description: 'return on ad spend from storm-activated campaigns' },
    ],
    blurb:
      'Emergency SEO with 24/7 service pages and schema, dayparted call-only ads for overnight searches, and insurance-claim content that AI assistants now quote.',
    tone: 'violet',
    program: 'storm',
  },
] as const satisfies readonly CaseStudy[];

export const caseStudiesPage = {
  meta: {
    title: 'Case Studies: AI SEO & Storm Marketing Results',
    description:
      'Six client case studies with verified results: 350% organic growth for SaaS, $1.2M pipeline for manufacturing, 5x AI citations in healthcare, and storm-season wins for Florida contractors.',
    keywords: ['AI SEO case studies', 'GEO results', 'storm marketing case study', 'roofing marketing results', 'SEO ROI examples'],
  },
  eyebrow: 'Case studies',
  title: 'Client Results from AI Search and Storm Season',
  intro: `Six engagements, two kinds of growth: AI SEO programmes for SaaS, healthcare and manufacturing companies, and storm-activated marketing for Florida home-service firms. Every figure is taken from the client’s own GA4, call tracking or CRM.`,
  /** The page's two sections, one per `program` of the studies. */
  programs: [
    { key: 'ai-seo', title: 'AI SEO programmes', intro: 'Generative engine optimisation for companies whose buyers research with AI assistants.' },
    { key: 'storm', title: 'Storm & emergency marketing', intro: 'Storm-activated ads and emergency SEO for Florida home-service firms.' },
  ],
  closing: {
    title: 'Want results like these?',
    intro: `Book a 30-minute strategy call. We will look at your market, your competitors and your analytics, and tell you honestly what ${site.name} could do for you.`,
    actions: [
      { label: 'Book a Strategy Call', href: site.links.scheduler },
      { label: 'Contact Us', href: '/contact', variant: 'outline-light' },
    ],
  },
} as const satisfies {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  programs: readonly { key: CaseStudy['program']; title: string; intro: string }[];
  closing: CtaBlock;
};
