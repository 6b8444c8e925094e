import { Lexer, type Token, type Tokens } from 'marked';

/** A post's markdown as marked's tokens, with the options lib/markdown.ts renders it with. */
export function lex(markdown: string): Token[] {
  return Lexer.lex(markdown, { gfm: true, breaks: false });
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

// The lexer keeps entities as written; a reader (and a JSON-LD consumer) sees the character.
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return named[code.toLowerCase()] ?? entity;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The words a reader sees in inline tokens: emphasis, link targets, images and HTML tags left out. */
export function inlineText(tokens: readonly Token[] | undefined): string {
  if (!tokens) return '';
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'html':
        case 'image':
          return '';
        case 'br':
          return ' ';
        case 'escape':
          return token.text;
        case 'codespan':
          return decodeEntities(token.text);
        default:
          if ('tokens' in token && token.tokens) return inlineText(token.tokens);
          return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : '';
      }
    })
    .join('')
    .replace(/\s+/g, ' ');
}

/** One string per block a reader reads as prose: paragraphs, list items, quotes, legacy HTML. */
export function proseBlocks(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case 'paragraph':
      case 'text':
        return [token.tokens ? inlineText(token.tokens) : decodeEntities(token.text)];
      case 'list':
        return (token as Tokens.List).items.flatMap((item) => proseBlocks(item.tokens));
      case 'blockquote':
        return proseBlocks((token as Tokens.Blockquote).tokens);
      case 'html':
        return [decodeEntities(stripTags(token.text))];
      default:
        return [];
    }
  })
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Every block a reader sees as text: prose plus headings and table cells (code blocks left out). */
export function visibleBlocks(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    if (token.type === 'heading') return [inlineText(token.tokens)];
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      return [...table.header, ...table.rows.flat()].map((cell) => inlineText(cell.tokens));
    }
    if (token.type === 'list') return (token as Tokens.List).items.flatMap((item) => visibleBlocks(item.tokens));
    if (token.type === 'blockquote') return visibleBlocks((token as Tokens.Blockquote).tokens);
    return proseBlocks([token]);
  })
    .map((text) => text.trim())
    .filter(Boolean);
}

/** Calls `visit` for every token, inline ones, list items and table cells included. */
export function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens, visit);
    else if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens, visit);
    } else if ('tokens' in token && token.tokens) walk(token.tokens, visit);
  }
}

/** Words as a reader counts them: runs with a letter or digit (a lone dash is not a word). */
export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}
