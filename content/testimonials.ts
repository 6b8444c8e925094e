import type { CtaBlock, PageMeta, Testimonial, TestimonialType } from './types';
import { site } from './site';

export const testimonialTypeLabels: Record<TestimonialType, string> = {
  'ai-seo': 'AI SEO',
  'paid-media': 'Paid Media',
};

/** Ten five-star client reviews: eight AI SEO, two paid media (spec section 3). */
export const testimonials = [
  {
    id: 'rachel-okafor',
    type: 'ai-seo',
    quote:
      'Within four months ChatGPT and Perplexity started recommending us alongside the two companies that used to own our category. Demo requests from organic nearly tripled, and I can trace every one of them in our CRM.',
    name: 'Rachel Okafor',
    title: 'VP of Marketing',
    company: 'Ledgerly',
  },
  {
    id: 'tom-brandt',
    type: 'ai-seo',
    quote:
      'Our buyers are engineers who hate marketing speak. Brightline rewrote our capability pages around tolerances and certifications, and the RFQs that came in were the right size and the right fit.',
    name: 'Tom Brandt',
    title: 'Director of Sales',
    company: 'Keystone Precision Components',
  },
  {
    id: 'dr-nadia-haddad',
    type: 'ai-seo',
    quote:
      'They cleaned up fourteen clinic listings that Google had been mixing up for years and built physician pages we are proud of. Patients now tell our front desk they found us by asking an AI assistant.',
    name: 'Dr. Nadia Haddad',
    title: 'Chief Medical Officer',
    company: 'Meridian Family Health',
  },
  {
    id: 'kevin-liu',
    type: 'ai-seo',
    quote:
      'The technical audit was the most useful document our dev team received all year: every issue had a ticket, an owner and a reason. We shipped it in two sprints and AI Overview citations followed within weeks.',
    name: 'Kevin Liu',
    title: 'Head of Growth',
    company: 'Shipwell Freight Systems',
  },
  {
    id: 'amanda-pierce',
    type: 'ai-seo',
    quote:
      'Legal marketing is full of agencies promising page one. Brightline promised citations for the questions clients actually ask, delivered them, and showed us the consultations they produced.',
    name: 'Amanda Pierce',
    title: 'Managing Partner',
    company: 'Pierce & Alvarez Injury Law',
  },
  {
    id: 'daniel-reyes',
    type: 'ai-seo',
    quote:
      'We publish half as much as we used to and get far more from it. Every article answers one real customer question, and our product pages finally show up in AI shopping answers.',
    name: 'Daniel Reyes',
    title: 'E-commerce Director',
    company: 'Tidewater Outdoor Supply',
  },
  {
    id: 'grace-whitfield',
    type: 'ai-seo',
    quote:
      'The GA4 rebuild alone was worth it. For the first time our board sees organic and AI referral revenue next to paid, and the organic number is the one growing fastest.',
    name: 'Grace Whitfield',
    title: 'Chief Financial Officer',
    company: 'Harborline Wealth Partners',
  },
  {
    id: 'marco-santini',
    type: 'ai-seo',
    quote:
      'Our new Orlando location went from zero search history to page one for emergency water removal in under a month. The team explains what they are doing in plain English and answers the phone.',
    name: 'Marco Santini',
    title: 'Owner',
    company: 'ClearPath Restoration',
  },
  {
    id: 'luis-hernandez',
    type: 'paid-media',
    quote:
      'When the hurricane warning went out, our ads were live before the first band of rain hit Tampa. We booked more emergency removals in three days than in the whole previous month.',
    name: 'Luis Hernandez',
    title: 'Owner',
    company: 'Gulf Coast Tree Pros',
  },
  {
    id: 'jenna-caldwell',
    type: 'paid-media',
    quote:
      'They scaled our budget ten times during storm week without our cost per lead moving, then brought it back down the moment the calls slowed. No more guessing, no more storm chasers outbidding us.',
    name: 'Jenna Caldwell',
    title: 'Operations Manager',
    company: 'Suncoast Shield Roofing',
  },
] as const satisfies readonly Testimonial[];

export const testimonialsPage = {
  meta: {
    title: 'Client Testimonials: Five-Star Reviews',
    description:
      'Ten five-star reviews from SaaS, healthcare, legal, manufacturing and Florida home-service clients on our AI SEO, emergency SEO and storm-activated paid media.',
    keywords: ['client testimonials', 'AI SEO agency reviews', 'marketing agency reviews', 'paid media reviews', 'Florida marketing agency testimonials'],
  },
  eyebrow: 'Client testimonials',
  title: 'What Our Clients Say',
  intro: `Ten clients, in their own words: SaaS, healthcare, legal and manufacturing companies growing through AI search, and Florida contractors who stay busy when storms hit. ${site.name} averages 4.9/5 across 200+ businesses served.`,
  rating: { value: '4.9/5', text: 'average across 200+ businesses' },
  reviews: {
    eyebrow: 'Reviews',
    title: 'Ten clients, five stars each',
    intro: 'Eight AI SEO engagements and two storm-season paid media programmes, each rated five out of five by the client.',
  },
  closing: {
    title: 'Ready to be our next success story?',
    intro: 'Tell us where you want to grow. A senior strategist will reply within 24 hours with honest next steps.',
    actions: [
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Read the Case Studies', href: '/case-studies', variant: 'outline-light' },
    ],
  },
} as const satisfies {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  rating: { value: string; text: string };
  reviews: { eyebrow: string; title: string; intro: string };
  closing: CtaBlock;
};
