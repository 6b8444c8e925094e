import type { Person, ProfilePage } from 'schema-dts';
import { site } from '@/content/site';
import type { TeamMember } from '@/content/types';
import { absoluteUrl } from '@/lib/env';
import { authorPath, teamAuthor } from '@/lib/authors/public';
import { organizationId } from './schema';

/** The one node that is this person on every page (about page, author page, their posts). */
export const personId = (member: Pick<TeamMember, 'slug'>) => absoluteUrl(`${authorPath(member)}#person`);

/** A photo when there is one, else the initials avatar served beside the author page. */
export const personImage = (member: Pick<TeamMember, 'slug' | 'photo'>) =>
  absoluteUrl(member.photo?.src ?? `${authorPath(member)}/avatar.svg`);

export function personSchema(member: TeamMember): Person {
  return {
    '@type': 'Person',
    '@id': personId(member),
    name: member.name,
    jobTitle: member.role,
    description: member.bio,
    image: personImage(member),
    url: absoluteUrl(authorPath(member)),
    sameAs: member.profiles.map((profile) => profile.href),
    worksFor: { '@id': organizationId() },
  };
}

/** An author page: a profile page about the person (Google's ProfilePage structured data). */
export function profilePageSchema(member: TeamMember): ProfilePage {
  const url = absoluteUrl(authorPath(member));
  return { '@type': 'ProfilePage', '@id': `${url}#page`, url, name: member.name, mainEntity: { '@id': personId(member) } };
}

/**
 * A post's author: a team member is named by their Person's @id (with the name and URL that
 * Google reads, since it does not follow @id across pages); the agency itself by the
 * Organization node; anyone else by name alone.
 */
export function postAuthorSchema(name: string) {
  const member = teamAuthor(name);
  if (member) return { '@type': 'Person', '@id': personId(member), name: member.name, url: absoluteUrl(authorPath(member)) } satisfies Person;
  return name === site.name ? { '@id': organizationId() } : ({ '@type': 'Person', name } satisfies Person);
}
