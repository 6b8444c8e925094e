import { aiSeoCards, aiSeoPublished } from './shared';
import type { Guide, StepItem } from './types';

const robotsExample = `# Answer engines: allowed, so pages can be fetched and cited
User-agent: OAI-SearchBot
User-agent: ChatGPT-User
User-agent: Claude-SearchBot
User-agent: Claude-User
User-agent: PerplexityBot
Allow: /
Disallow: /admin/

# Model training: opted out (a business decision, not an SEO one)
User-agent: GPTBot
User-agent: ClaudeBot
User-agent: CCBot
User-agent: Google-Extended
User-agent: Applebot-Extended
Disallow: /

# Everyone else, including Googlebot and Bingbot
User-agent: *
Allow: /
Disallow: /admin/

Sitemap: https://www.example.com/sitemap.xml`;

const curlExample = `# Fetch the page the way a non-rendering crawler does,
# then look for a phrase from the main content
curl -s -A "GPTBot" https://www.example.com/services/roof-repair | grep -c "roof repair"

# Is the JSON-LD in the server HTML?
curl -s https://www.example.com/services/roof-repair | grep -c "application/ld+json"

# Does anything (CDN, firewall) answer AI crawlers differently?
curl -s -o /dev/null -w "%{http_code}\\n" -A "OAI-SearchBot" https://www.example.com/`;

const llmsTxtExample = `# Gulf Coast Roofing Co.

> Licensed roofing contractor in Tampa, Florida: roof replacement, storm repair and emergency tarping across Hillsborough and Pinellas counties.

We have served Tampa Bay homeowners since 2009. Emergency tarping is available 24/7 during storm season.

## Services

- [Roof replacement](https://www.example.com/services/roof-replacement): Shingle, metal and tile roofs, permits included
- [Storm damage repair](https://www.example.com/services/storm-repair): Inspections, insurance documentation and repairs

## Guides

- [Hurricane roof checklist](https://www.example.com/guides/hurricane-roof-checklist): What to inspect before storm season

## Optional

- [About us](https://www.example.com/about): Company history, licences and team`;

const phases: readonly StepItem[] = [
  {
    label: 'Phase 1',
    title: 'Access: can AI crawlers reach the site?',
    text: 'Start at the door. If a crawler is refused by robots.txt, a firewall or a login wall, nothing else on this list matters.',
    checklist: [
      'robots.txt returns 200 and parses without errors',
      'AI search crawlers (OAI-SearchBot, Claude-SearchBot, PerplexityBot) are allowed',
      'Googlebot and Bingbot are allowed',
      'Rules for training crawlers reflect a deliberate business decision',
      'CDN and firewall bot settings do not block the crawlers you allow',
      'Server logs show successful requests from those crawlers',
    ],
  },
  {
    label: 'Phase 2',
    title: 'Rendering: is the content in the HTML?',
    text: 'Fetch each key template without JavaScript and compare it with what a visitor sees. Whatever is missing from the raw HTML is missing for most AI crawlers.',
    checklist: [
      'Main content present in the raw HTML response',
      'Headings use real h1–h3 elements in order',
      'Navigation uses crawlable <a href> links',
      'JSON-LD is rendered on the server',
      'Key answers are not loaded only after a click',
      'Pages respond quickly and return correct status codes',
    ],
  },
  {
    label: 'Phase 3',
    title: 'Understanding: can machines tell what each page is about?',
    text: 'A page that can be fetched still has to be understood. Clear topics, answer-first sections and consistent structured data make each page easy to summarise and attribute.',
    checklist: [
      'One clear topic per page, with a descriptive title and meta description',
      'Answer-first sections under question-style headings',
      'Organization, LocalBusiness, Service and Article markup valid and consistent',
      'Canonical URLs set and consistent with internal links',
      'XML sitemap lists every indexable page with an accurate lastmod',
      'No important content hidden by nosnippet or noindex',
    ],
  },
  {
    label: 'Phase 4',
    title: 'Monitoring: are you being fetched and cited?',
    text: 'Crawlers, rules and products change every few months. Watch the logs and the answers, not just the configuration.',
    checklist: [
      'AI crawler requests tracked in server or CDN logs',
      'Referral traffic from chatgpt.com, perplexity.ai and other assistants segmented in analytics',
      'A fixed prompt set checked monthly across assistants',
      'llms.txt published and kept current (optional)',
      'robots.txt and firewall rules reviewed quarterly as new crawlers appear',
    ],
  },
];

