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

/** A team member's posts from a newest-first list, in its order: their author page's posts. */
export function postsByAuthor<P extends { author: string }>(posts: readonly P[], name: string): P[] {
  const wanted = normalizeAuthorName(name);
  return posts.filter((post) => normalizeAuthorName(post.author) === wanted);
}
