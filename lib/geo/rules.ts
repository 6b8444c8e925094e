import type { Token, Tokens } from 'marked';
import { geoCheckCopy, geoGuides, type GeoRuleId } from '@/content/geo-check';
import { siteUrl as defaultSiteUrl } from '@/lib/env';
import { fillTemplate } from '@/lib/template';
import { extractFaq } from './faq';
import { inlineText, lex, proseBlocks, visibleBlocks, walk, words } from './markdown';

/** What the check reads from the editor. `metaDescription` is undefined while the form has no such field. */
export type GeoDraft = { title: string; excerpt: string; content: string; metaDescription?: string };

export type GeoResult = {
  id: GeoRuleId;
  name: string;
  pass: boolean;
  /** One line: what passed, or what to change. */
  hint: string;
  guide: { path: string; name: string };
  /** The guide's words the rule checks. */
  from: string;
};

export const GEO_LIMITS = {
  /** "About 60 words or fewer" for the opening answer. */
  answerWords: 60,
  internalLinks: 2,
  words: 600,
  /**
   * Flesch 50 is the top of "fairly difficult" (roughly a final-year school reader). Our topics
   * carry long words no writer can avoid (optimisation, structured, Authoritativeness), which
   * cost 5–10 points, so 60 ("plain English") would fail careful posts; below 50 the sentences
   * themselves are too long.
   */
  readingEase: 50,
} as const;

const questionWords = new Set([
  'how', 'what', 'why', 'when', 'where', 'which', 'who', 'whom', 'whose',
  'can', 'could', 'does', 'do', 'did', 'is', 'are', 'was', 'were', 'should', 'will', 'would', 'has', 'have', 'may', 'might', 'must',
]);

export function isQuestion(heading: string): boolean {
  const text = heading.trim();
  if (text.endsWith('?')) return true;
  const first = text.split(/\s+/)[0]?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  return questionWords.has(first);
}

// Words too common to show that an opening paragraph is about the title.
const stopWords = new Set([
  'about', 'after', 'also', 'and', 'before', 'best', 'from', 'have', 'into', 'more', 'most', 'much', 'only', 'over', 'than', 'that',
  'their', 'them', 'then', 'there', 'these', 'they', 'this', 'what', 'when', 'where', 'which', 'while', 'with', 'your', 'does', 'should',
  'will', 'would', 'could', 'become', 'actually', 'really', 'guide', 'ways', 'tips',
]);
// A five-letter stem lets "sources" match "source" and "choose" match "chooses".
const stems = (text: string) =>
  words(text.toLowerCase())
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length >= 4 && !stopWords.has(word))
    .map((word) => word.slice(0, 5));

