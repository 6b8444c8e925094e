import { site } from './site';

/** Blog categories: the sidebar's "Popular Topics", each backed by one post tag. */
export type BlogCategory = { slug: string; title: string; description: string; tag: string };

export const blogCategories = [
  {
    slug: 'seo',
    title: 'SEO',
    description: 'Technical and content SEO for the era of AI answers: what still moves rankings, and what now moves citations.',
    tag: 'seo',
  },
  {
    slug: 'paid-media',
    title: 'Paid Media',
    description: 'Google, Meta and local service ads for home-service firms: budgets, bidding and the campaigns that pay back fastest.',
    tag: 'paid-media',
  },
  {
    slug: 'weather-campaigns',
    title: 'Weather Campaigns',
    description: 'Storm-triggered advertising and emergency SEO: how to be the first call when hail, wind or flooding hits a market.',
    tag: 'weather-campaigns',
  },
  {
    slug: 'case-studies',
    title: 'Case Studies',
    description: 'What we did, what it cost and what it returned: campaign breakdowns from roofing, restoration and B2B clients.',
    tag: 'case-studies',
  },
  {
    slug: 'lead-generation',
    title: 'Lead Generation',
    description: 'Forms, call tracking, speed-to-lead and qualification: turning ad clicks and AI citations into booked jobs.',
    tag: 'lead-generation',
  },
  {
    slug: 'local-marketing',
    title: 'Local Marketing',
    description: 'Google Business Profile, map pack rankings, reviews and service-area pages for businesses that win on proximity.',
    tag: 'local-marketing',
  },
] as const satisfies readonly BlogCategory[];

export const blogCopy = {
  title: 'Blog',
  eyebrow: 'The Brightline blog',
  categoryEyebrow: 'Blog topic',
  heading: 'Insights on AI Search, Storm Marketing & Paid Media',
  description:
    'Field notes from our strategists: getting cited by AI assistants, running storm-triggered campaigns and turning paid media into booked jobs.',
  keywords: ['AI SEO blog', 'storm marketing tips', 'paid media for contractors', 'local SEO', 'lead generation'],
  pageKeywords: ['AI SEO blog', 'storm marketing', 'paid media'],
  /** Added to a category's own title in its keywords. */
  brandKeyword: `${site.name} blog`,
  readMore: 'Read More',
  defaultImage: '/blog/default.svg',
  empty: 'No blog posts found.',
  notFoundTitle: 'Post Not Found',
  notFoundBody: "The blog post you're looking for doesn't exist or has been removed.",
  feed: {
    title: `${site.name} blog`,
    path: '/blog/rss.xml',
    description: 'AI search optimisation, storm-season emergency marketing and paid media for growing businesses.',
  },
  /** The generated share image of a post, or of a post that cannot be read. */
  socialCard: { alt: `${site.name} blog post`, eyebrow: `${site.name} blog` },
  sidebar: {
    scheduler: 'Thirty minutes with a strategist: where you stand in AI search and what to fix first.',
    newsletter: 'New guides and storm-season playbooks, straight to your inbox.',
  },
  authorBio: `${site.founder.name} is the ${site.founder.role} of ${site.name} (formerly ${site.formerName}). He has spent more than 15 years building search and paid media programmes, from storm-response campaigns for Florida contractors to AI search strategies for national brands.`,
  /** At the end of a post: up to three others on the same topics, newest first. */
  related: { title: 'Keep reading', intro: 'More from our strategists on the same topics.' },
  strategyBanner: {
    title: 'Want results like these for your business?',
    text: 'Book a free 30-minute strategy call. We will show you where you stand in AI search and which campaigns would pay back first.',
  },
  relatedGuides: [
    { to: '/ai-seo', label: 'The AI SEO Hub' },
    { to: '/ai-seo/llm-crawlability', label: 'LLM Crawlability Guide' },
    { to: '/ai-seo/ai-overviews', label: 'Winning Google AI Overviews' },
  ],
} as const;

/** The blog search page and the sidebar's search box. */
export const blogSearchCopy = {
  title: 'Search the Blog',
  eyebrow: 'Blog search',
  heading: 'Search the Blog',
  intro: 'Find articles on AI search, storm marketing, paid media and lead generation.',
  description: 'Search every Brightline Growth article on AI search, storm marketing, paid media and lead generation.',
  boxTitle: 'Search the Blog',
  label: 'Search articles',
  placeholder: 'e.g. storm ads',
  button: 'Search',
  prompt: 'Type a word or phrase in the search box to look through every article. Put a phrase in "quotes" to match it exactly, or put a minus sign before a word to leave it out.',
  noResults: (query: string) => `No posts match "${query}"`,
  noResultsHint: 'Try fewer or different words, or browse a topic:',
  tooLong: (max: number) => `That search is too long. Please use at most ${max} characters.`,
  resultCount: (total: number, query: string) => `${total} ${total === 1 ? 'post matches' : 'posts match'} "${query}"`,
  resultsLabel: 'Search results',
  unavailable: 'Search is unavailable right now. Please try again in a moment, or browse the topics in the sidebar.',
} as const;
