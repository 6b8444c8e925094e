/** Reading pace for the blog's and the guides' "N min read". */
const WORDS_PER_MINUTE = 225;

/** Minutes to read `words` words, rounded, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
