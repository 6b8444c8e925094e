import { marked } from 'marked';
import { llmsDocument, renderLlmsTxt } from '@/lib/llms';
import { caseStudies } from '@/content/case-studies';
import { site } from '@/content/site';
import { testimonials } from '@/content/testimonials';

describe('llms.txt', () => {
  const text = renderLlmsTxt(llmsDocument(), (path) => `https://www.example.com${path}`);
  const lines = text.split('\n');

  it('opens with the site name as the only H1, then a blockquote summary', () => {
    expect(lines[0]).toBe(`# ${site.name}`);
    expect(lines[2]).toBe(`> ${site.description}`);
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
  });

  it('lists services, industries, guides and contact under H2 sections', () => {
    const headings = lines.filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Services', '## Industries', '## AI SEO guides', '## Company and contact', '## Optional']);
  });

  it('writes every link as "- [name](absolute url): description"', () => {
    const links = lines.filter((line) => line.startsWith('- '));
    expect(links.length).toBeGreaterThan(15);
    for (const line of links) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.example\.com\/[^)]*\): \S.+$/);
  });

  it('includes the hub and the four guides', () => {
    for (const path of ['/ai-seo', '/ai-seo/schema-for-ai-citation', '/ai-seo/eeat-ai-trust-signals', '/ai-seo/ai-overviews', '/ai-seo/llm-crawlability']) {
      expect(text).toContain(`(https://www.example.com${path})`);
    }
  });

  it('counts the case studies and testimonials from their data', () => {
    expect(text).toContain(`/case-studies): ${caseStudies.length} client case studies`);
    expect(text).toContain(`/testimonials): ${testimonials.length} five-star reviews`);
  });

  it('uses absoluteUrl by default', () => {
    expect(renderLlmsTxt(llmsDocument())).toContain('(http://localhost:3000/ai-seo)');
  });
});

describe('llms.txt lists posts as staff typed them, without letting them add links', () => {
  type Link = { href: string; text: string };
  function links(markdown: string): Link[] {
    const found: Link[] = [];
    marked.walkTokens(marked.lexer(markdown), (token) => {
      if (token.type === 'link') found.push({ href: token.href, text: token.text });
    });
    return found;
  }
  // What a reader sees of some markdown: its HTML without tags, entities decoded.
  const visible = (markdown: string) =>
    (marked.parseInline(markdown) as string)
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const hostile = [
    { title: 'Evil](https://evil.example) [x', description: 'Plain.' },
    { title: 'Backslash \\](https://evil.example) \\[', description: 'Plain.' },
    { title: '[click](https://evil.example)', description: '<https://evil.example> and <a href="https://evil.example">x</a>' },
    { title: 'Ok', description: 'See [this](https://evil.example) and \\[that\\](https://evil.example)' },
    { title: 'Code `](https://evil.example)`', description: 'Plain.' },
    { title: 'Visit www.evil.example or https://evil.example', description: 'Write to staff@evil.example or see WWW.evil.example.' },
  ];

  it('each post line has exactly one link: to the post, with the title as its text', () => {
    const posts = hostile.map((post, i) => ({ ...post, path: `/blog/post-${i}` }));
    const text = renderLlmsTxt(llmsDocument(posts), (path) => `https://www.example.com${path}`);
    const section = text.slice(text.indexOf('## Blog'), text.indexOf('## Optional'));
    const lines = section.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(posts.length);
    lines.forEach((line, i) => {
      const found = links(line);
      expect(found.map((link) => link.href)).toEqual([`https://www.example.com/blog/post-${i}`]);
      expect(visible(found[0]!.text)).toBe(posts[i]!.title);
    });
    expect(links(section).every((link) => link.href.startsWith('https://www.example.com/blog/'))).toBe(true);
  });
});
