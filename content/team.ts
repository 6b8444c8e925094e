// Icons are content's one import from components/ (see ./types.ts).
import { Clock, Globe, MapPin, Phone } from '@/components/ui/icons';
import type { CtaBlock, IconLabel, PageMeta, TeamMember } from './types';
import { formattedAddress, site } from './site';

/**
 * The team, each with an author page at /blog/author/{slug}. Profile links are fictional stand-ins
 * on example domains, like the brand facts in site.ts: replace them with the real profiles.
 */
export const team = [
  {
    name: site.founder.name,
    slug: 'marcus-delaney',
    profiles: [
      { label: 'LinkedIn', href: 'https://linkedin.example.com/in/marcus-delaney' },
      { label: 'X', href: 'https://x.example.com/marcusdelaney' },
      { label: 'Brightline Insights', href: 'https://insights.example.com/brightline-growth/authors/marcus-delaney' },
    ],
    role: site.founder.role,
    bio: `${site.founder.name} started in search in ${site.foundedYear}, building lead generation for ${site.address.city} contractors before most of them had a website. He founded ${site.formerName} to help Florida home-service firms survive storm season, and rebuilt it as ${site.name} when AI answer engines began to change how every business gets found.`,
    tone: 'amber',
  },
  {
    name: 'Priya Raman',
    slug: 'priya-raman',
    profiles: [
      { label: 'LinkedIn', href: 'https://linkedin.example.com/in/priya-raman-seo' },
      { label: 'X', href: 'https://x.example.com/priyaraman_seo' },
      { label: 'Brightline Insights', href: 'https://insights.example.com/brightline-growth/authors/priya-raman' },
    ],
    role: 'Director of SEO & Content Strategy',
    bio: 'Priya leads our GEO and content practice. A former technical SEO lead at a national publisher, she has run schema, entity and content programmes for SaaS, healthcare and legal clients, and personally reviews every citation baseline we deliver.',
    tone: 'sky',
  },
  {
    name: 'Jordan Ellis',
    slug: 'jordan-ellis',
    profiles: [
      { label: 'LinkedIn', href: 'https://linkedin.example.com/in/jordan-ellis-ppc' },
      { label: 'Brightline Insights', href: 'https://insights.example.com/brightline-growth/authors/jordan-ellis' },
    ],
    role: 'Paid Media Strategist',
    bio: 'Jordan builds the weather-triggered Google Ads, Local Services Ads and Meta campaigns behind our storm response. He has managed more than $9M in home-service ad spend and is the person who switches budgets on at 2 am when a warning is issued.',
    tone: 'emerald',
  },
  {
    name: 'Alyssa Moreno',
    slug: 'alyssa-moreno',
    profiles: [
      { label: 'LinkedIn', href: 'https://linkedin.example.com/in/alyssa-moreno' },
      { label: 'Brightline Insights', href: 'https://insights.example.com/brightline-growth/authors/alyssa-moreno' },
    ],
    role: 'Client Success Manager',
    bio: 'Alyssa is every client’s first call. She runs onboarding, monthly reviews and the 24-hour reply promise, and makes sure reports explain results in leads and revenue rather than jargon.',
    tone: 'violet',
  },
] as const satisfies readonly TeamMember[];

export const aboutPage = {
  meta: {
    title: 'About Us: Florida AI SEO & Emergency Marketing Agency',
    description: `Meet the ${site.name} team (formerly ${site.formerName}): 15+ years in search, 200+ businesses served, a 4.9/5 rating and a Florida headquarters in ${site.address.city}.`,
    keywords: [`about ${site.name}`, site.formerName, 'Florida marketing agency', 'AI SEO agency team', `${site.address.city} SEO agency`],
  },
  eyebrow: 'About us',
  title: `About ${site.name}`,
  intro: `We are a Florida-based search and performance marketing agency, formerly known as ${site.formerName}. For 15+ years we have helped businesses get found — first on Google, now in the AI answers that increasingly replace it.`,
  story: {
    eyebrow: 'Our story',
    title: 'Two specialities, one team',
    formerly: `Formerly ${site.formerName}`,
    paragraphs: [
      `${site.name} began as ${site.formerName}, a ${site.address.city} agency that kept roofing, tree service and restoration companies busy when storms hit. That work taught us to move fast, measure everything in booked jobs, and answer the phone at any hour.`,
      'As ChatGPT, Perplexity and Google’s AI Overviews began answering questions that used to send clicks to websites, we took the same discipline to AI search. Today we run generative engine optimisation for SaaS, healthcare, legal, manufacturing and professional services firms, alongside storm-triggered ads and emergency SEO for home-service companies.',
      'More than 200 businesses in all 50 states have worked with us, and they rate us 4.9 out of 5. We stay small on purpose: senior people do the work, and we take one client per industry in each market.',
    ],
    link: { label: 'See what we offer', href: '/services' },
    milestones: [
      { label: String(site.foundedYear), text: `Founded in ${site.address.city} as ${site.formerName}, running storm-season campaigns for Florida contractors.` },
      { label: '200+', text: 'Businesses served in all 50 states, from family-run roofers to venture-backed SaaS platforms.' },
      { label: 'Today', text: `${site.name}: AI search optimisation and 24/7 storm response under one roof.` },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people behind your growth',
    intro: 'Senior specialists who do the work themselves. You will meet all four in your first month.',
  },
  headquarters: {
    eyebrow: 'Florida headquarters',
    title: `Based in ${site.address.city}, working nationwide`,
    intro: `Our team works from ${site.address.city}, on the Gulf Coast, in the path of every hurricane season — which is why our storm response runs 24/7, not office hours.`,
    facts: [
      { icon: MapPin, label: formattedAddress },
      { icon: Phone, label: site.phone.display, href: `tel:${site.phone.tel}` },
      { icon: Clock, label: 'Office hours Mon–Fri, 8 am–6 pm ET · storm response 24/7' },
      { icon: Globe, label: 'Clients in all 50 states' },
    ],
  },
  closing: {
    title: 'Talk to the people who will do the work',
    intro: 'Pick a time for a 30-minute strategy call with a senior strategist. No pitch deck, just an honest look at where you can grow.',
    actions: [
      { label: 'Schedule a 30-Minute Call', href: site.links.scheduler },
      { label: 'Explore Our Services', href: '/services', variant: 'outline-light' },
    ],
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  meta: PageMeta;
  story: {
    eyebrow: string;
    title: string;
    formerly: string;
    paragraphs: readonly string[];
    link: { label: string; href: string };
    milestones: readonly { label: string; text: string }[];
  };
  team: { eyebrow: string; title: string; intro: string };
  headquarters: { eyebrow: string; title: string; intro: string; facts: readonly IconLabel[] };
  closing: CtaBlock;
};
