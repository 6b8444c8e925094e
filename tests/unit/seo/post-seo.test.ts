import { blogCopy } from '@/content/blog';
import { llmsDocument, renderLlmsTxt } from '@/lib/llms';
import { NO_SEO_FIELDS } from '@/lib/posts/seo-fields';
import { buildRss } from '@/lib/rss';
import { blogPostingSchema } from '@/lib/seo/blog-schema';
import { pageMetadata } from '@/lib/seo/metadata';
import { isIndexedPost, postMetadataOverrides } from '@/lib/seo/post-seo';

const origin = 'http://localhost:3000';
const post = {
  title: 'Storm season checklist',
  slug: 'storm-season-checklist',
  excerpt: 'What to prepare before the first named storm.',
  author: 'Jane Writer',
  imageUrl: '/blog/storm.svg',
  tags: ['seo'],
  createdAt: '2025-03-05T00:00:00.000Z',
  updatedAt: '2025-03-06T00:00:00.000Z',
  ...NO_SEO_FIELDS,
};
const seo = {
  metaTitle: 'Hurricane prep for roofers: the 2026 checklist',
  metaDescription: 'Twelve things Florida roofers should set up before June so their ads, listings and phones are ready when the first storm lands.',
  canonicalUrl: 'https://insights.example.com/storm-checklist',
  noindex: true,
  socialImageUrl: '/media/card.webp',
};
const head = (input: typeof post, preview = false) =>
  pageMetadata({ title: input.title, description: input.excerpt, path: `/blog/${input.slug}`, type: 'article', image: null, ...postMetadataOverrides(input, preview) });

describe("a post's page metadata", () => {
  it('uses what the page used before when no field is set', () => {
    const meta = head(post);
    expect(meta.title).toBe(post.title);
    expect(meta.description).toBe(post.excerpt);
    expect(meta.alternates?.canonical).toBe(`${origin}/blog/${post.slug}`);
    expect(meta.robots).toEqual({ index: true, follow: true });
    // No image: the route's generated opengraph-image stays the card.
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta.twitter).not.toHaveProperty('images');
  });

  it('uses every field that is set', () => {
    const meta = head({ ...post, ...seo });
    expect(meta.title).toEqual({ absolute: seo.metaTitle });
    expect(meta.description).toBe(seo.metaDescription);
    expect(meta.alternates?.canonical).toBe(seo.canonicalUrl);
    expect(meta.openGraph).toMatchObject({ url: seo.canonicalUrl, title: seo.metaTitle, description: seo.metaDescription });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect((meta.openGraph?.images as { url: string }[])[0]?.url).toBe(`${origin}/media/card.webp`);
    expect(meta.twitter).toMatchObject({ images: [`${origin}/media/card.webp`] });
  });

  it('never indexes a draft preview', () => {
    expect(head(post, true).robots).toEqual({ index: false, follow: true });
  });
});

describe("a post's BlogPosting", () => {
  it('keeps its defaults without fields', () => {
    expect(blogPostingSchema(post)).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      url: `${origin}/blog/${post.slug}`,
      mainEntityOfPage: `${origin}/blog/${post.slug}`,
      image: `${origin}/blog/storm.svg`,
    });
    expect(blogPostingSchema({ ...post, imageUrl: null }).image).toBe(`${origin}${blogCopy.defaultImage}`);
  });

  it('takes the description, canonical URL and social image; the headline stays the title', () => {
    expect(blogPostingSchema({ ...post, ...seo })).toMatchObject({
      headline: post.title,
      description: seo.metaDescription,
      url: seo.canonicalUrl,
      mainEntityOfPage: seo.canonicalUrl,
      image: `${origin}/media/card.webp`,
    });
  });
});

describe('which posts the sitemap and llms.txt list', () => {
  it.each([
    ['a post without fields', {}, true],
    ['a noindex post', { noindex: true }, false],
    ['a post canonical elsewhere', { canonicalUrl: 'https://insights.example.com/a' }, false],
    ['a post canonical to itself', { canonicalUrl: `${origin}/blog/${post.slug}/` }, true],
  ])('%s: %p', (_label, fields, listed) => {
    expect(isIndexedPost({ ...post, ...fields })).toBe(listed);
  });
});

describe('the feeds', () => {
  it('describe a post by its meta description when set, else its excerpt', () => {
    const xml = buildRss({ siteUrl: origin, items: [{ ...post, ...seo }, { ...post, slug: 'other' }] });
    const descriptions = [...xml.matchAll(/<item>[\s\S]*?<description>(.*?)<\/description>/g)].map((match) => match[1]);
    expect(descriptions).toEqual([seo.metaDescription, post.excerpt]);
  });
});

describe('llms.txt posts', () => {
  it('lists the posts it is given under "Blog posts", before Optional, one line each', () => {
    const text = renderLlmsTxt(llmsDocument([{ title: 'A [bracketed]\ntitle', path: '/blog/a', description: 'Line one\nline two' }]), (path) => `https://www.example.com${path}`);
    expect(text.match(/^## .+$/gm)?.slice(-2)).toEqual(['## Blog posts', '## Optional']);
    expect(text).toContain('- [A \\[bracketed\\] title](https://www.example.com/blog/a): Line one line two\n');
  });
});
