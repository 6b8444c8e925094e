import { extractFaq } from '@/lib/geo/faq';

describe('extractFaq', () => {
  it('returns null for a post without an FAQ heading', () => {
    expect(extractFaq('## How it works\n\n### What is it?\n\nA thing.')).toBeNull();
  });

  it('reads questions one level below the FAQ heading and their answers, up to the next section', () => {
    const markdown = [
      'Intro.',
      '## Frequently Asked Questions',
      'A line that introduces the questions.',
      '### How long does it take?',
      'About a week.',
      'Longer in storm season.',
      '### Does it cost extra?',
      '- No setup fee',
      '- Cancel any month',
      '## Next steps',
      'Not an answer.',
    ].join('\n\n');
    expect(extractFaq(markdown)).toEqual({
      heading: 'Frequently Asked Questions',
      items: [
        { question: 'How long does it take?', answer: 'About a week.\nLonger in storm season.' },
        { question: 'Does it cost extra?', answer: 'No setup fee\nCancel any month' },
      ],
    });
  });

  it.each(['FAQ', 'FAQs', 'frequently asked questions', 'FAQ:'])('recognises “%s” as the FAQ heading', (heading) => {
    expect(extractFaq(`## ${heading}\n\n### Q?\n\nA.`)?.items).toEqual([{ question: 'Q?', answer: 'A.' }]);
  });

  it('does not take a heading that merely mentions FAQs', () => {
    expect(extractFaq('## Our FAQ policy\n\n### Q?\n\nA.')).toBeNull();
  });

  it('gives an FAQ heading with no questions an empty list, and leaves out questions without an answer', () => {
    expect(extractFaq('## FAQ\n\nAsk us anything on the phone.')).toEqual({ heading: 'FAQ', items: [] });
    expect(extractFaq('## FAQ\n\n### Unanswered?\n\n### Answered?\n\nYes.')?.items).toEqual([{ question: 'Answered?', answer: 'Yes.' }]);
  });

  it('keeps a deeper heading inside an answer as part of it, and works at any level', () => {
    const markdown = '### FAQ\n\n#### What does it cover?\n\nThree things.\n\n##### Roofs\n\nShingles and tile.\n\n## Elsewhere\n\nNo.';
    expect(extractFaq(markdown)?.items).toEqual([{ question: 'What does it cover?', answer: 'Three things.\nRoofs\nShingles and tile.' }]);
  });

  it('does not take headings two levels down as questions', () => {
    expect(extractFaq('## FAQ\n\n#### Too deep?\n\nYes.')?.items).toEqual([]);
  });

  it('answers in plain text: links, emphasis, code and HTML reduced to their words, entities decoded', () => {
    const markdown = '## FAQ\n\n### Is *this* **plain**?\n\nSee [our guide](/ai-seo "Guide") and `robots.txt` &amp; <b>bold</b> \\*stars\\*.\n\n![a chart](/c.svg)';
    expect(extractFaq(markdown)?.items).toEqual([{ question: 'Is this plain?', answer: 'See our guide and robots.txt & bold *stars*.' }]);
  });

  it('reads the first FAQ section only', () => {
    expect(extractFaq('## FAQ\n\n### One?\n\nA.\n\n## FAQs\n\n### Two?\n\nB.')?.items.map((item) => item.question)).toEqual(['One?']);
  });
});

describe('seeded posts', () => {
  it('two seeded posts carry an FAQ section of 3–4 answered questions', async () => {
    const { readFileSync } = await import('node:fs');
    const seed = readFileSync('supabase/seed.sql', 'utf8');
    const posts = [...seed.matchAll(/\(\s*'(?:[^']|'')*',\s*'([a-z0-9-]+)',\s*'(?:[^']|'')*',\s*\$md\$([\s\S]*?)\$md\$/g)].map((match) => ({
      slug: match[1],
      faq: extractFaq(match[2]!),
    }));
    expect(posts.length).toBeGreaterThan(10);
    const withFaq = posts.filter((post) => post.faq);
    expect(withFaq.map((post) => post.slug).sort()).toEqual(['how-google-ai-overviews-choose-sources', 'llm-crawlability-checklist']);
    for (const post of withFaq) {
      expect(post.faq!.items.length).toBeGreaterThanOrEqual(3);
      expect(post.faq!.items.length).toBeLessThanOrEqual(4);
      for (const item of post.faq!.items) expect(item.answer).not.toMatch(/[`*[\]]/);
    }
  });
});