export const llmCrawlabilityHeroImage = {
  src: '/ai-seo/llm-crawlability-hero.svg',
  width: 560,
  height: 420,
  alt: 'Illustration: search, training and user-request crawlers reach a website through a robots.txt gate; the search and user crawlers are allowed through to a server-rendered page with headings and JSON-LD, while the training crawler is stopped.',
};

export const llmCrawlabilityGuide = {
  path: '/ai-seo/llm-crawlability',
  shortTitle: 'LLM Crawlability',
  metaTitle: 'LLM Crawlability: AI Crawlers, robots.txt and llms.txt Explained',
  description:
    'Make your site readable to the crawlers behind ChatGPT, Claude, Perplexity, Gemini and Apple Intelligence: real user-agent tokens, robots.txt patterns, server rendering, llms.txt and a four-phase audit.',
  summary: 'Technical GEO: AI crawler user agents, robots.txt rules, server-rendered HTML, llms.txt and a four-phase crawlability audit.',
  keywords: ['LLM crawlability', 'AI crawlers', 'GPTBot', 'OAI-SearchBot', 'ClaudeBot', 'robots.txt AI', 'llms.txt', 'Google-Extended'],
  eyebrow: 'Guide · Technical GEO',
  title: 'LLM Crawlability: Make Your Site Readable to AI Crawlers',
  intro:
    'Before an AI assistant can cite a page, something has to fetch it, read it and understand it. This guide covers the crawlers behind ChatGPT, Claude, Perplexity, Gemini and Apple Intelligence, how to control them, and a four-phase audit that makes sure nothing technical stands between your content and a citation.',
  datePublished: aiSeoPublished,
  dateModified: aiSeoPublished,
  sections: [
    {
      id: 'intro',
      title: 'Why crawlability decides AI visibility',
      tocLabel: 'Why it matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI assistants answer questions about the present by reading the web. Some of what they read comes from indexes built by crawlers that visit sites continuously; some is fetched live, when a user’s question needs a page the system hasn’t seen. Either way, the request lands on your server. If it is refused, times out, or receives a page whose content only appears after JavaScript runs, your page is not part of the answer.',
        },
        {
          kind: 'paragraph',
          text: 'Crawlability for AI is mostly classic technical SEO done properly. The differences are in the details: a longer list of user agents with different purposes, crawlers that don’t render JavaScript, and firewalls that increasingly block bots by default. Get those details right and the content work described in the rest of our [AI SEO hub](/ai-seo) has a chance to pay off.',
        },
      ],
    },
    {
      id: 'crawlers',
      title: 'The AI crawlers, and what each one does',
      tocLabel: 'AI crawlers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The major AI companies now separate their crawlers by purpose — model training, search indexing and fetching a page a user asked about — so you can allow one and refuse another. These are the tokens you write in robots.txt.',
        },
        {
          kind: 'table',
          caption: 'AI crawler user-agent tokens',
          columns: ['Token', 'Operator', 'What it does', 'If you block it'],
          rows: [
            ['`GPTBot`', 'OpenAI', 'Collects content that may be used to train OpenAI’s models', 'Your future content is excluded from training; ChatGPT search is unaffected'],
            ['`OAI-SearchBot`', 'OpenAI', 'Indexes pages for ChatGPT’s search features', 'Your pages can’t appear as cited sources in ChatGPT search answers'],
            ['`ChatGPT-User`', 'OpenAI', 'Visits a page when a ChatGPT user or custom GPT asks for it', 'OpenAI notes robots.txt rules may not apply to these user-initiated visits'],
            ['`ClaudeBot`', 'Anthropic', 'Collects content that may be used to train Claude', 'Your future content is excluded from training'],
            ['`Claude-SearchBot`', 'Anthropic', 'Indexes pages to improve Claude’s search results', 'Less visibility in Claude’s search answers'],
            ['`Claude-User`', 'Anthropic', 'Fetches a page when a Claude user asks about it', 'Claude can’t retrieve your pages for users’ questions'],
            ['`PerplexityBot`', 'Perplexity', 'Indexes pages for Perplexity’s answers; Perplexity says it is not used to train foundation models', 'Your pages won’t be surfaced as Perplexity sources'],
            ['`Google-Extended`', 'Google', 'A robots.txt product token, not a separate crawler: controls whether content Google crawls may be used to train Gemini models and to ground Gemini’s answers', 'No effect on Google Search, including AI Overviews and AI Mode'],
            ['`Applebot-Extended`', 'Apple', 'A token, not a crawler: controls whether content Applebot crawls may train Apple’s foundation models', 'Applebot still crawls for Siri and Spotlight; training use is excluded'],
            ['`CCBot`', 'Common Crawl', 'Builds the open Common Crawl web archive, a common source of AI training data', 'Your future pages are left out of the archive'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Googlebot and Bingbot belong on the list too. Google’s AI Overviews and AI Mode are built on Google’s search index, and Microsoft Copilot draws on Bing’s, so blocking either one removes you from those AI answers as well as from classic search. Perplexity also runs `Perplexity-User` for user-initiated fetches, and new agents appear regularly — review the list every quarter.',
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'User-agent strings can be faked',
          text: 'Anyone can send a request claiming to be GPTBot. Verify heavy or suspicious traffic before trusting it: OpenAI publishes the IP ranges its crawlers use, and Google and Microsoft support reverse-DNS verification of Googlebot and Bingbot.',
        },
      ],
    },
    {
      id: 'robots-txt',
      title: 'robots.txt for AI crawlers',
      tocLabel: 'robots.txt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'robots.txt is the standard way to tell crawlers what they may fetch; the Robots Exclusion Protocol was formalised as RFC 9309 in 2022. It is a request, not access control: reputable crawlers honour it, but it won’t stop a bad actor. Three rules catch people out:',
        },
        {
          kind: 'list',
          items: [
            '**A crawler obeys only the group that names it.** Once you add a `User-agent: GPTBot` group, GPTBot ignores your `User-agent: *` rules, so repeat any `Disallow` lines it should still follow.',
            '**Several crawlers can share one group** by listing multiple `User-agent` lines above the rules.',
            '**Paths are case-sensitive and the most specific match wins**; when an `Allow` and a `Disallow` match equally, `Allow` wins.',
          ],
        },
        { kind: 'code', id: 'example-robots', title: 'Visibility-first robots.txt', language: 'robots', code: robotsExample },
        {
          kind: 'paragraph',
          text: 'Whether to allow training crawlers is a business decision. Blocking them doesn’t remove you from AI search answers, which are served by the search and user agents; allowing them may help future models learn about your brand. Many of our clients allow everything; publishers who license their content usually block training. What we never recommend is blocking the search crawlers by accident, which is exactly what a blanket “block all AI bots” rule does.',
        },
        {
          kind: 'paragraph',
          text: 'Check the layer in front of robots.txt too. CDNs and web application firewalls offer one-click AI-bot blocking, and some enable it by default for new sites. A crawler that receives a 403 from your firewall never reads your robots.txt at all, so test with the crawler’s user agent, and check your logs.',
        },
      ],
    },
    {
      id: 'rendering',
      title: 'Server-rendered HTML: what crawlers actually see',
      tocLabel: 'Server rendering',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Googlebot renders pages in an up-to-date Chromium, so content built by JavaScript can eventually be indexed by Google, and Applebot renders pages too. Most AI crawlers do not execute JavaScript at all: independent analyses of crawler traffic have found that the crawlers behind ChatGPT, Claude and Perplexity fetch a page’s HTML, sometimes its script files, but never run them. Whatever isn’t in the initial HTML doesn’t exist for them.',
        },
        {
          kind: 'list',
          items: [
            'Render main content, headings, internal links and JSON-LD on the server, with server-side rendering or static generation in frameworks such as Next.js, Nuxt or Astro.',
            'Don’t put key answers behind tabs, accordions or “load more” buttons that fetch content only on click. Content that is in the HTML but visually collapsed is fine.',
            'Use real `<a href>` links for navigation, not click handlers.',
            'Return honest status codes: 200 for pages, 301 for moved pages, 404 or 410 for removed ones, and no “soft 404” pages that say “not found” with a 200.',
            'Keep responses fast. Fetchers answering users live work under tight time limits, and a slow page is a skipped page.',
          ],
        },
        { kind: 'code', id: 'example-curl', title: 'Check what a crawler sees', language: 'shell', code: curlExample },
      ],
    },
    {
      id: 'audit',
      title: 'The four-phase crawlability audit',
      tocLabel: 'Four-phase audit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This is the audit we run on every new client site. Work through the phases in order: a problem in an early phase hides everything after it, and in our audits the first two phases are where most problems turn up.',
        },
        { kind: 'steps', items: phases },
        {
          kind: 'download',
          eyebrow: 'Free resource',
          title: 'Get the full crawlability checklist',
          text: 'Our working checklist expands the four phases into the exact tests we run, with the commands, log queries and robots.txt patterns for each. Tell us about your site and we’ll send it over with a note on where to start.',
          items: ['All four phases, item by item', 'robots.txt templates for common policies', 'Log queries for spotting AI crawlers'],
          action: { href: '/contact', label: 'Get the Crawlability Checklist' },
        },
      ],
    },
    {
      id: 'llms-txt',
      title: 'llms.txt: what it is, and what it isn’t',
      tocLabel: 'llms.txt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'llms.txt is a proposal published by Jeremy Howard of Answer.AI in September 2024. It suggests that sites publish a markdown file at `/llms.txt` giving language models a concise, curated map of the site: an H1 with the site’s name, a blockquote with a short summary, optional paragraphs of detail, then H2 sections containing lists of links, each with a one-line description. A section titled “Optional” marks links a model can skip when it is short of context. The proposal also suggests offering clean markdown versions of important pages.',
        },
        { kind: 'code', id: 'example-llms-txt', title: 'llms.txt example', language: 'markdown', code: llmsTxtExample },
        {
          kind: 'paragraph',
          text: 'Be clear-eyed about it. Adoption is early: the format has caught on with developer documentation sites, where coding assistants are pointed at it directly, but no major AI search engine has committed to reading llms.txt when deciding what to cite, and Google has said its search systems don’t use it. We publish one for clients because it takes an hour and does no harm — [ours is here](/llms.txt) — but we never present it as a ranking factor, and it is no substitute for crawlable, server-rendered pages.',
        },
      ],
    },
  ],
  related: {
    title: 'Build on the technical foundation',
    items: [aiSeoCards.schema, aiSeoCards.overviews, aiSeoCards.hub],
  },
  cta: {
    title: 'Not sure what AI crawlers see on your site?',
    intro: 'We run the four-phase audit on your real templates, logs and firewall settings, and hand you a prioritised list of fixes — most of them a day’s work for your developer.',
    actions: [
      { href: '/contact', label: 'Book a Crawlability Audit' },
      { href: '/ai-seo', label: 'Explore the AI SEO Hub' },
    ],
  },
} as const satisfies Guide;
