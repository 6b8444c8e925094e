/**
 * Cache tags for blog data. Each cached read carries the tags of what it shows, and each change
 * invalidates only the tags it changed (lib/posts/changed.ts), so editing one post's text leaves
 * /blog and every other post cached unless they show that post.
 */
export const TAGS = {
  /**
   * Which posts are public, in what order, under which topics and authors: what every list
   * page, topic and author page shows, which slugs exist, and which posts are related.
   */
  listing: 'posts:listing',
  /** Every public post's title, dates and description: the feeds, the sitemap and llms.txt. */
  index: 'posts:index',
  /** One post's page: all its fields. */
  post: (slug: string) => `post:${slug}`,
  /** One post's card wherever a list shows it: all but its text and modified date. */
  card: (slug: string) => `card:${slug}`,
  /** Manual redirects and the old slugs of public posts. */
  redirects: 'redirects',
} as const;

export const BLOG_REVALIDATE_SECONDS = 300;
export const BLOG_PAGE_SIZE = 10;
