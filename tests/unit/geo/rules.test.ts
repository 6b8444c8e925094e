import { geoCheckCopy, geoGuides, type GeoRuleId } from '@/content/geo-check';
import { checkDraft, fleschReadingEase, isQuestion, readingBand, syllables, type GeoDraft } from '@/lib/geo/rules';

const siteUrl = 'https://www.brightlinegrowth.com';

// Short sentences of short words: about Flesch 90, so only the readability tests move the score.
const sentence = 'We look at the roof, take a photo and write down what we find for the owner.';
const prose = (sentences: number) => Array.from({ length: sentences }, () => sentence).join(' ');

const goodContent = [
  'AI Overviews choose sources that answer the question in plain words. Put that answer first, then the detail.',
  '## How do AI Overviews pick a page?',
  `${prose(12)} Read our [AI SEO services](/services/ai-seo) and the [GEO playbook](${siteUrl}/ai-seo).`,
  `Google says as much in its [AI features documentation](https://developers.google.com/search/docs/appearance/ai-features). ${prose(8)}`,
  '![A roofer checks shingles after a storm](/blog/roof.svg)',
  '### What should the first paragraph say?',
  prose(12),
  '## FAQ',
  '### How long does it take?',
  `Most pages are rewritten in a week. ${prose(4)}`,
  '### Does schema help?',
  `It states the facts plainly. ${prose(4)}`,
].join('\n\n');

const good: GeoDraft = {
  title: 'How AI Overviews Choose Their Sources',
  excerpt: 'Why some pages are cited.',
  content: goodContent,
  metaDescription: 'How Google AI Overviews pick the pages they cite, and what to change on yours.',
};

function rule(id: GeoRuleId, draft: Partial<GeoDraft> = {}) {
  const result = checkDraft({ ...good, ...draft }, { siteUrl }).find((item) => item.id === id);
  if (!result) throw new Error(`no result for ${id}`);
  return result;
}

const withContent = (content: string) => ({ content });

describe('checkDraft', () => {
  it('passes a draft that follows every guide, one result per rule in the copy order', () => {
    const results = checkDraft(good, { siteUrl });
    expect(results.map((result) => result.id)).toEqual(Object.keys(geoCheckCopy.rules));
    expect(results.filter((result) => !result.pass)).toEqual([]);
  });

  it('fails most rules on an empty draft without throwing, and gives a hint for each', () => {
    const results = checkDraft({ title: '', excerpt: '', content: '' }, { siteUrl });
    expect(results.filter((result) => result.pass).map((result) => result.id).sort()).toEqual(['headingOrder', 'imageAlt']);
    for (const result of results) expect(result.hint).not.toMatch(/[{}]/);
  });

  it('names the guide each rule comes from, and that guide exists', async () => {
    const paths = new Set<string>();
    for (const file of ['hub', 'eeat-guide', 'llm-crawlability', 'ai-overviews', 'schema-guide']) {
      const exports = (await import(`@/content/ai-seo/${file}`)) as Record<string, { path?: string }>;
      for (const value of Object.values(exports)) if (value && typeof value.path === 'string') paths.add(value.path);
    }
    for (const guide of Object.values(geoGuides)) expect(paths).toContain(guide.path);
    for (const result of checkDraft(good, { siteUrl })) expect(Object.values(geoGuides)).toContainEqual(result.guide);
  });
});

describe('answer first', () => {
  it('passes a short opening paragraph that names the title’s subject', () => {
    expect(rule('answerFirst')).toMatchObject({ pass: true, hint: 'The opening paragraph answers the title in 18 words.' });
  });
  it('finds the opening paragraph after a leading heading or image', () => {
    expect(rule('answerFirst', withContent('![](/a.svg)\n\n## Intro\n\nAI Overviews choose their sources from indexed pages.')).pass).toBe(true);
  });
  it('fails an opening paragraph over 60 words', () => {
    const long = `AI Overviews choose sources. ${prose(4)}`;
    expect(rule('answerFirst', withContent(long))).toMatchObject({ pass: false, hint: expect.stringMatching(/^The opening paragraph runs 7\d words/) });
  });
  it('fails an opening that never mentions what the title asks', () => {
    expect(rule('answerFirst', withContent('We have been busy this spring. Here is some news.'))).toMatchObject({ pass: false, hint: expect.stringContaining('never names') });
  });
  it('fails without any paragraph', () => {
    expect(rule('answerFirst', withContent('## Only a heading'))).toMatchObject({ pass: false, hint: geoCheckCopy.rules.answerFirst.fail.missing });
  });
});

