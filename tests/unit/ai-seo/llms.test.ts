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
