import { caseStudies } from './case-studies';
import { industries } from './industries';
import { services } from './services';
import { formattedAddress, site } from './site';
import { testimonials } from './testimonials';

/** A hand-written /llms.txt link; the service, industry and guide links are read from their own modules. */
export type LlmsLink = { title: string; path: string; description: string };

/** The words of /llms.txt that no page module already holds. */
export const llmsCopy = {
  details: [
    site.tagline,
    `Headquarters: ${formattedAddress}. Phone: ${site.phone.display}. Email: ${site.email}. Book a 30-minute strategy call: ${site.links.scheduler}`,
  ],
  sections: {
    services: 'Services',
    industries: 'Industries',
    guides: 'AI SEO guides',
    company: 'Company and contact',
    blog: 'Blog posts',
    optional: 'Optional',
  },
  servicesOverview: {
    title: 'Services overview',
    path: '/services',
    description: `${services.length} services: ${services.map((service) => service.title).join('; ')}.`,
  },
  industriesOverview: {
    title: 'Industries overview',
    path: '/industries',
    description: `AI SEO for ${industries.length} industries: ${industries.map((industry) => industry.title).join(', ')}.`,
  },
  company: [
    { title: 'About', path: '/about', description: `Who we are: ${site.name}'s team, history and Florida headquarters.` },
    { title: 'Case studies', path: '/case-studies', description: `${caseStudies.length} client case studies with the challenge and three results each.` },
    { title: 'Client testimonials', path: '/testimonials', description: `${testimonials.length} five-star reviews from AI SEO and paid media clients.` },
    { title: 'Blog', path: '/blog', description: 'Articles on AI search, emergency marketing and paid media.' },
    { title: 'Contact', path: '/contact', description: 'Send a message or book a 30-minute strategy call; we reply within 24 hours.' },
  ],
  optional: [
    { title: 'Privacy policy', path: '/privacy', description: 'How we collect and use personal data.' },
    { title: 'Terms of service', path: '/terms', description: 'The terms for using this website.' },
  ],
} as const satisfies {
  details: readonly string[];
  sections: Record<string, string>;
  servicesOverview: LlmsLink;
  industriesOverview: LlmsLink;
  company: readonly LlmsLink[];
  optional: readonly LlmsLink[];
};
