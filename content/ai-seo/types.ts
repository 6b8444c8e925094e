import type { CtaBlock } from '@/content/types';

/**
 * Shapes of the AI SEO hub and its guides. Copy is written as blocks so the pages, the
 * structured data and /llms.txt all read the same words.
 *
 * Inline text (paragraphs, list items, table cells, step text) may carry three marks:
 * [label](/path) for a link, **strong** and `code`. FAQ answers are plain text: the shared Faq
 * component and FAQPage structured data print them as written.
 */
export type InlineText = string;

export type LinkItem = { href: string; label: string };

export type FaqItem = { question: string; answer: string };

export type StepItem = {
  title: string;
  /** Shown beside the title: "Week 1", "10 minutes", "Phase 2". */
  label?: string;
  text: InlineText;
  /** Plain strings: a checklist under the step (phase checklists, weekly tasks). */
  checklist?: readonly string[];
};

export type StatItem = { value: string; label: string; detail: InlineText };

export type CardItem = { href: string; title: string; description: string; eyebrow?: string };

export type AccordionItem = { id: string; title: string; summary: string; blocks: readonly GuideBlock[] };

export type GuideBlock =
  | { kind: 'paragraph'; text: InlineText }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly InlineText[] }
  | { kind: 'checklist'; title: string; items: readonly string[] }
  | { kind: 'callout'; tone: 'note' | 'warning'; title: string; text: InlineText }
  | { kind: 'code'; id: string; title: string; language: 'json' | 'robots' | 'markdown' | 'html' | 'shell'; code: string }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly InlineText[])[] }
  | { kind: 'stats'; items: readonly StatItem[] }
  | { kind: 'steps'; items: readonly StepItem[] }
  | { kind: 'accordion'; label: string; items: readonly AccordionItem[] }
  | { kind: 'cards'; items: readonly CardItem[] }
  | { kind: 'faq'; items: readonly FaqItem[] }
  | { kind: 'download'; eyebrow: string; title: string; text: string; items: readonly string[]; action: LinkItem };

export type GuideSection = {
  id: string;
  title: string;
  /** Shorter label for the table of contents. */
  tocLabel?: string;
  /** Sections such as a closing FAQ can stay out of the table of contents. */
  hideFromToc?: boolean;
  blocks: readonly GuideBlock[];
};

export type HowToContent = {
  name: string;
  description: string;
  /** ISO 8601 duration, e.g. PT30M or P30D. */
  totalTime: string;
  steps: readonly StepItem[];
};

export type Guide = {
  path: string;
  /** Breadcrumb and llms.txt label. */
  shortTitle: string;
  metaTitle: string;
  description: string;
  /** One line for llms.txt and related cards. */
  summary: string;
  keywords: readonly string[];
  eyebrow: string;
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  dateModified: string;
  sections: readonly GuideSection[];
  faq?: readonly FaqItem[];
  howTo?: HowToContent;
  related?: { title: string; intro?: string; items: readonly CardItem[] };
  /** Closing band, rendered by the shared CtaBand. */
  cta: CtaBlock;
};
