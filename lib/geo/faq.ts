import type { Token, Tokens } from 'marked';
import { faqHeadings } from '@/content/geo-check';
import type { FaqItem } from '@/content/types';
import { inlineText, lex, visibleBlocks } from './markdown';

export type FaqSection = {
  /** The heading that opened the section, e.g. "FAQ". */
  heading: string;
  /** Questions that have an answer; a question heading with nothing under it is left out. */
  items: FaqItem[];
};

const isFaqHeading = (text: string) =>
  (faqHeadings as readonly string[]).includes(
    text
      .trim()
      .toLowerCase()
      .replace(/[\s:.?!]+$/, ''),
  );

/**
 * The first FAQ section of a post's markdown: a heading reading "FAQ", "FAQs" or "Frequently
 * asked questions", then question headings one level below it, each followed by its answer.
 * The section ends at the next heading at the FAQ heading's level or above. Answers are plain
 * text (marks, link targets and HTML left out), one line per block; deeper headings inside an
 * answer stay part of it. Null when the post has no FAQ heading.
 */
export function extractFaq(source: string | readonly Token[]): FaqSection | null {
  const tokens = typeof source === 'string' ? lex(source) : source;
  const start = tokens.findIndex((token) => token.type === 'heading' && isFaqHeading(inlineText((token as Tokens.Heading).tokens)));
  if (start < 0) return null;
  const faq = tokens[start] as Tokens.Heading;
  const items: { question: string; answer: Token[] }[] = [];
  for (const token of tokens.slice(start + 1)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      if (heading.depth <= faq.depth) break;
      if (heading.depth === faq.depth + 1) {
        items.push({ question: inlineText(heading.tokens).trim(), answer: [] });
        continue;
      }
    }
    // Text between the FAQ heading and its first question introduces the section; it answers nothing.
    items.at(-1)?.answer.push(token);
  }
  return {
    heading: inlineText(faq.tokens).trim(),
    items: items
      .map((item) => ({ question: item.question, answer: visibleBlocks(item.answer).join('\n').trim() }))
      .filter((item) => item.question && item.answer),
  };
}
