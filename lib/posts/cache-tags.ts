/** Cache tags for blog data; every mutation revalidates the ones it touched. */
export const TAGS = {
  posts: 'posts',
  post: (slug: string) => `post:${slug}`,
  redirects: 'redirects',
  /** An author page (team members only), by its slug. */
  author: (slug: string) => `author:${slug}`,
} as const;

export const BLOG_REVALIDATE_SECONDS = 300;
export const BLOG_PAGE_SIZE = 10;
