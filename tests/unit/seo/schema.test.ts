import { blogCopy } from '@/content/blog';
import { site } from '@/content/site';
import { team } from '@/content/team';
import { blogPostingSchema } from '@/lib/seo/blog-schema';
import {
  aboutPageSchema,
  collectionPageSchema,
  contactPageSchema,
  servicePageSchemas,
  teamSchemas,
} from '@/lib/seo/marketing-schema';
import { breadcrumbSchema, breadcrumbTrail, schemaGraph } from '@/lib/seo/schema';

const origin = 'http://localhost:3000';
const linkKeys = new Set(['@id', 'url', 'item', 'mainEntityOfPage', 'image', 'logo']);

/** Every URL-valued property anywhere in a node. */
function links(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(links);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (linkKeys.has(key) && typeof value === 'string' ? [value] : links(value)));
}

const post = {
  title: 'Storm season checklist',
  slug: 'storm-season-checklist',
  excerpt: 'Ten things to set up before June.',
  author: 'Jane Writer',
  imageUrl: null,
  tags: ['weather-campaigns', 'seo'],
  createdAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-06T10:00:00.000Z',
};

describe('breadcrumbTrail', () => {
  it('starts at Home and names the sections from the navigation', () => {
    expect(breadcrumbTrail('/about')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'About', path: '/about' },
    ]);
    expect(breadcrumbTrail('/industries/roofers', 'Roofers')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Industries', path: '/industries' },
      { name: 'Roofers', path: '/industries/roofers' },
    ]);
  });

  it('lets the page name itself, even a section page', () => {
    expect(breadcrumbTrail('/ai-seo', 'AI SEO Hub').at(-1)).toEqual({ name: 'AI SEO Hub', path: '/ai-seo' });
    expect(breadcrumbTrail('/blog/a-post', 'A post').map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'A post']);
  });

  it('refuses a crumb it cannot name rather than printing a path', () => {
    expect(() => breadcrumbTrail('/industries/roofers')).toThrow('/industries/roofers');
    expect(() => breadcrumbTrail('/unknown-section/page', 'Page')).toThrow('/unknown-section');
  });
});

describe('breadcrumbSchema', () => {
  it('numbers the items from 1 and links each to an absolute URL', () => {
    expect(breadcrumbSchema(breadcrumbTrail('/services/paid-ads', 'Paid Ads'))).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${origin}/services` },
        { '@type': 'ListItem', position: 3, name: 'Paid Ads', item: `${origin}/services/paid-ads` },
      ],
    });
  });
});

describe('page schema builders', () => {
  it('give the contact page an absolute url and @id', () => {
    expect(contactPageSchema({ path: '/contact', name: 'Contact Us', description: 'Talk to us.' })).toEqual({
      '@type': 'ContactPage',
      '@id': `${origin}/contact#page`,
      url: `${origin}/contact`,
      name: 'Contact Us',
      description: 'Talk to us.',
    });
  });

  it('list a collection page’s entries in order', () => {
    const page = collectionPageSchema({ path: '/case-studies', name: 'Results', items: [{ name: 'A', description: 'a' }, { name: 'B', description: 'b' }] });
    expect(page.mainEntity).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, itemListElement: [{ position: 1, name: 'A' }, { position: 2, name: 'B' }] });
    expect(collectionPageSchema({ path: '/industries', name: 'Industries', about: ['SaaS'] }).about).toEqual([{ '@type': 'Thing', name: 'SaaS' }]);
  });

  it('credit the agency as the employer of every team member', () => {
    expect(teamSchemas(team)).toEqual(
      team.map((member) => expect.objectContaining({ '@type': 'Person', name: member.name, worksFor: { '@id': `${origin}/#organization` } })),
    );
  });

  it('write every URL and @id absolute on the site origin', () => {
    const nodes = [
      contactPageSchema({ path: '/contact', name: 'Contact', description: 'x' }),
      aboutPageSchema({ path: '/about', name: 'About' }),
      collectionPageSchema({ path: '/industries', name: 'Industries', about: ['SaaS'] }),
      ...teamSchemas(team),
      ...servicePageSchemas({ name: 'Emergency SEO', description: 'x', path: '/services/emergency-seo' }),
      blogPostingSchema(post),
      breadcrumbSchema(breadcrumbTrail('/blog/storm-season-checklist', post.title)),
    ];
    const urls = links(nodes);
    expect(urls.length).toBeGreaterThan(15);
    for (const url of urls) expect(url.startsWith(`${origin}/`)).toBe(true);
  });
});

describe('blogPostingSchema', () => {
  it('describes the post at its absolute URL with the default image when it has none', () => {
    expect(blogPostingSchema(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${origin}/blog/${post.slug}`,
      mainEntityOfPage: `${origin}/blog/${post.slug}`,
      image: `${origin}${blogCopy.defaultImage}`,
      author: { '@type': 'Person', name: 'Jane Writer' },
      datePublished: post.createdAt,
      keywords: 'weather-campaigns, seo',
    });
  });

  it('credits the Organization node when the agency is the author', () => {
    expect(blogPostingSchema({ ...post, author: site.name }).author).toEqual({ '@id': `${origin}/#organization` });
  });
});

describe('schemaGraph', () => {
  it('wraps nodes in one schema.org @graph', () => {
    expect(schemaGraph(aboutPageSchema({ path: '/about', name: 'About' }))).toMatchObject({ '@context': 'https://schema.org', '@graph': [{ '@type': 'AboutPage' }] });
  });
});
