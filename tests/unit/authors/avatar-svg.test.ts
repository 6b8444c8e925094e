/**
 * @jest-environment node
 *
 * The author avatar is SVG built as a string: a name with markup characters must still give a
 * well-formed image whose label is the name as written.
 */
jest.mock('@/lib/authors/public', () => ({
  authorBySlug: (slug: string) => (slug === 'ana' ? { slug, name: `Ana "A&B" <O'Neil>` } : null),
}));

import { JSDOM } from 'jsdom';
import { GET } from '@/app/(site)/blog/author/[slug]/avatar.svg/route';

it('escapes the name in the label and the initials', async () => {
  const response = await GET(new Request('http://localhost/blog/author/ana/avatar.svg'), { params: Promise.resolve({ slug: 'ana' }) });
  const doc = new new JSDOM('').window.DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.getAttribute('aria-label')).toBe(`Ana "A&B" <O'Neil>`);
});
