import { SEO_ADVICE } from './seo-advice';

/**
 * The post editor's SEO panel. Labels use the names staff know from Yoast, Rank Math and Ghost
 * ('Meta title', 'Meta description'), and no two fields on the editor share a name: 'Meta title'
 * and the post's 'Title' differ as whole names.
 */
export const seoPanelCopy = {
  title: 'SEO',
  intro: 'How this post appears in search results and when shared. Every field is optional: an empty one uses the post’s own title, excerpt, address and generated card.',
  metaTitle: {
    label: 'Meta title',
    counter: '{count} of {max} characters',
    empty: 'Empty: results show the post title with the site name.',
    long: `Over ${SEO_ADVICE.titleMax} characters: results pages cut the rest.`,
  },
  metaDescription: {
    label: 'Meta description',
    counter: '{count} characters (aim for {min}–{max})',
    empty: 'Empty: results show the excerpt.',
    short: `Under ${SEO_ADVICE.descriptionMin} characters: results pages may write their own from the article.`,
    long: `Over ${SEO_ADVICE.descriptionMax} characters: results pages cut the rest.`,
  },
  canonicalUrl: {
    label: 'Canonical URL',
    hint: 'Only when the original of this article lives at another address (https://). Empty: this post’s own address. A post canonical elsewhere is left out of the sitemap and llms.txt.',
  },
  socialImageUrl: {
    label: 'Social sharing image',
    hint: 'Shown when the post is shared: a site path such as /blog/image.svg or an https:// URL, ideally 1200 × 630. Empty: the generated card with the post title.',
    placeholder: '/blog/image.svg or https://…',
  },
  noindex: {
    label: 'Hide from search engines (noindex)',
    hint: 'Search engines are asked not to list it, and it leaves the sitemap and llms.txt. It stays on the blog and in the feeds.',
  },
  searchPreview: {
    caption: 'Search result preview',
    untitled: 'Your title appears here',
    noDescription: 'Your description appears here.',
    hidden: 'noindex: search engines are asked not to show this result.',
  },
  socialPreview: { caption: 'Social card preview', imageAlt: 'The social sharing image', generated: 'Generated card' },
  /** The slug shown before one is typed. */
  slugPlaceholder: 'your-slug',
} as const;
