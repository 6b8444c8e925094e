/** How much of a lead's message the inbox shows before 'Show all': about six lines on a phone. */
export const PREVIEW_CHARS = 400;
export const PREVIEW_LINES = 6;
// A message only a little longer than the preview is shown whole: a 'Show all' that reveals
// one more line is a click for nothing.
const COLLAPSE_CHARS = 500;
const COLLAPSE_LINES = 8;

/**
 * The opening of a long message, cut at a word where there is one, or null when the message is
 * short enough to show whole.
 */
export function messagePreview(message: string): string | null {
  const lines = message.split('\n');
  if (message.length <= COLLAPSE_CHARS && lines.length <= COLLAPSE_LINES) return null;
  let preview = lines.slice(0, PREVIEW_LINES).join('\n');
  if (preview.length > PREVIEW_CHARS) {
    const cut = preview.slice(0, PREVIEW_CHARS);
    const space = cut.search(/\s\S*$/);
    // A word boundary in the last quarter; a 400-character URL is cut where it is.
    preview = space > PREVIEW_CHARS * 0.75 ? cut.slice(0, space) : cut;
  }
  return `${preview.trimEnd()}…`;
}
