/** Shapes shared by the content modules. */
// content/'s one kind of import from components/, and it stands on purpose: an item's icon is
// chosen with its copy, as the generated icon itself (components/ui/icons.ts: plain SVG
// drawings, no JSX, no client code, no server-only, so Node tools still read content/).
// scripts/generate-icons.mjs draws exactly the icons imported by name, here included, and the
// type checker proves each one exists. A name-keyed icon would need the generator to read string
// keys and every renderer to look them up; until then content/ imports icons and nothing else
// from components/ or lib/.
import type { Icon } from '@/components/ui/icons';

export type NavItem = { to: string; label: string };

/** One step of a breadcrumb trail, visible or in BreadcrumbList structured data. */
export type Crumb = { name: string; path: string };

export type PublicRoute = {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
};

/* ---------- Marketing pages ---------- */

/** Named colour families; components map each to fixed classes so content never carries CSS. */
export type Tone = 'amber' | 'sky' | 'emerald' | 'violet' | 'rose' | 'slate';

export type ButtonVariant = 'primary' | 'secondary' | 'outline-light' | 'ghost';

/** A call to action. Internal paths, https:, tel: and mailto: are all allowed. */
export type Cta = { label: string; href: string; variant?: ButtonVariant };

/** A closing band: heading, one paragraph and its buttons. */
export type CtaBlock = { title: string; intro: string; actions: readonly Cta[] };

export type IconLabel = { icon: Icon; label: string; href?: string };

/** A card in a feature grid: capability, benefit, advantage, deliverable, add-on. */
export type Feature = {
  title: string;
  description: string;
  icon?: Icon;
  /** Optional short list under the description (deliverables, inclusions). */
  points?: readonly string[];
  /** Small label above the title, e.g. an add-on's billing model. */
  kicker?: string;
};

export type Metric = { value: string; label: string; description: string };

/** One step of a numbered process; video steps always carry an icon. */
export type ProcessStep = { number: string; title: string; description: string; icon?: Icon };
export type VideoStep = ProcessStep & { icon: Icon };

export type FaqItem = { question: string; answer: string };

export type ServiceTier = 'ai-advantage' | 'foundation';

/** A card on /services. The first six are AI SEO services; the rest are supporting channels. */
export type ServiceCard = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  goal: string;
  features: readonly string[];
  /** Concrete artefacts the client receives (shown on the home page). */
  deliverables: readonly string[];
  icon: Icon;
  tier: ServiceTier;
  group: 'ai-seo' | 'supporting';
  /** Optional illustration; without one the card shows its icon on a gradient tile. */
  image?: { src: string; alt: string };
};

export type IndustryCard = { title: string; description: string; benefits: readonly string[]; icon: Icon };

export type CaseStudyKpi = { stat: string; description: string };

export type CaseStudy = {
  id: string;
  company: string;
  location: string;
  industry: string;
  challenge: string;
  kpis: readonly [CaseStudyKpi, CaseStudyKpi, CaseStudyKpi];
  blurb: string;
  tone: Tone;
  program: 'ai-seo' | 'storm';
};

export type TeamMember = {
  name: string;
  /** The author page's address, /blog/author/{slug}. */
  slug: string;
  role: string;
  bio: string;
  tone: Tone;
  /** Profiles elsewhere that are this person (Person JSON-LD sameAs). */
  profiles: readonly { label: string; href: string }[];
  /** Optional headshot; without one the card shows an initials avatar. */
  photo?: { src: string; alt: string };
};

export type TestimonialType = 'ai-seo' | 'paid-media';

export type Testimonial = {
  id: string;
  type: TestimonialType;
  quote: string;
  name: string;
  title: string;
  company: string;
};

/** A full industry landing page (/industries/{slug}) for a storm-driven home-service trade. */
export type IndustryLanding = {
  slug: string;
  kind: 'landing';
  /** Short trade name used in breadcrumbs, links and structured data. */
  name: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  hero: { eyebrow: string; title: string; intro: string };
  services: { title: string; intro: string; items: readonly Feature[] };
  process: { title: string; intro: string; steps: readonly ProcessStep[] };
  /** Id of an entry in content/case-studies.ts. */
  caseStudyId: string;
  faq: readonly FaqItem[];
  /** Links beyond the standard contact, case studies, services and phone set. */
  extraLinks?: readonly Cta[];
  closing: { title: string; intro: string };
  /** Service names listed in the page's structured data. */
  serviceTypes: readonly string[];
};

