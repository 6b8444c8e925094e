import { breadcrumbUrl, descriptionAdvice, isIndexable, searchDescription, searchTitle, titleAdvice, truncateSnippet } from '@/lib/posts/seo-fields';

describe('truncateSnippet: where a results page cuts', () => {
  it('leaves text that fits alone, whitespace collapsed', () => {
    expect(truncateSnippet('  Storm ads\n that pay  ', 60)).toBe('Storm ads that pay');
    expect(truncateSnippet('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  it('cuts longer text at the last word boundary before the limit, with an ellipsis', () => {
    const title = 'Hurricane marketing for Florida roofers: the complete 2026 playbook for storm season';
    const cut = truncateSnippet(title, 60);
    expect(cut).toBe('Hurricane marketing for Florida roofers: the complete 2026…');
    expect(cut.length).toBeLessThanOrEqual(61);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncateSnippet('One two three, four five six seven', 15)).toBe('One two three…');
  });

  it('cuts one very long word mid-word rather than showing nothing', () => {
    expect(truncateSnippet(`a ${'b'.repeat(200)}`, 160)).toBe(`a ${'b'.repeat(158)}…`);
  });

  it('cuts a description at about 160 characters', () => {
    const description = 'word '.repeat(60);
    const cut = truncateSnippet(description, 160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
  });
});

describe('advice', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(60), 'ok'],
    ['x'.repeat(61), 'long'],
  ])('meta title %p → %p', (value, advice) => expect(titleAdvice(value)).toBe(advice));

  it.each([
    ['', 'empty'],
    ['x'.repeat(69), 'short'],
    ['x'.repeat(70), 'ok'],
    ['x'.repeat(160), 'ok'],
    ['x'.repeat(161), 'long'],
  ])('meta description of %p → %p', (value, advice) => expect(descriptionAdvice(value)).toBe(advice));
});

describe('fallbacks', () => {
  const post = { title: 'T', excerpt: 'E' };
  it('use the post title and excerpt unless the fields are set', () => {
    expect([searchTitle(post), searchDescription(post)]).toEqual(['T', 'E']);
    expect([searchTitle({ ...post, metaTitle: ' M ' }), searchDescription({ ...post, metaDescription: 'D' })]).toEqual(['M', 'D']);
    expect(searchTitle({ ...post, metaTitle: '  ' })).toBe('T');
  });

  it('shows a URL as a results page does', () => {
    expect(breadcrumbUrl('https://www.brightlinegrowth.com', '/blog/storm-ads')).toBe('brightlinegrowth.com › blog › storm-ads');
    expect(breadcrumbUrl('http://localhost:3000', '/')).toBe('localhost:3000');
  });

  it('lists a post canonical to itself but not one canonical elsewhere or noindex', () => {
    const own = 'https://a.example/blog/x';
    expect(isIndexable({}, own)).toBe(true);
    expect(isIndexable({ canonicalUrl: 'https://a.example/blog/x/' }, own)).toBe(true);
    expect(isIndexable({ canonicalUrl: 'https://b.example/blog/x' }, own)).toBe(false);
    expect(isIndexable({ canonicalUrl: 'https://a.example/blog/y' }, own)).toBe(false);
    expect(isIndexable({ noindex: true }, own)).toBe(false);
  });
});
