/**
 * Search query rules and highlight parsing, shared by the data layer and the search page.
 * The database wraps matched words in two private-use characters (see the post_search
 * migration); the page turns them into <mark> elements, so no HTML ever comes from the DB.
 */

/** Longer queries are refused with a message; the SQL function also truncates. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const SEARCH_MARK = { start: '\uE000', stop: '\uE001' } as const;

export type SearchQuery =
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number }
  | { kind: 'ok'; query: string };

/**
 * A raw ?q= value (string, repeated or missing) to a query the database can take: control
 * characters (a NUL would make Postgres refuse the text) and our markers become spaces,
 * runs of whitespace collapse.
 */
export function parseSearchQuery(raw: string | string[] | undefined): SearchQuery {
  const query = cleanSearchText(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''));
  if (!query) return { kind: 'empty' };
  if (query.length > SEARCH_QUERY_MAX_LENGTH) return { kind: 'too-long', length: query.length };
  return { kind: 'ok', query };
}

/** Text Postgres will take as a query whatever its source; the repositories apply it too. */
export function cleanSearchText(value: string): string {
  return value
    .replace(/[\u0000-\u001F\u007F\uE000\uE001]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type HighlightPart = { text: string; mark: boolean };

/** "a \uE000b\uE001 c" → [{a }, {b, mark}, { c}]. Stray markers are dropped. */
export function splitHighlight(headline: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let mark = false;
  let text = '';
  for (const char of headline) {
    if (char === SEARCH_MARK.start || char === SEARCH_MARK.stop) {
      if (text) parts.push({ text, mark });
      text = '';
      mark = char === SEARCH_MARK.start;
    } else {
      text += char;
    }
  }
  if (text) parts.push({ text, mark });
  return parts;
}