/** A short industry page: title, description and a lead call to action. */
export type IndustryBrief = {
  slug: string;
  kind: 'brief';
  name: string;
  metaTitle: string;
  title: string;
  description: string;
  keywords: readonly string[];
};

/** Heading copy plus the items of one page section. */
export type SectionCopy<T> = { eyebrow?: string; title: string; intro?: string; items: readonly T[] };

/** Title, description and keywords for pageMetadata. */
export type PageMeta = { title: string; description: string; keywords: readonly string[] };

export type HeroCopy = { eyebrow: string; title: string; intro: string; actions: readonly Cta[] };

export type Stat = { value: string; label: string };

/** /services/emergency-seo */
/** How a service page names its Service in structured data; serviceType defaults to the name. */
export type ServiceSchemaCopy = { name: string; serviceType?: string };

export type EmergencySeoPage = {
  meta: PageMeta;
  service: ServiceSchemaCopy;
  hero: HeroCopy;
  stats: readonly Stat[];
  benefits: SectionCopy<Feature>;
  approach: SectionCopy<Feature>;
  testimonials: { eyebrow: string; title: string; ids: readonly string[] };
  process: SectionCopy<ProcessStep>;
  closing: CtaBlock;
};

/** /services/paid-media */
export type PaidMediaPage = {
  meta: PageMeta;
  service: ServiceSchemaCopy;
  hero: HeroCopy;
  stats: readonly Stat[];
  campaigns: SectionCopy<Feature>;
  process: SectionCopy<ProcessStep>;
  related: SectionCopy<Cta>;
  closing: CtaBlock;
};

/** /services/ai-video-seo */
export type AiVideoSeoPage = {
  meta: PageMeta;
  service: ServiceSchemaCopy;
  hero: HeroCopy & { video: { mp4: string; webm: string; poster: string } };
  steps: SectionCopy<VideoStep>;
  deliverables: SectionCopy<Feature>;
  differentiators: SectionCopy<Feature>;
  closing: CtaBlock;
};

/** /services/{slug} for the statically known service slugs. */
export type ServiceDetailPage = {
  slug: string;
  name: string;
  meta: PageMeta;
  hero: { eyebrow: string; title: string; intro: string };
  included: SectionCopy<Feature>;
  process: SectionCopy<ProcessStep>;
  idealFor: { title: string; items: readonly string[] };
  closing: CtaBlock;
};

/* ---------- Florida landing page (/florida) ---------- */

/** A platform we run campaigns on: a text badge, deliberately not a certification claim. */
export type PlatformBadge = { name: string; detail: string; icon: Icon };

/** /florida: the storm-marketing landing page, with its own header, footer and lead form. */
export type FloridaPage = {
  meta: PageMeta;
  header: { callLabel: string };
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    callLabel: string;
    contactLabel: string;
    rating: string;
    stats: readonly Stat[];
  };
  about: SectionCopy<Metric> & { body: string; marketsLabel: string; markets: readonly string[]; seasonNote: string };
  services: SectionCopy<Feature>;
  testimonials: SectionCopy<Testimonial>;
  whyChoose: SectionCopy<Feature>;
  closing: CtaBlock & { platformsLabel: string; platformsNote: string; platforms: readonly PlatformBadge[] };
  contact: { eyebrow: string; title: string; intro: string; promises: readonly string[]; reply: string };
  footer: {
    blurb: string;
    officeLabel: string;
    quickLinksLabel: string;
    quickLinks: readonly NavItem[];
    emergencyLabel: string;
    emergencyServices: readonly string[];
    /** Fixed by the spec (section 9): this page's footer shows 2024, not the current year. */
    copyrightYear: number;
  };
  floating: { label: string; href: string; ariaLabel: string };
  /** Names used in the page's ProfessionalService structured data. */
  schema: { name: string; serviceTypes: readonly string[] };
};
