import { team } from '@/content/team';
import type { TeamMember } from '@/content/types';

export type Author = (typeof team)[number];

/**
 * How a post's free-text author is compared with the team: surrounding and repeated spaces are
 * ignored and letters compared without case. Staff type the name by hand, so "priya raman" is
 * plainly Priya; anything looser (first names, initials, "Priya R.") could credit a guest
 * writer's post to a colleague, and the byline, the author page and the JSON-LD would then say
 * so to search engines.
 */
export function normalizeAuthorName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** The team member who wrote a post, or null for anyone else (who keeps a plain byline). */
export function teamAuthor(name: string, members: readonly TeamMember[] = team): TeamMember | null {
  const wanted = normalizeAuthorName(name);
  if (!wanted) return null;
  return members.find((member) => normalizeAuthorName(member.name) === wanted) ?? null;
}

/** A team member by their author page's slug; undefined for anything else (a 404). */
export function authorBySlug(slug: string): Author | undefined {
  return team.find((member) => member.slug === slug);
}

export const authorPath = (member: Pick<TeamMember, 'slug'>) => `/blog/author/${member.slug}`;

/** One page of a team member's published posts, newest first as the index is, paged like /blog. */
export function authorPostsPage<P extends { author: string }>(index: readonly P[], name: string, page: number, pageSize: number) {
  const wanted = normalizeAuthorName(name);
  const posts = index.filter((post) => normalizeAuthorName(post.author) === wanted);
  return {
    posts: posts.slice((page - 1) * pageSize, page * pageSize),
    total: posts.length,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(posts.length / pageSize)),
  };
}

/** The author pages that posts by these names appear on, each once: what a save must revalidate. */
export function authorTagSlugs(names: readonly (string | undefined)[]): string[] {
  return [...new Set(names.map((name) => (name ? teamAuthor(name)?.slug : undefined)).filter((slug): slug is string => Boolean(slug)))];
}
