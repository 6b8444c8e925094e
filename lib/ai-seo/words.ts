import { plainText } from './inline';
import type { Guide, GuideBlock } from '@/content/ai-seo/types';

function blockStrings(block: GuideBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'checklist':
      return [block.title, ...block.items];
    case 'callout':
      return [block.title, block.text];
    case 'code':
      return [block.title];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'stats':
      return block.items.flatMap((item) => [item.value, item.label, item.detail]);
    case 'steps':
      return block.items.flatMap((item) => [item.label ?? '', item.title, item.text, ...(item.checklist ?? [])]);
    case 'accordion':
      return block.items.flatMap((item) => [item.title, item.summary, ...item.blocks.flatMap(blockStrings)]);
    case 'cards':
      return block.items.flatMap((item) => [item.eyebrow ?? '', item.title, item.description]);
    case 'faq':
      return block.items.flatMap((item) => [item.question, item.answer]);
    case 'download':
      return [block.eyebrow, block.title, block.text, ...block.items, block.action.label];
  }
}

function countWords(text: string): number {
  return plainText(text).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words in a guide's headline, intro and sections (code samples excluded). */
export function guideWordCount(guide: Guide): number {
  const strings = [
    guide.title,
    guide.intro,
    ...guide.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(blockStrings)]),
  ];
  return strings.reduce((total, text) => total + countWords(text), 0);
}
