/**
 * The "N min read" on blog posts and guides. 225 words a minute: adults read non-fiction at
 * about 238 (Brysbaert 2019), and these are technical how-tos with lists, tables and code, read
 * more slowly; it is also the rate that leaves every time shown today unchanged.
 */
export const WORDS_PER_MINUTE = 225;

/** Minutes to read `words` words, rounded, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
