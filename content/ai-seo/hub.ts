import { aiSeoCards, aiSeoPublished } from './shared';
import type { FaqItem, Guide, LinkItem } from './types';

const faq: readonly FaqItem[] = [
  {
    question: 'What is the difference between SEO and GEO?',
    answer:
      'SEO earns positions in a list of search results; GEO earns mentions and citations inside AI-written answers. They share foundations — crawlable pages, helpful content and a trustworthy reputation — and GEO adds passage-level writing, entity consistency across the web and citation tracking across several assistants.',
  },
  {
    question: 'Does schema markup get a business cited by AI?',
    answer:
      'Not on its own, and Google says no special markup is needed to appear in AI Overviews. Structured data states facts — who you are, where you work, what you offer — without ambiguity, which helps any system that parses it connect your pages to the right business. Citations still depend on the content being the clearest, most credible answer.',
  },
  {
    question: 'Should I block AI crawlers in robots.txt?',
    answer:
      'Blocking training crawlers such as GPTBot, ClaudeBot or CCBot is a business decision about how your content may be used, and it does not remove you from AI search answers. Blocking the search crawlers — OAI-SearchBot, Claude-SearchBot, PerplexityBot — does remove you from those assistants’ answers, which is rarely what a business that wants customers should do.',
  },
  {
    question: 'Do I need an llms.txt file?',
    answer:
      'No. llms.txt is a proposal from September 2024 for a markdown summary of a site published at /llms.txt. It is cheap to publish, but adoption is early and no major AI search engine has committed to reading it, so treat it as optional housekeeping rather than a ranking lever.',
  },
  {
    question: 'How long does GEO take to show results?',
    answer:
      'Technical fixes can be picked up as soon as crawlers revisit, often within a few weeks. Authority work — reviews, mentions, expert content — compounds over months. We re-run a fixed set of prompts every month so progress is measured rather than guessed.',
  },
];

export const hubStickyBar = {
  label: 'AI SEO Hub',
  detail: 'The GEO playbook',
  action: { href: '/contact', label: 'Book a GEO Strategy Session' } satisfies LinkItem,
};

export const hubFloatingCta: LinkItem = { href: '/contact', label: 'Ask Our AI SEO Expert' };

