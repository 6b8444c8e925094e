import { phone } from './phone';

/**
 * Brand facts used across the site. Every value here is a fictional stand-in:
 * replace them with the agency's real details before launch.
 */
export const site = {
  name: 'Brightline Growth',
  legalName: 'Brightline Growth LLC',
  formerName: 'StormLeads Marketing',
  tagline: 'AI search optimisation, storm-triggered emergency marketing and paid media that turn demand into booked jobs.',
  description:
    'Brightline Growth (formerly StormLeads Marketing) is a Florida agency for AI search optimisation, storm-triggered emergency marketing and paid media.',
  founder: { name: 'Marcus Delaney', role: 'Founder & CEO' },
  phone,
  email: 'hello@brightline-growth.example',
  address: {
    street: '1200 Bayshore Commerce Way, Suite 410',
    city: 'Tampa',
    region: 'FL',
    postalCode: '33602',
    country: 'US',
  },
  links: {
    scheduler: 'https://schedule.example.com/brightline-growth/30-minute-strategy-call',
    externalBlog: 'https://insights.example.com/brightline-growth',
    social: 'https://social.example.com/brightline-growth',
  },
  foundedYear: 2010,
  /** The office's clock: admin times are shown, and scheduled posts entered, in this zone. */
  timeZone: 'America/New_York',
  themeColor: '#0f172a',
  accentColor: '#fbbf24',
} as const;

export type Site = typeof site;

export const formattedAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

/** The home page's title, used wherever a page sets none, and the site's default share card. */
export const siteCopy = {
  defaultTitle: `${site.name} | AI SEO Consulting & Emergency Marketing`,
  shareCard: {
    alt: `${site.name} — AI search and emergency marketing`,
    eyebrow: 'AI SEO consulting · Emergency marketing',
    title: 'Future-proof your growth with AI search',
    footer: `${site.phone.display} · AI search · Storm response 24/7`,
  },
} as const;
