/**
 * The spec logs the attempted path to the console. It is logged at info level on purpose: a
 * broken link is not an error in the visitor's browser, and the server's access log already
 * records every 404 for whoever maintains the site. A plain inline script, not a client
 * component: the not-found screen belongs to the root layout, so a client component here would
 * be code every page loads (and Turbopack bundled it with the site's header islands, which
 * /florida then loaded too). Public 404s are always full page loads, so the script runs.
 */
const script = `console.info('404: no page at', location.pathname)`;

export function LogMissingPath() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