export const hub = {
  path: '/ai-seo',
  shortTitle: 'AI SEO Hub',
  metaTitle: 'AI SEO Hub: The Generative Engine Optimization Playbook',
  description:
    'How to get your business cited by ChatGPT, Perplexity, Claude, Gemini and Google AI Overviews: GEO fundamentals, E-E-A-T, answer-first content, schema markup and AI crawler access.',
  summary: 'The hub of our AI SEO guides: how AI answer engines choose sources and the content, authority and technical work that earns citations.',
  keywords: [
    'AI SEO',
    'generative engine optimization',
    'GEO',
    'answer engine optimization',
    'AI Overviews optimization',
    'ChatGPT citations',
    'LLM SEO',
  ],
  eyebrow: 'AI SEO Hub · GEO playbook',
  title: 'The GEO Playbook: How to Get Your Business Cited by AI Search',
  intro:
    'Generative engine optimization (GEO) is the work of making your business the source that ChatGPT, Perplexity, Claude, Gemini and Google’s AI Overviews quote. This hub explains how those systems choose their sources, what we change on client sites to earn citations, and where to go deeper.',
  datePublished: aiSeoPublished,
  dateModified: aiSeoPublished,
  sections: [
    {
      id: 'what-is-geo',
      title: 'What is generative engine optimization?',
      tocLabel: 'What is GEO?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Generative engine optimization is the practice of improving how often, and how accurately, AI answer engines mention and link to your business. The term comes from a 2023 research paper by researchers at Princeton University, Georgia Tech, the Allen Institute for AI and IIT Delhi, who tested how changes to a page’s content affected its visibility inside AI-generated answers. Adding citations, quotations and statistics helped; keyword stuffing did not. You will also hear the discipline called answer engine optimization (AEO), LLM optimization or simply AI SEO. The labels differ; the job is the same.',
        },
        {
          kind: 'paragraph',
          text: 'Traditional search returns a ranked list of links and leaves the reader to choose. An answer engine reads a set of sources on the reader’s behalf, writes a synthesis and cites a handful of them. Ranking is no longer the finish line: being **selected, quoted and attributed** is.',
        },
        { kind: 'subheading', text: 'How an AI answer is assembled' },
        {
          kind: 'paragraph',
          text: 'Most AI search products follow the same broad pattern, usually described as retrieval-augmented generation. Knowing the steps tells you where a page can drop out.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Interpretation.** The system rewrites the question, often into several narrower searches. Google calls this “query fan-out” in its documentation for AI Overviews and AI Mode.',
            '**Retrieval.** Each search pulls candidate pages and passages from an index: Google’s or Bing’s web index, or an AI company’s own crawl, sometimes topped up by fetching pages live.',
            '**Selection.** Candidates are weighed for relevance, clarity and the trustworthiness of the source. Pages that are slow, blocked or hard to parse fall out here.',
            '**Synthesis.** A language model writes the answer from the selected passages and what it learned in training.',
            '**Attribution.** The product links to some of the sources it used — usually the ones that supplied a specific fact or phrasing.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'GEO work targets each step: be fetchable and indexed (retrieval), state answers plainly in self-contained passages (selection), be consistent and corroborated across the web (synthesis), and be the clearest source for a claim so the link goes to you (attribution).',
        },
        { kind: 'subheading', text: 'GEO is still SEO — with a wider lens' },
        {
          kind: 'paragraph',
          text: 'Google’s guidance is that there are no special requirements for appearing in AI Overviews beyond being indexed and eligible to be shown with a snippet in Search. That matches what we see in client data: the pages cited most are usually the ones that already do the fundamentals well. What changes is the scorecard. A GEO programme tracks mentions and citations across several assistants, not only positions on one results page, and it treats your presence on other people’s sites — directories, review platforms, trade publications, forums — as part of what gets optimised.',
        },
        {
          kind: 'table',
          caption: 'Classic SEO and GEO compared',
          columns: ['Dimension', 'Classic SEO', 'GEO'],
          rows: [
            ['Unit of success', 'A ranking position and a click', 'A mention, citation or recommendation inside an answer'],
            ['What is evaluated', 'Whole pages against a query', 'Passages and facts, often gathered from several pages'],
            ['Main surfaces', 'Google and Bing results pages', 'AI Overviews and AI Mode, ChatGPT, Perplexity, Copilot, Gemini, Claude'],
            ['Off-site signals', 'Mostly links', 'Links plus unlinked brand mentions, reviews and consistent business data'],
            ['Measurement', 'Rankings, clicks and conversions', 'Citation share across a fixed prompt set, AI referral traffic, branded search and leads'],
          ],
        },
      ],
    },
    {
      id: 'eeat-authority',
      title: 'E-E-A-T and entity authority',
      tocLabel: 'E-E-A-T & authority',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI systems are built to avoid repeating unreliable claims, so they lean on sources that look trustworthy. Google’s framework for describing that trust is E-E-A-T: Experience, Expertise, Authoritativeness and Trustworthiness. It comes from the Search Quality Rater Guidelines, the handbook Google gives the people who evaluate its search results, and Google added the first “E”, for Experience, in December 2022.',
        },
        {
          kind: 'paragraph',
          text: 'E-E-A-T is not a score and not a direct ranking factor. It describes what Google’s ranking systems aim to reward; raters’ judgements are used to evaluate those systems, not to rank individual pages. But every answer engine faces the same question — which sources to believe — and the evidence raters are told to look for is, in practice, the evidence that makes a source safe to cite.',
        },
        {
          kind: 'paragraph',
          text: 'For GEO the practical translation is **entity clarity**. An assistant must be able to tell who you are, what you do, where you do it and who vouches for you, and it must find the same answer everywhere it looks.',
        },
        { kind: 'subheading', text: 'The signals we build for every client' },
        {
          kind: 'list',
          items: [
            '**One consistent identity.** The same business name, address, phone number, hours and service descriptions on your site, Google Business Profile, Bing Places, Apple Business Connect and the directories in your industry.',
            '**Named experts.** Bylines that link to author pages with real credentials: licences, certifications, years in the trade and profiles elsewhere.',
            '**First-hand proof.** Project photos, case studies with numbers, and the kind of practical detail only someone who has done the work can write.',
            '**Independent corroboration.** Reviews on third-party platforms, mentions in local news and trade publications, memberships and certifications that can be checked.',
            '**Machine-readable identity.** Organization, LocalBusiness and Person structured data that ties your site to those profiles with `sameAs` links and stable `@id` values.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The rater guidelines call trust the most important member of the family: a page that is untrustworthy has low E-E-A-T however expert it looks. That is why we fix contact details, policies and review profiles before we write a single new article. Our [guide to E-E-A-T trust signals](/ai-seo/eeat-ai-trust-signals) covers each pillar in depth, with a 30-day plan.',
        },
      ],
    },
    {
      id: 'content-structure',
      title: 'Structuring content so AI can quote it',
      tocLabel: 'Content structure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Language models quote passages, not pages. A passage gets selected when it answers a specific question on its own, in plain words, with the facts a reader needs to act. Long introductions, clever headlines and answers spread across tabs all work against you.',
        },
        { kind: 'subheading', text: 'The answer-first pattern' },
        {
          kind: 'paragraph',
          text: 'For every question a page targets, we write a heading that names the question, then a direct answer of two or three sentences, then the supporting detail: steps, numbers, exceptions and sources. The direct answer must still make sense when it is lifted out and read alone, so name the subject instead of writing “it”, include the location or product, and state conditions explicitly.',
        },
        { kind: 'subheading', text: 'Formats that survive extraction' },
        {
          kind: 'list',
          items: [
            '**Definitions** for “what is” questions, in one or two sentences near the top of the section.',
            '**Numbered steps** for processes, with one action per step.',
            '**Tables** for comparisons, prices and specifications; rows and columns keep each fact attached to the right option.',
            '**Specific numbers with context**: a range, a unit, a date and where the figure came from.',
            '**Short FAQ sections** for the follow-up questions buyers really ask, in the words they use.',
            '**Visible dates and authorship**, so freshness and accountability are obvious to people and machines.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Originality matters more than formatting. If your page says what twenty others say, a model has no reason to cite you rather than them. Your own data, worked examples from real jobs and clear opinions backed by experience are what earn attribution — they give the model something it cannot get anywhere else.',
        },
        {
          kind: 'callout',
          tone: 'note',
          title: 'A quick test',
          text: 'Copy one section into a blank document and read only that. If it does not answer its own heading without the rest of the page, an AI system will struggle to use it too.',
        },
      ],
    },
    {
      id: 'technical-checklist',
      title: 'The technical checklist for AI visibility',
      tocLabel: 'Technical checklist',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Content is only cited if machines can fetch it, read it and understand what it describes. This is the checklist we run on every site before any content work begins.',
        },
        {
          kind: 'list',
          items: [
            '**Crawler access.** robots.txt allows the search and answer crawlers you want — Googlebot, Bingbot, OAI-SearchBot, Claude-SearchBot and PerplexityBot — and your CDN or firewall is not quietly blocking them.',
            '**Server-rendered HTML.** Main content, headings, links and structured data are in the HTML the server returns. Most AI crawlers do not execute JavaScript, so anything that appears only after scripts run is invisible to them.',
            '**Indexing basics.** Canonical URLs, an XML sitemap with accurate `lastmod` dates, no stray `noindex`, and snippet controls that do not hide what you want quoted.',
            '**Fast, reliable responses.** Fetchers that answer users live work under tight time limits; slow or failing pages are skipped.',
            '**Structured data that matches the page.** JSON-LD describing the business, its services, its people and its articles, kept in step with the visible content.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Structured data deserves a closer look, because it is where most sites are either missing markup or getting it wrong. These are the four schema types we review first for service businesses:',
        },
        {
          kind: 'accordion',
          label: 'Schema types for AI citation',
          items: [
            {
              id: 'faq-schema',
              title: 'FAQPage schema',
              summary: 'Marks up a list of questions, each with one answer written by you.',
              blocks: [
                {
                  kind: 'paragraph',
                  text: '`FAQPage` holds a `mainEntity` list of `Question` items, each with a `name` (the question) and an `acceptedAnswer` whose `text` is the full answer. Every question and answer must be visible on the page and written by the site; pages where users submit answers should use `QAPage` instead.',
                },
                {
                  kind: 'paragraph',
                  text: 'In August 2023 Google restricted FAQ rich results to well-known, authoritative government and health websites, and it has since stopped showing them altogether — so don’t expect expandable answers under your listing. We still use the markup on genuine FAQ sections because it states question-and-answer pairs unambiguously for any system that reads it.',
                },
              ],
            },
            {
              id: 'howto-schema',
              title: 'HowTo schema',
              summary: 'Describes a procedure as ordered steps, with time, tools and supplies.',
              blocks: [
                {
                  kind: 'paragraph',
                  text: '`HowTo` takes a `name`, an ordered `step` list (usually `HowToStep` items with `name` and `text`) and optional `totalTime` as an ISO 8601 duration such as `PT30M`, plus `tool`, `supply` and `estimatedCost` where they are real.',
                },
                {
                  kind: 'paragraph',
                  text: 'Google deprecated HowTo rich results in 2023: they left mobile results in August and desktop results in September. The type is still part of schema.org and remains a clean way to describe a procedure to machines, provided the same steps are visible on the page.',
                },
              ],
            },
            {
              id: 'localbusiness-schema',
              title: 'LocalBusiness schema',
              summary: 'Identifies a business with a location or a defined service area.',
              blocks: [
                {
                  kind: 'paragraph',
                  text: 'Google requires `name` and `address` (a `PostalAddress`) and recommends `telephone`, `url`, `geo`, `openingHoursSpecification`, `priceRange` and `image`, plus `aggregateRating` and `review` where they apply. Use the most specific subtype that fits — `RoofingContractor`, `Plumber`, `HVACBusiness` or `Electrician` rather than plain `LocalBusiness`.',
                },
                {
                  kind: 'paragraph',
                  text: 'Add `areaServed` for the cities or counties you cover, `sameAs` links to your profiles elsewhere and an `@id` so every other block on the site can point at the same business. Reviews of your business that you collect and publish on your own site are not eligible for review stars in Google, so don’t mark them up expecting stars.',
                },
              ],
            },
            {
              id: 'service-schema',
              title: 'Service schema',
              summary: 'Says what you sell, who provides it and where.',
              blocks: [
                {
                  kind: 'paragraph',
                  text: '`Service` has no Google rich result, but it is the most direct way to tell machines what you actually do. Use `serviceType` or `name` for the service, `provider` pointing at your business’s `@id`, `areaServed`, a plain-language `description`, and `offers` or `hasOfferCatalog` when you publish prices or packages.',
                },
                {
                  kind: 'paragraph',
                  text: 'One `Service` per service page keeps the picture clean: the page, the markup and the services list on your Google Business Profile should describe the same offering in the same words.',
                },
              ],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Copy-ready examples of each type are in our [schema guide](/ai-seo/schema-for-ai-citation). The crawler side — user agents, robots.txt, rendering and llms.txt — is covered in the [LLM crawlability guide](/ai-seo/llm-crawlability).',
        },
      ],
    },
    {
      id: 'cluster-content',
      title: 'Build topic clusters, not one-off posts',
      tocLabel: 'Cluster content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Search engines and language models both judge authority on a topic partly by how thoroughly a source covers it. A single article on storm-damage roof repair competes alone. A cluster — one hub page that answers the broad question and links to focused guides on insurance claims, emergency tarping, materials, costs and choosing a contractor — gives them a coherent body of evidence that you know the subject, and gives every page in it a reason to be linked.',
        },
        { kind: 'subheading', text: 'How we plan a cluster' },
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Collect the real questions** from sales calls, reviews, People Also Ask boxes, forum threads and the prompts your buyers would type into ChatGPT.',
            '**Group them by intent.** Definitions, comparisons, costs, processes and local questions each need a different page format.',
            '**Write the hub first.** It answers the broad question and links to every spoke with descriptive anchor text.',
            '**Publish the spokes.** Each answers one narrower question completely and links back to the hub and across to its siblings.',
            '**Measure citations, not only rankings.** Re-run a fixed set of prompts across assistants every month and log who gets cited.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'This hub is built the same way. Each guide below goes deep on one part of the playbook:',
        },
        {
          kind: 'cards',
          items: [aiSeoCards.schema, aiSeoCards.eeat, aiSeoCards.overviews, aiSeoCards.crawlability],
        },
      ],
    },
    {
      id: 'faq',
      title: 'Frequently asked questions about GEO',
      hideFromToc: true,
      blocks: [{ kind: 'faq', items: faq }],
    },
  ],
  faq,
  cta: {
    title: 'Find out where AI assistants already mention you — and where they don’t',
    intro: 'In a 30-minute GEO strategy session we run your most valuable questions through ChatGPT, Perplexity and Google, show you who gets cited instead of you, and outline the fixes that would change it.',
    actions: [
      { href: '/contact', label: 'Book a GEO Strategy Session' },
      { href: '/services', label: 'Explore our services' },
    ],
  },
} as const satisfies Guide;
