import { plainText, tokenizeInline } from '@/lib/ai-seo/inline';

describe('tokenizeInline', () => {
  it('splits links, strong and code from plain text', () => {
    expect(tokenizeInline('Read the [schema guide](/ai-seo/schema-for-ai-citation), add **one** `@id`.')).toEqual([
      { type: 'text', value: 'Read the ' },
      { type: 'link', value: 'schema guide', href: '/ai-seo/schema-for-ai-citation' },
      { type: 'text', value: ', add ' },
      { type: 'strong', value: 'one' },
      { type: 'text', value: ' ' },
      { type: 'code', value: '@id' },
      { type: 'text', value: '.' },
    ]);
  });

  it('leaves unmatched marks as text', () => {
    expect(tokenizeInline('5 * 3 [not a link] and `open')).toEqual([{ type: 'text', value: '5 * 3 [not a link] and `open' }]);
  });

  it('keeps markup inside code untouched', () => {
    expect(tokenizeInline('`<script type="application/ld+json">`')).toEqual([{ type: 'code', value: '<script type="application/ld+json">' }]);
  });
});

describe('plainText', () => {
  it('drops the marks and keeps the words', () => {
    expect(plainText('See **our** [guide](/x) on `robots.txt`.')).toBe('See our guide on robots.txt.');
  });
});
