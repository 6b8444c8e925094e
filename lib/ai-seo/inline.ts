/**
 * The three inline marks guide copy may use: [label](href), **strong** and `code`.
 * Anything else is plain text, so a stray asterisk or bracket is printed as written.
 */
export type InlineToken =
  | { type: 'text'; value: string }
  | { type: 'strong'; value: string }
  | { type: 'code'; value: string }
  | { type: 'link'; value: string; href: string };

const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

export function tokenizeInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: 'text', value: text.slice(last, index) });
    if (match[1] !== undefined && match[2] !== undefined) tokens.push({ type: 'link', value: match[1], href: match[2] });
    else if (match[3] !== undefined) tokens.push({ type: 'strong', value: match[3] });
    else if (match[4] !== undefined) tokens.push({ type: 'code', value: match[4] });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', value: text.slice(last) });
  return tokens;
}

/** The words a reader sees, without the marks. */
export function plainText(text: string): string {
  return tokenizeInline(text)
    .map((token) => token.value)
    .join('');
}