describe('question headings', () => {
  it.each(['How long does it take', 'Is FAQ schema still worth it', 'Storm damage: covered or not?'])('counts “%s” as a question', (text) => {
    expect(isQuestion(text)).toBe(true);
  });
  it.each(['Our process', 'Let’s dive in', 'Question marks in the middle? no'])('does not count “%s”', (text) => {
    expect(isQuestion(text)).toBe(false);
  });
  it('passes with a question-shaped H2 or H3 and says how many', () => {
    expect(rule('questionHeadings')).toMatchObject({ pass: true, hint: 'H2/H3 headings phrased as questions: 4 of 5.' });
  });
  it('fails when no H2/H3 is a question, even if an H4 is', () => {
    expect(rule('questionHeadings', withContent('## Our process\n\ntext\n\n#### Why now?\n\ntext')).pass).toBe(false);
  });
});

describe('FAQ section', () => {
  it('passes with answered questions under an FAQ heading', () => {
    expect(rule('faqSection')).toMatchObject({ pass: true, hint: expect.stringMatching(/^Answered questions under the FAQ heading: 2\./) });
  });
  it('fails without an FAQ heading', () => {
    expect(rule('faqSection', withContent('## How?\n\nLike this.'))).toMatchObject({ pass: false, hint: geoCheckCopy.rules.faqSection.fail.missing });
  });
  it('fails an FAQ heading with no answered questions', () => {
    expect(rule('faqSection', withContent('## FAQ\n\nAsk us anything.\n\n### Is it quick?'))).toMatchObject({ pass: false, hint: geoCheckCopy.rules.faqSection.fail.empty });
  });
});

describe('heading order', () => {
  it('passes headings that go down one level at a time and back up freely', () => {
    expect(rule('headingOrder', withContent('## A\n\n### B\n\n#### C\n\n## D')).pass).toBe(true);
  });
  it('fails a skipped level and names the heading', () => {
    expect(rule('headingOrder', withContent('## A\n\n#### Deep'))).toMatchObject({ pass: false, hint: '“Deep” jumps from H2 to H4; go down one level at a time.' });
  });
  it('fails a first heading below H2', () => {
    expect(rule('headingOrder', withContent('### Start\n\ntext')).pass).toBe(false);
  });
  it('fails an H1 in the text: the title is the page’s H1', () => {
    expect(rule('headingOrder', withContent('# Title again\n\n## A'))).toMatchObject({ pass: false, hint: geoCheckCopy.rules.headingOrder.fail.h1 });
  });
});

describe('internal links', () => {
  it('passes two distinct service or guide links, relative or on the site’s domain', () => {
    expect(rule('internalLinks')).toMatchObject({ pass: true, hint: 'Links to 2 of our service or guide pages.' });
  });
  it('counts the same page once, ignores other pages and other sites', () => {
    const content = '[a](/services/ppc) [b](/services/ppc#x) [c](/contact) [d](https://example.com/services/x) [e](//evil.test/ai-seo)';
    expect(rule('internalLinks', withContent(content))).toMatchObject({ pass: false, hint: expect.stringContaining('found 1') });
  });
  it('accepts the domain without www and reference-style links', () => {
    const content = '[a][1] and [b](https://brightlinegrowth.com/services/paid-media)\n\n[1]: /ai-seo/llm-crawlability';
    expect(rule('internalLinks', withContent(content)).pass).toBe(true);
  });
});

