import { MAX_TAG_LENGTH, MAX_TAGS, POST_LIMITS } from '@/lib/posts/limits';
import { normalizeTags, postFormSchema, slugify } from '@/lib/posts/schema';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Storm   Season 2026!  ', 'storm-season-2026'],
    ['AI & SEO: What’s Next?', 'ai-seo-whats-next'],
    ['multiple --- hyphens', 'multiple-hyphens'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['Café crème brûlée', 'cafe-creme-brulee'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['!!!', ''],
  ])('%p → %p', (title, slug) => expect(slugify(title)).toBe(slug));

  it('never exceeds 120 characters or ends with a hyphen', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('normalizeTags', () => {
  it('trims, drops empty and duplicate tags', () => {
    expect(normalizeTags([' seo ', '', 'SEO', 'paid-media', '  ', 'paid-media'])).toEqual(['seo', 'paid-media']);
  });
});

describe('postFormSchema', () => {
  const valid = { title: 'T', slug: 'a-post', excerpt: 'E', content: 'Body', author: '', imageUrl: '', published: 'on' };

  it('parses a valid form, defaulting author and saving no tags as null', () => {
    expect(postFormSchema.parse(valid)).toEqual({
      title: 'T',
      slug: 'a-post',
      excerpt: 'E',
      content: 'Body',
      author: 'Brightline Growth',
      imageUrl: null,
      imageWidth: null,
      imageHeight: null,
      tags: null,
      published: true,
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
      noindex: false,
      socialImageUrl: null,
      publishAt: null,
    });
  });

  it('reads Publish at as New York time and stores it in UTC; refuses what is not a date and time', () => {
    expect(postFormSchema.parse({ ...valid, publishAt: '2026-11-24T09:30' }).publishAt).toBe('2026-11-24T14:30:00.000Z');
    expect(postFormSchema.parse({ ...valid, publishAt: '  ' }).publishAt).toBeNull();
    for (const bad of ['tomorrow', '2026-02-30T09:00', '2026-11-24', '2026-11-24T25:00', `2026-11-24T09:30${'0'.repeat(100)}`]) {
      const result = postFormSchema.safeParse({ ...valid, publishAt: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['publishAt'], message: 'Enter a date and time, such as 2026-11-24 09:30' });
    }
  });

  it('takes publish times from 1970 to 2100 and names the range otherwise (year 9999 failed in Postgres)', () => {
    expect(postFormSchema.parse({ ...valid, publishAt: '1970-01-01T00:00' }).publishAt).toBe('1970-01-01T05:00:00.000Z');
    expect(postFormSchema.parse({ ...valid, publishAt: '2100-12-31T23:59' }).publishAt).toBe('2101-01-01T04:59:00.000Z');
    for (const bad of ['9999-12-31T23:59', '1969-12-31T23:59', '2101-01-01T00:00', '1000-01-01T00:00']) {
      const result = postFormSchema.safeParse({ ...valid, publishAt: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['publishAt'], message: 'Choose a date between 1970 and 2100.' });
    }
  });

  it('reads an uploaded image size as whole pixels, and anything else as no size', () => {
    expect(postFormSchema.parse({ ...valid, imageUrl: '/media/a.webp', imageWidth: '1600', imageHeight: '900' })).toMatchObject({ imageWidth: 1600, imageHeight: 900 });
    for (const bad of ['0', '-5', '1.5', '1e3', ' ', 'abc', '10001', '099']) {
      expect(postFormSchema.parse({ ...valid, imageWidth: bad, imageHeight: bad })).toMatchObject({ imageWidth: null, imageHeight: null });
    }
  });

  it('keeps tags from repeated fields, normalised', () => {
    expect(postFormSchema.parse({ ...valid, tags: ['seo', ' seo', 'local'] }).tags).toEqual(['seo', 'local']);
  });

  it('says which required field is missing with the spec’s messages', () => {
    const result = postFormSchema.safeParse({ ...valid, title: ' ', slug: '', excerpt: '', content: '  ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Title is required', 'Slug is required', 'Excerpt is required', 'Content is required']));
  });

  it.each(['javascript:alert(1)', 'http://insecure.example/a.png', '//evil.example/x.png', 'data:image/png;base64,AAA', '/a b.png'])(
    'rejects image URL %p',
    (imageUrl) => expect(postFormSchema.safeParse({ ...valid, imageUrl }).success).toBe(false),
  );

  it.each(['/blog/a.svg', 'https://cdn.example/img.png'])('accepts image URL %p', (imageUrl) => {
    expect(postFormSchema.parse({ ...valid, imageUrl }).imageUrl).toBe(imageUrl);
  });

  it.each(['Bad Slug', 'page', 'category', 'a--b'])('rejects slug %p', (slug) => {
    expect(postFormSchema.safeParse({ ...valid, slug }).success).toBe(false);
  });

  it('treats a missing checkbox as a draft', () => {
    expect(postFormSchema.parse({ ...valid, published: undefined }).published).toBe(false);
  });
});

describe('postFormSchema and control characters', () => {
  it('drops NUL characters that Postgres cannot store', () => {
    const parsed = postFormSchema.parse({ title: 'A\u0000B', slug: 'a-b', excerpt: 'e', content: 'x\u0000y', tags: ['t\u0000'] });
    expect(parsed).toMatchObject({ title: 'AB', content: 'xy', tags: ['t'] });
  });
});

describe('the editor\'s maxLength is what the save accepts', () => {
  const valid = { title: 'T', slug: 'a-post', excerpt: 'E', content: 'Body', author: '', imageUrl: '', published: 'on' };
  const sized = (name: keyof typeof POST_LIMITS, length: number) =>
    name === 'slug' ? 'a'.repeat(length) : name === 'imageUrl' ? `/${'a'.repeat(length - 1)}` : 'x'.repeat(length);

  it.each(Object.keys(POST_LIMITS) as (keyof typeof POST_LIMITS)[])('%s: the limit passes, one more is refused', (name) => {
    expect(postFormSchema.safeParse({ ...valid, [name]: sized(name, POST_LIMITS[name]) }).error?.issues).toBeUndefined();
    expect(postFormSchema.safeParse({ ...valid, [name]: sized(name, POST_LIMITS[name] + 1) }).success).toBe(false);
  });

  it('tags: MAX_TAGS of MAX_TAG_LENGTH characters pass, a longer tag or one more tag is refused', () => {
    const tags = Array.from({ length: MAX_TAGS }, (_, i) => `${i}`.padEnd(MAX_TAG_LENGTH, 'x'));
    expect(postFormSchema.parse({ ...valid, tags }).tags).toHaveLength(MAX_TAGS);
    expect(postFormSchema.safeParse({ ...valid, tags: [...tags.slice(1), 'y'.repeat(MAX_TAG_LENGTH + 1)] }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, tags: [...tags, 'one-more'] }).success).toBe(false);
  });
});
