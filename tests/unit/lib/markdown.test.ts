/** @jest-environment jsdom */
import { markdownWordCount, renderMarkdown } from '@/lib/markdown';
import { readingMinutes } from '@/lib/reading-time';
import { executableParts } from '../../helpers/xss';

describe('renderMarkdown', () => {
  it('renders article markdown', () => {
    const html = renderMarkdown('# Title\n\n## Section\n\nSome **bold** and *em* with `code`.\n\n- one\n- two\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<table>');
  });

  it('still renders legacy HTML content', () => {
    expect(renderMarkdown('<p>Legacy <em>HTML</em> post</p><h3>Part</h3>')).toContain('<p>Legacy <em>HTML</em> post</p><h3>Part</h3>');
  });

  it('adds rel and target to external links only', () => {
    const html = renderMarkdown('[ext](https://example.org/x) and [int](/contact)');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer nofollow" target="_blank">ext</a>');
    expect(html).toContain('<a href="/contact">int</a>');
  });

  it('keeps http(s) and site-relative images, drops other sources', () => {
    expect(renderMarkdown('![alt](/blog/a.svg)')).toContain('src="/blog/a.svg"');
    expect(renderMarkdown('![alt](https://cdn.example/a.png)')).toContain('src="https://cdn.example/a.png"');
    expect(renderMarkdown('![alt](data:image/svg+xml;base64,PHN2Zz4=)')).not.toContain('data:');
    expect(renderMarkdown('<img src="//evil.example/x.png">')).not.toContain('evil.example');
  });

  it('removes scripts, handlers and javascript: links', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>[x](javascript:alert(1))');
    expect(executableParts(html)).toEqual([]);
    expect(html).not.toContain('<script');
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href');
  });
});

describe('reading time', () => {
  it('is at least one minute and about 225 words a minute', () => {
    expect(readingMinutes(markdownWordCount('short'))).toBe(1);
    expect(readingMinutes(markdownWordCount(Array.from({ length: 900 }, () => 'word').join(' ')))).toBe(4);
    expect(readingMinutes(2250)).toBe(10);
  });

  it('counts words, not the tags of legacy HTML', () => {
    expect(markdownWordCount('<p>two<br/>words</p>')).toBe(2);
  });
});
