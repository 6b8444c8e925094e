/**
 * The AI crawlers the site counts (lib/ai-crawlers): each by the token its operator publishes for
 * its user agent, and where the operator documents it. A request is counted when its user agent
 * contains a token (case-insensitive); a user agent can be forged, so these are claimed identities.
 *
 * Purposes, as the operators describe them:
 * - training: collects pages to train models;
 * - search: builds the index an assistant answers and cites from;
 * - user-triggered: fetches a page because a person asked the assistant about it.
 *
 * Robots-only tokens (Google-Extended, Applebot-Extended) are not here: they never appear in a
 * user agent; Google and Apple read pages with their ordinary crawlers.
 */

export const AI_CRAWLER_PURPOSES = ['training', 'search', 'user-triggered'] as const;
export type AiCrawlerPurpose = (typeof AI_CRAWLER_PURPOSES)[number];

export type AiCrawler = { token: string; operator: string; purpose: AiCrawlerPurpose; docs: string };

export const aiCrawlers = [
  { token: 'GPTBot', operator: 'OpenAI', purpose: 'training', docs: 'https://platform.openai.com/docs/bots' },
  { token: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'search', docs: 'https://platform.openai.com/docs/bots' },
  { token: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user-triggered', docs: 'https://platform.openai.com/docs/bots' },
  { token: 'ClaudeBot', operator: 'Anthropic', purpose: 'training', docs: 'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler' },
  { token: 'Claude-SearchBot', operator: 'Anthropic', purpose: 'search', docs: 'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler' },
  { token: 'Claude-User', operator: 'Anthropic', purpose: 'user-triggered', docs: 'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler' },
  { token: 'PerplexityBot', operator: 'Perplexity', purpose: 'search', docs: 'https://docs.perplexity.ai/guides/bots' },
  { token: 'Perplexity-User', operator: 'Perplexity', purpose: 'user-triggered', docs: 'https://docs.perplexity.ai/guides/bots' },
  { token: 'Google-CloudVertexBot', operator: 'Google', purpose: 'user-triggered', docs: 'https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers' },
  { token: 'Applebot', operator: 'Apple', purpose: 'search', docs: 'https://support.apple.com/en-us/119829' },
  { token: 'Amazonbot', operator: 'Amazon', purpose: 'training', docs: 'https://developer.amazon.com/amazonbot' },
  { token: 'Bytespider', operator: 'ByteDance', purpose: 'training', docs: 'https://radar.cloudflare.com/bots/directory/bytespider' },
  { token: 'CCBot', operator: 'Common Crawl', purpose: 'training', docs: 'https://commoncrawl.org/ccbot' },
  { token: 'meta-externalagent', operator: 'Meta', purpose: 'training', docs: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers' },
  { token: 'meta-externalfetcher', operator: 'Meta', purpose: 'user-triggered', docs: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers' },
  { token: 'DuckAssistBot', operator: 'DuckDuckGo', purpose: 'search', docs: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot' },
  { token: 'MistralAI-User', operator: 'Mistral AI', purpose: 'user-triggered', docs: 'https://docs.mistral.ai/robots' },
  { token: 'YouBot', operator: 'You.com', purpose: 'search', docs: 'https://about.you.com/youbot/' },
] as const satisfies readonly AiCrawler[];

export type AiCrawlerToken = (typeof aiCrawlers)[number]['token'];