describe('external citation', () => {
  it('passes an https link to another site', () => {
    expect(rule('externalCitation')).toMatchObject({ pass: true, hint: 'Outside sources cited: 1.' });
  });
  it('fails with only http, internal or mail links', () => {
    const content = '[a](http://example.com) [b](https://www.brightlinegrowth.com/blog) [c](mailto:a@example.com) [d](/services)';
    expect(rule('externalCitation', withContent(content)).pass).toBe(false);
  });
  it('finds a bare https URL (GFM autolink)', () => {
    expect(rule('externalCitation', withContent('Source: https://www.weather.gov/alerts')).pass).toBe(true);
  });
});

describe('image alt text', () => {
  it('passes when every image has alt text, in markdown or legacy HTML', () => {
    expect(rule('imageAlt', withContent('![A roof](/a.svg)\n\n<img src="/b.svg" alt="A truck">'))).toMatchObject({ pass: true, hint: geoCheckCopy.rules.imageAlt.pass });
  });
  it('passes without images and says so', () => {
    expect(rule('imageAlt', withContent('text'))).toMatchObject({ pass: true, hint: geoCheckCopy.rules.imageAlt.none });
  });
  it('fails and counts images without alt text, empty alt included', () => {
    const content = '![](/a.svg)\n\n- ![ ](/b.svg)\n\n<img src="/c.svg" alt="">\n\n![Fine](/d.svg)';
    expect(rule('imageAlt', withContent(content))).toMatchObject({ pass: false, hint: expect.stringMatching(/^Images without alt text: 3\./) });
  });
});

describe('meta description', () => {
  it('passes when set', () => {
    expect(rule('metaDescription').pass).toBe(true);
  });
  it('fails when blank or when the form has no such field; the excerpt does not count', () => {
    expect(rule('metaDescription', { metaDescription: '   ' }).pass).toBe(false);
    expect(checkDraft({ title: good.title, excerpt: 'A fine excerpt.', content: good.content }, { siteUrl }).find((r) => r.id === 'metaDescription')).toMatchObject({
      pass: false,
      hint: geoCheckCopy.rules.metaDescription.fail.missing,
    });
  });
});

describe('length', () => {
  it('passes at 600 words or more, counting headings and tables but not code', () => {
    const words600 = Array.from({ length: 600 }, () => 'word').join(' ');
    expect(rule('length', withContent(words600))).toMatchObject({ pass: true, hint: '600 words.' });
    expect(rule('length', withContent(`## Two words\n\n| a | b |\n|---|---|\n| c | d |\n\n\`\`\`\nnot counted here\n\`\`\``))).toMatchObject({ pass: false, hint: expect.stringMatching(/^6 words;/) });
  });
  it('fails at 599 words', () => {
    expect(rule('length', withContent(Array.from({ length: 599 }, () => 'word').join(' '))).pass).toBe(false);
  });
});

describe('reading ease', () => {
  it('passes plain prose and shows the score and band', () => {
    expect(rule('readability')).toMatchObject({ pass: true, hint: expect.stringMatching(/^Flesch reading ease \d+ \((very easy|easy)\)\.$/) });
  });
  it('fails long sentences of long words', () => {
    const hard = 'Comprehensive organisational optimisation necessitates interdisciplinary collaboration, sophisticated infrastructural investment and continuous methodological evaluation of implementation considerations.';
    expect(rule('readability', withContent(hard))).toMatchObject({ pass: false, hint: expect.stringMatching(/^Flesch reading ease -?\d+ \(very difficult\); aim for 50/) });
  });
  it('fails with no prose to score', () => {
    expect(rule('readability', withContent('## Heading only'))).toMatchObject({ pass: false, hint: geoCheckCopy.rules.readability.fail.empty });
  });
  it('matches the published formula on a known passage', () => {
    // 2 sentences, 11 words, 13 syllables.
    expect(fleschReadingEase(['The cat sat on the mat. It was a happy kitten.'])).toBeCloseTo(206.835 - 1.015 * (11 / 2) - 84.6 * (13 / 11), 5);
    expect(syllables('kitten')).toBe(2);
    expect(syllables('happy')).toBe(2);
    expect(readingBand(65)).toBe('plain English');
    expect(readingBand(49.9)).toBe('difficult');
  });
});