/** Syllables by the usual vowel-group estimate (the one readability tools use without a dictionary). */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return /\d/.test(word) ? 1 : 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, w.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/** Flesch reading ease of prose blocks (each block ends at least one sentence); null without words. */
export function fleschReadingEase(blocks: readonly string[]): number | null {
  let sentenceCount = 0;
  let wordCount = 0;
  let syllableCount = 0;
  for (const block of blocks) {
    const list = words(block);
    if (!list.length) continue;
    sentenceCount += Math.max(1, block.split(/[.!?]+(?:["'”’)\]]*)(?:\s+|$)/).filter((s) => words(s).length).length);
    wordCount += list.length;
    syllableCount += list.reduce((sum, word) => sum + syllables(word), 0);
  }
  if (!wordCount) return null;
  return 206.835 - 1.015 * (wordCount / sentenceCount) - 84.6 * (syllableCount / wordCount);
}

export function readingBand(score: number): string {
  return geoCheckCopy.readingBands.find((band) => score >= band.min)!.label;
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

type Link = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'other' };

function classify(href: string, siteHost: string): Link {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', path: href };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'other' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'other' };
  if (bareHost(url.host) === siteHost) return { kind: 'internal', path: url.pathname };
  return url.protocol === 'https:' ? { kind: 'external', url: url.href } : { kind: 'other' };
}

const servicesOrGuides = /^\/(?:services|ai-seo)(?:[/?#]|$)/;
const pathOnly = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

type Outcome = { pass: true; values?: Record<string, string | number> } | { pass: false; reason: string; values?: Record<string, string | number> };
const pass = (values?: Record<string, string | number>): Outcome => ({ pass: true, values });
const fail = (reason: string, values?: Record<string, string | number>): Outcome => ({ pass: false, reason, values });

function answerFirst(tokens: readonly Token[], title: string): Outcome {
  const opening = tokens
    .filter((token): token is Tokens.Paragraph => token.type === 'paragraph')
    .map((token) => inlineText(token.tokens))
    .find((text) => words(text).length > 0);
  if (opening === undefined) return fail('missing');
  const text = opening;
  const count = words(text).length;
  if (count > GEO_LIMITS.answerWords) return fail('long', { words: count });
  const titleStems = stems(title);
  const textStems = new Set(stems(text));
  if (titleStems.length && !titleStems.some((stem) => textStems.has(stem))) return fail('offTopic', { words: count });
  return pass({ words: count });
}

function questionHeadings(headings: readonly Tokens.Heading[]): Outcome {
  const sections = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  const count = sections.filter((heading) => isQuestion(inlineText(heading.tokens))).length;
  return count > 0 ? pass({ count, total: sections.length }) : fail('none');
}

function faqSection(tokens: readonly Token[]): Outcome {
  const faq = extractFaq(tokens);
  if (!faq) return fail('missing');
  return faq.items.length ? pass({ count: faq.items.length }) : fail('empty');
}

function headingOrder(headings: readonly Tokens.Heading[]): Outcome {
  // The post's title is the page's h1, so the first section heading is an h2.
  let previous = 1;
  for (const heading of headings) {
    if (heading.depth === 1) return fail('h1');
    if (heading.depth > previous + 1) return fail('skip', { heading: inlineText(heading.tokens).trim(), from: previous, to: heading.depth });
    previous = heading.depth;
  }
  return pass();
}

function imageAlt(tokens: readonly Token[]): Outcome & { none?: boolean } {
  let images = 0;
  let missing = 0;
  walk(tokens, (token) => {
    if (token.type === 'image') {
      images += 1;
      if (!(token as Tokens.Image).text.trim()) missing += 1;
    } else if (token.type === 'html') {
      // Legacy posts may carry <img> tags; alt="" is as silent as no alt at all.
      for (const tag of token.text.match(/<img\b[^>]*>/gi) ?? []) {
        images += 1;
        if (!/\balt\s*=\s*(?:"[^"]*\S[^"]*"|'[^']*\S[^']*'|[^\s"'>]+)/i.test(tag)) missing += 1;
      }
    }
  });
  if (missing) return fail('missing', { count: missing });
  return { ...pass(), none: images === 0 };
}

function readability(score: number | null): Outcome {
  if (score === null) return fail('empty');
  const values = { score: Math.round(score), band: readingBand(score) };
  return score >= GEO_LIMITS.readingEase ? pass(values) : fail('hard', values);
}

/** Checks a draft against the rules of the site's AI SEO guides; one result per rule, in the panel's order. */
export function checkDraft(draft: GeoDraft, options: { siteUrl?: string } = {}): GeoResult[] {
  let siteHost: string;
  try {
    siteHost = bareHost(new URL(options.siteUrl ?? defaultSiteUrl).host);
  } catch {
    siteHost = '';
  }
  const tokens = lex(draft.content);
  const headings: Tokens.Heading[] = [];
  const internal = new Set<string>();
  const external = new Set<string>();
  walk(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
    if (token.type !== 'link') return;
    const link = classify((token as Tokens.Link).href.trim(), siteHost);
    if (link.kind === 'internal' && servicesOrGuides.test(link.path)) internal.add(pathOnly(link.path));
    if (link.kind === 'external') external.add(link.url);
  });

  const wordCount = words(visibleBlocks(tokens).join(' ')).length;
  const score = fleschReadingEase(proseBlocks(tokens));
  const images = imageAlt(tokens);

  const outcomes: Record<GeoRuleId, Outcome> = {
    answerFirst: answerFirst(tokens, draft.title),
    questionHeadings: questionHeadings(headings),
    faqSection: faqSection(tokens),
    headingOrder: headingOrder(headings),
    internalLinks: internal.size >= GEO_LIMITS.internalLinks ? pass({ count: internal.size }) : fail('few', { count: internal.size }),
    externalCitation: external.size > 0 ? pass({ count: external.size }) : fail('none'),
    imageAlt: images,
    metaDescription: draft.metaDescription?.trim() ? pass() : fail('missing'),
    length: wordCount >= GEO_LIMITS.words ? pass({ words: wordCount }) : fail('short', { words: wordCount }),
    readability: readability(score),
  };

  return (Object.keys(geoCheckCopy.rules) as GeoRuleId[]).map((id) => {
    const copy = geoCheckCopy.rules[id];
    const outcome = outcomes[id];
    const values = Object.fromEntries(Object.entries(outcome.values ?? {}).map(([key, value]) => [key, String(value)]));
    const template =
      id === 'imageAlt' && images.none ? geoCheckCopy.rules.imageAlt.none : outcome.pass ? copy.pass : (copy.fail as Record<string, string>)[outcome.reason]!;
    return { id, name: copy.name, pass: outcome.pass, hint: fillTemplate(template, values), guide: geoGuides[copy.guide], from: copy.from };
  });
}
