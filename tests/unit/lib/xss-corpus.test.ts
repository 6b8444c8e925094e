/** @jest-environment jsdom */
import { renderMarkdown } from '@/lib/markdown';
import { xssPayloads } from '../../fixtures/xss-payloads';
import { executableParts } from '../../helpers/xss';

describe('post renderer against the XSS corpus', () => {
  it('has a corpus of at least 100 distinct payloads', () => {
    expect(new Set(xssPayloads).size).toBeGreaterThanOrEqual(100);
  });

  it.each(xssPayloads.map((payload, index) => [index, payload] as const))('payload %i renders inert', (_index, payload) => {
    const html = renderMarkdown(payload);
    expect(executableParts(html)).toEqual([]);
    // Wrapped in an article, the payload must not escape it either.
    expect(executableParts(renderMarkdown(`## Intro\n\n${payload}\n\nAfter.`))).toEqual([]);
  });
});
