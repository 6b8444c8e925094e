import { draftFields, draftImage, draftKey, parseDraft, postFields, sameFields, serializeDraft, type DraftFields } from '@/lib/posts/draft';
import type { Post } from '@/lib/posts/types';

const post: Post = {
  id: '3f2c8a4e-9b1d-4c6e-8f0a-1b2c3d4e5f60',
  title: 'Storm ads that pay back',
  slug: 'storm-ads',
  excerpt: 'How storm-triggered campaigns convert.',
  content: '## Heading\n\nBody.',
  author: 'Marcus Delaney',
  imageUrl: null,
  tags: null,
  published: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('post drafts', () => {
  it('keeps one copy per post and one for a new post', () => {
    expect(draftKey(post.id)).toBe(`brightline:post-draft:${post.id}`);
    expect(draftKey()).toBe('brightline:post-draft:new');
  });

  it('reads the form as sent: repeated tags, the checkbox, absent fields as empty', () => {
    expect(draftFields({ id: post.id, title: 'T', slug: 's', content: 'C', tags: ['seo', 'paid-media'], published: 'on' })).toEqual({
      title: 'T',
      slug: 's',
      excerpt: '',
      content: 'C',
      author: '',
      imageUrl: '',
      imageWidth: '',
      imageHeight: '',
      publishAt: '',
      tags: ['seo', 'paid-media'],
      published: true,
      metaTitle: '',
      metaDescription: '',
      canonicalUrl: '',
      noindex: false,
      socialImageUrl: '',
    });
    expect(draftFields({ tags: 'seo' })).toMatchObject({ tags: ['seo'], published: false });
  });

  it('an untouched form equals the post it shows, so nothing is kept for it', () => {
    const form = { id: post.id, title: post.title, slug: post.slug, excerpt: post.excerpt, content: post.content, author: post.author, imageUrl: '' };
    expect(sameFields(draftFields({ ...form, published: 'on' }), postFields(post, 'Brightline Growth'))).toBe(true);
    expect(sameFields(draftFields(form), postFields(post, 'Brightline Growth'))).toBe(false);
    expect(sameFields(draftFields({ ...form, published: 'on', tags: 'seo' }), postFields(post, 'Brightline Growth'))).toBe(false);
    expect(sameFields(draftFields({ author: 'Brightline Growth' }), postFields(undefined, 'Brightline Growth'))).toBe(true);
  });

  it('round-trips through storage', () => {
    const fields: DraftFields = { ...postFields(post, 'x'), content: 'An hour of writing', tags: ['seo'] };
    const stored = parseDraft(serializeDraft(fields, new Date('2026-11-23T10:15:00Z')));
    expect(stored).toEqual({ version: 1, savedAt: '2026-11-23T10:15:00.000Z', fields });
  });

  it('keeps Publish at as the editor shows it (New York time), through storage and from the saved post', () => {
    const scheduled = { ...post, publishAt: '2026-11-24T14:30:00.000Z' };
    expect(postFields(scheduled, 'x').publishAt).toBe('2026-11-24T09:30');
    expect(draftFields({ publishAt: '2026-12-01T08:00' }).publishAt).toBe('2026-12-01T08:00');
    const fields: DraftFields = { ...postFields(scheduled, 'x'), publishAt: '2026-12-01T08:00' };
    expect(parseDraft(serializeDraft(fields, new Date('2026-11-23T10:15:00Z')))?.fields.publishAt).toBe('2026-12-01T08:00');
    expect(sameFields(fields, postFields(scheduled, 'x'))).toBe(false);
  });

  it('keeps an uploaded image’s size, so a restored copy still has it', () => {
    const uploaded = { ...post, imageUrl: '/media/abc.webp', imageWidth: 1600, imageHeight: 800 };
    const fields = postFields(uploaded, 'x');
    expect(fields).toMatchObject({ imageUrl: '/media/abc.webp', imageWidth: '1600', imageHeight: '800' });
    // The form sends the size beside the URL; the copy keeps both.
    const sent = draftFields({ title: 'T', imageUrl: '/media/def.webp', imageWidth: '1200', imageHeight: '900' });
    const restored = parseDraft(serializeDraft(sent, new Date('2026-11-23T10:15:00Z')))!.fields;
    expect(draftImage(restored)).toEqual({ url: '/media/def.webp', width: 1200, height: 900 });
    expect(sameFields({ ...sent, imageWidth: '', imageHeight: '' }, sent)).toBe(false);
    // No image, no size; a size without an image or a broken one is no size.
    expect(draftImage(postFields(post, 'x'))).toBeNull();
    expect(draftImage({ ...restored, imageUrl: ' ' })).toBeNull();
    expect(draftImage({ ...restored, imageWidth: '12.5' })).toBeNull();
    expect(draftImage({ ...restored, imageHeight: '' })).toBeNull();
  });

  it('restores a copy kept before Publish at existed, with the field empty', () => {
    const { publishAt: _absent, imageWidth: _width, imageHeight: _height, ...older } = postFields(post, 'x');
    const stored = parseDraft(JSON.stringify({ version: 1, savedAt: '2026-11-23T10:15:00Z', fields: older }));
    expect(stored?.fields).toEqual(postFields(post, 'x'));
    expect(stored?.fields.publishAt).toBe('');
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '[]',
    '{"version":2,"savedAt":"2026-11-23T10:15:00Z","fields":{}}',
    '{"version":1,"savedAt":"yesterday","fields":{}}',
    JSON.stringify({ version: 1, savedAt: '2026-11-23T10:15:00Z', fields: { ...postFields(post, 'x'), tags: [1] } }),
    JSON.stringify({ version: 1, savedAt: '2026-11-23T10:15:00Z', fields: { ...postFields(post, 'x'), published: 'yes' } }),
    JSON.stringify({ version: 1, savedAt: '2026-11-23T10:15:00Z', fields: { ...postFields(post, 'x'), title: undefined } }),
    JSON.stringify({ version: 1, savedAt: '2026-11-23T10:15:00Z', fields: { ...postFields(post, 'x'), publishAt: 5 } }),
  ])('ignores what it cannot trust (case %#)', (raw) => expect(parseDraft(raw)).toBeNull());
});
