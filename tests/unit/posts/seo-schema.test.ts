import { postFormSchema } from '@/lib/posts/schema';
import { draftFields, parseDraft, postFields, sameFields, serializeDraft } from '@/lib/posts/draft';

const valid = { title: 'T', slug: 'a-post', excerpt: 'E', content: 'Body', author: '', imageUrl: '', published: 'on' };
const errors = (values: Record<string, string>) => {
  const result = postFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('post SEO fields: the form rules', () => {
  it('reads every field, trimmed, on one line', () => {
    expect(
      postFormSchema.parse({
        ...valid,
        metaTitle: '  Storm ads\nthat pay  ',
        metaDescription: ' A description. ',
        canonicalUrl: ' https://insights.example.com/storm-ads ',
        noindex: 'on',
        socialImageUrl: '/media/abc.webp',
      }),
    ).toMatchObject({
      metaTitle: 'Storm ads that pay',
      metaDescription: 'A description.',
      canonicalUrl: 'https://insights.example.com/storm-ads',
      noindex: true,
      socialImageUrl: '/media/abc.webp',
    });
  });

  it('saves empty fields as nothing set', () => {
    expect(postFormSchema.parse({ ...valid, metaTitle: '   ', metaDescription: '', canonicalUrl: '', socialImageUrl: '' })).toMatchObject({
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
      noindex: false,
      socialImageUrl: null,
    });
  });

  it.each([
    'http://example.com/a',
    '/blog/a-post',
    'https://',
    'https://localhost/a',
    'javascript:alert(1)',
    'https://exa mple.com',
    'ftp://example.com',
    // What the redirect rules refused and the canonical field took (issue 35).
    'https://user:password@example.com/a',
    'https://evil.example\\@good.example/',
    'https://203.0.113.7/a',
    'https://[2001:db8::1]/a',
  ])(
    'refuses the canonical URL %p with a clear message',
    (canonicalUrl) => {
      expect(errors({ canonicalUrl }).canonicalUrl).toBe('Use a full https:// address, such as https://example.com/article, or leave it empty');
    },
  );

  it.each(['//evil.example/a.png', 'javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AAAA'])('refuses the social image %p like the featured image', (socialImageUrl) => {
    expect(errors({ socialImageUrl }).socialImageUrl).toBe('Use a site path such as /blog/image.svg or an https:// URL');
  });

  it('caps the lengths the table caps', () => {
    expect(errors({ metaTitle: 'x'.repeat(121) }).metaTitle).toMatch(/under 120/);
    expect(errors({ metaDescription: 'x'.repeat(321) }).metaDescription).toMatch(/under 320/);
    expect(errors({ metaTitle: 'x'.repeat(120), metaDescription: 'x'.repeat(320) })).toEqual({});
  });
});

describe('post SEO fields: the browser draft', () => {
  const form = { title: 'T', slug: 's', metaTitle: 'M', metaDescription: 'D', canonicalUrl: 'https://a.example/x', noindex: 'on', socialImageUrl: '/media/a.webp' };

  it('keeps them through storage', () => {
    const fields = draftFields(form);
    expect(fields).toMatchObject({ metaTitle: 'M', metaDescription: 'D', canonicalUrl: 'https://a.example/x', noindex: true, socialImageUrl: '/media/a.webp' });
    expect(parseDraft(serializeDraft(fields, new Date()))?.fields).toEqual(fields);
  });

  it('counts a change to any of them as unsaved', () => {
    const saved = postFields(undefined, 'Brightline Growth');
    const base = { author: 'Brightline Growth' };
    expect(sameFields(draftFields(base), saved)).toBe(true);
    for (const [name, value] of Object.entries({ metaTitle: 'M', metaDescription: 'D', canonicalUrl: 'https://a.example/x', noindex: 'on', socialImageUrl: '/a.png' })) {
      expect(sameFields(draftFields({ ...base, [name]: value }), saved)).toBe(false);
    }
  });

  it('still offers a copy stored before the fields existed', () => {
    const old = JSON.stringify({
      version: 1,
      savedAt: '2026-11-01T00:00:00.000Z',
      fields: { title: 'T', slug: 's', excerpt: '', content: 'C', author: 'A', imageUrl: '', tags: [], published: false },
    });
    expect(parseDraft(old)?.fields).toMatchObject({ title: 'T', metaTitle: '', noindex: false });
  });
});
