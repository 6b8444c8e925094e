/** /admin/ai-visibility: which AI crawlers read which pages of the site, and what they were answered. */
export const aiVisibilityCopy = {
  title: 'AI visibility',
  intro:
    'Requests from AI crawlers over the last 30 days: who read which pages, what the site answered, and where a crawler went that robots.txt keeps it out of. Counted by every server as it answers, a second or two behind.',
  claimed:
    'A user agent is whatever the client sends, so these are claimed identities: anyone can send “GPTBot”. Operators publish the address ranges their crawlers use (see each crawler’s documentation) if a figure needs proving.',
  exportCsv: 'Export CSV',
  days: 'Last 30 days',
  summary: {
    label: 'Last 30 days at a glance',
    requests: 'Requests',
    crawlers: 'Crawlers seen',
    violations: 'robots.txt violations',
    unfetched: 'Pages no AI search crawler fetched',
  },
  empty: {
    title: 'No AI crawler has been recorded yet',
    text: 'As soon as a crawler below asks this site for a page, robots.txt, llms.txt, the sitemap or a feed, its request appears here with the answer it got. Search and training crawlers find pages through links and the sitemap; the user-triggered ones fetch a page when someone asks ChatGPT, Claude or Perplexity about it.',
    watched: 'Crawlers this site recognises',
  },
  purposes: { training: 'Training', search: 'Search', 'user-triggered': 'User-triggered' },
  purposeHints: {
    training: 'collects pages to train models',
    search: 'builds the index an assistant answers and cites from',
    'user-triggered': 'fetches a page because a person asked the assistant about it',
  },
  crawlers: {
    title: 'Crawlers',
    columns: { crawler: 'Crawler', operator: 'Operator', purpose: 'Purpose', requests: 'Requests', pages: 'Pages', lastSeen: 'Last seen', otherAnswers: 'Answers other than 200' },
    none: 'None',
    docs: 'documentation for {token}',
  },
  statuses: { served: 'served', redirected: 'redirected', 'not found': 'not found', error: 'error' },
  chart: {
    title: 'Requests per day by purpose',
    desc: 'Stacked bars, one per day from {from} to {to}: {summary}. The crawler table has the figures.',
    legend: 'Purposes',
  },
  violations: {
    title: 'robots.txt violations',
    intro: 'Requests to paths the site’s robots.txt disallows for that crawler, checked against the rules the site serves. Today only the admin area is disallowed.',
    none: 'No crawler asked for a path robots.txt disallows for it.',
    columns: { crawler: 'Crawler', path: 'Path', answer: 'Answer', requests: 'Requests', lastSeen: 'Last seen' },
  },
  unfetched: {
    title: 'Pages no AI search crawler fetched',
    intro: 'Public pages from the sitemap that no search crawler (OAI-SearchBot, Claude-SearchBot, PerplexityBot, Applebot, DuckAssistBot, YouBot) received in the last 30 days. An assistant can only cite what its search crawler has read.',
    none: 'Every public page was fetched by at least one AI search crawler.',
  },
  topPages: {
    title: 'Pages each crawler read most',
    requests: '{count} requests',
    none: 'No page served yet.',
  },
  paths: {
    '(not found)': 'Paths that are no page (404)',
    '(other)': 'Other paths outside the site',
  },
  section: 'Any path under {section}',
} as const;
