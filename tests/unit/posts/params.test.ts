import { isValidSlug, parsePageNumber } from '@/lib/posts/params';

describe('blog route parameters', () => {
  it.each(['storm-ads', 'a', 'ai-seo-2026', 'x'.repeat(120)])('accepts slug %s', (slug) => expect(isValidSlug(slug)).toBe(true));
  it.each(['', 'Storm', 'a--b', '-a', 'a-', 'a_b', 'a b', '%2e%2e', '..', 'a/b', 'é', 'x'.repeat(121), "a'or'1"])(
    'rejects slug %p',
    (slug) => expect(isValidSlug(slug)).toBe(false),
  );
  it.each([['1', 1], ['2', 2], ['999999', 999999]] as const)('parses page %s', (raw, n) => expect(parsePageNumber(raw)).toBe(n));
  it.each(['0', '-1', '01', '1e3', 'abc', '1.5', '', '9999999', ' 2', 'Infinity', 'NaN'])('rejects page %p', (raw) =>
    expect(parsePageNumber(raw)).toBeNull(),
  );
});
