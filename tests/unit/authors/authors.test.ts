import { site } from '@/content/site';
import { team } from '@/content/team';
import { authorBySlug, postsByAuthor, teamAuthor } from '@/lib/authors/public';
import { personSchema, postAuthorSchema, profilePageSchema } from '@/lib/seo/author-schema';
import { blogPostingSchema } from '@/lib/seo/blog-schema';
import { teamSchemas } from '@/lib/seo/marketing-schema';
import { SLUG_PATTERN } from '@/lib/posts/params';
import { postFormSchema } from '@/lib/posts/schema';

const origin = 'http://localhost:3000';
const priya = team.find((member) => member.name === 'Priya Raman')!;

describe('teamAuthor (who wrote a post)', () => {
  it('matches a team member by exact name, ignoring case and stray spaces', () => {
    expect(teamAuthor('Priya Raman')).toBe(priya);
    expect(teamAuthor('priya raman')).toBe(priya);
    expect(teamAuthor('  PRIYA   Raman ')).toBe(priya);
    expect(teamAuthor(site.founder.name)?.slug).toBe('marcus-delaney');
  });

  it('never credits a colleague for a partial or different name', () => {
    for (const name of ['Priya', 'Raman', 'Priya R.', 'Priya Raman-Shah', 'Dr Priya Raman', 'P. Raman', '', '   ', site.name]) {
      expect(teamAuthor(name)).toBeNull();
    }
  });
});

describe('team content for author pages', () => {
  it('gives every member a unique, URL-safe slug and https profile links', () => {
    expect(new Set(team.map((member) => member.slug)).size).toBe(team.length);
    for (const member of team) {
      expect(member.slug).toMatch(SLUG_PATTERN);
      expect(authorBySlug(member.slug)).toBe(member);
      expect(member.profiles.length).toBeGreaterThan(0);
      for (const profile of member.profiles) expect(new URL(profile.href).protocol).toBe('https:');
    }
    expect(authorBySlug('nobody')).toBeUndefined();
  });

  it('keeps /blog/author for the author pages: no post may take the slug', () => {
    const post = { title: 'T', excerpt: 'E', content: 'Body', author: '', imageUrl: '', published: 'on' };
    expect(postFormSchema.safeParse({ ...post, slug: 'author' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...post, slug: 'authors' }).success).toBe(true);
  });
});

describe('postsByAuthor', () => {
  const post = (author: string, n: number) => ({ author, slug: `post-${n}` });
  const index = [
    ...Array.from({ length: 12 }, (_, n) => post(n % 2 ? 'Priya Raman' : 'priya raman ', n)),
    post(site.name, 100),
    post('Priya', 101),
  ];

  it('keeps one author’s posts in the index’s order, and nobody else’s', () => {
    expect(postsByAuthor(index, 'Priya Raman').map((p) => p.slug)).toEqual(index.slice(0, 12).map((p) => p.slug));
  });

  it('finds nothing for an author without posts', () => {
    expect(postsByAuthor(index, 'Jordan Ellis')).toEqual([]);
  });
});

describe('Person JSON-LD', () => {
  it('describes a team member with a stable @id, role, image, profiles and employer', () => {
    expect(personSchema(priya)).toEqual({
      '@type': 'Person',
      '@id': `${origin}/blog/author/priya-raman#person`,
      name: 'Priya Raman',
      jobTitle: priya.role,
      description: priya.bio,
      image: `${origin}/blog/author/priya-raman/avatar.svg`,
      url: `${origin}/blog/author/priya-raman`,
      sameAs: priya.profiles.map((profile) => profile.href),
      worksFor: { '@id': `${origin}/#organization` },
    });
  });

  it('uses a photo when the member has one', () => {
    expect((personSchema({ ...priya, photo: { src: '/team/priya.webp', alt: 'Priya Raman' } }) as { image?: string }).image).toBe(`${origin}/team/priya.webp`);
  });

  it('is the same node on the about page as on the author page', () => {
    expect(teamSchemas(team).map((node) => (node as { '@id': string })['@id'])).toEqual(
      team.map((member) => `${origin}/blog/author/${member.slug}#person`),
    );
  });

  it('puts the person at the centre of the author page’s ProfilePage', () => {
    expect(profilePageSchema(priya)).toEqual({
      '@type': 'ProfilePage',
      '@id': `${origin}/blog/author/priya-raman#page`,
      url: `${origin}/blog/author/priya-raman`,
      name: 'Priya Raman',
      mainEntity: { '@id': `${origin}/blog/author/priya-raman#person` },
    });
  });
});

describe('a post’s author in its BlogPosting', () => {
  const post = {
    title: 'Storm season checklist',
    slug: 'storm-season-checklist',
    excerpt: 'Ten things to set up before June.',
    imageUrl: null,
    tags: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
  };

  it('names a team member’s Person by @id, with the name and URL Google reads', () => {
    expect(blogPostingSchema({ ...post, author: 'priya raman' }).author).toEqual({
      '@type': 'Person',
      '@id': `${origin}/blog/author/priya-raman#person`,
      name: 'Priya Raman',
      url: `${origin}/blog/author/priya-raman`,
    });
  });

  it('keeps a plain name for anyone else and the Organization for the agency', () => {
    expect(postAuthorSchema('Guest Writer')).toEqual({ '@type': 'Person', name: 'Guest Writer' });
    expect(postAuthorSchema(site.name)).toEqual({ '@id': `${origin}/#organization` });
  });
});
