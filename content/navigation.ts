import type { NavItem } from './types';

export const mainNav: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/industries', label: 'Industries' },
  { to: '/ai-seo', label: 'AI SEO Hub' },
  { to: '/blog', label: 'Blog' },
];

export const aboutNav: { label: string; items: readonly NavItem[] } = {
  label: 'About',
  items: [
    { to: '/about', label: 'About Us' },
    { to: '/case-studies', label: 'Case Studies' },
    { to: '/testimonials', label: 'Client Testimonials' },
  ],
};

/** Read after a link that opens in a new tab. */
export const newTabHint = '(opens in a new tab)';

export const skipLinkLabel = 'Skip to content';

export const headerCta: NavItem = { to: '/contact', label: 'Contact Us Now' };

/** Breadcrumb names of the pages a trail passes through (Home › Industries › Roofers); the last crumb is named by its page. */
export const breadcrumbNames: Readonly<Record<string, string>> = {
  ...Object.fromEntries(mainNav.map((item) => [item.to, item.label])),
  '/about': 'About',
  '/case-studies': 'Case Studies',
  '/testimonials': 'Testimonials',
  '/contact': 'Contact',
};

export const footerServices: readonly NavItem[] = [
  { to: '/services/emergency-seo', label: 'Emergency SEO' },
  { to: '/services/paid-media', label: 'Storm-Activated Paid Media' },
  { to: '/services/leadgust-integration', label: 'LeadGust Integration' },
  { to: '/services/competitor-targeting', label: 'Competitor Targeting' },
  { to: '/services/retargeting', label: 'Retargeting' },
];

export const footerCompany: readonly NavItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/case-studies', label: 'Case Studies' },
  { to: '/testimonials', label: 'Client Testimonials' },
  { to: '/industries', label: 'Industries' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export const footerLegal: readonly NavItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export const footerNewsletter = {
  title: 'Stay ready',
  text: 'Storm-season playbooks and AI search updates, about twice a month. No spam, unsubscribe any time.',
};
