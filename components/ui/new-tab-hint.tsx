import { newTabHint } from '@/content/navigation';

/** Tells screen-reader users that the link before it opens a new tab. */
export function NewTabHint() {
  return <span className="sr-only"> {newTabHint}</span>;
}
