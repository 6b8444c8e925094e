import { aiSeoCards, aiSeoPublished } from './shared';
import type { Guide } from './types';

export const aiOverviewsGuide = {
  path: '/ai-seo/ai-overviews',
  shortTitle: 'AI Overviews Playbook',
  metaTitle: 'Google AI Overviews: How to Become a Cited Source',
  description:
    'How Google AI Overviews choose their sources and how local businesses earn citations: a three-phase protocol, local SEO, schema, the answer-target framework and a 30-day co-citation plan.',
  summary: 'Google AI Overviews for local businesses: how sources are chosen, a three-phase protocol, answer targets and a 30-day co-citation plan.',
  keywords: ['Google AI Overviews', 'AI Overviews optimization', 'AI Overview citations', 'SGE', 'local SEO AI', 'co-citation', 'answer targets'],
  eyebrow: 'Guide · Google AI Overviews',
  title: 'Google AI Overviews: How to Become a Cited Source',
  intro:
    'AI Overviews put a generated answer above the classic results, with links to a few of the pages it drew on. This is our protocol for becoming one of those links, built for local service businesses and the questions that bring them customers.',
  datePublished: aiSeoPublished,
  dateModified: aiSeoPublished,
  sections: [
    {
      id: 'intro',
      title: 'What AI Overviews are, and how they pick sources',
      tocLabel: 'How AI Overviews work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI Overviews are AI-generated summaries that Google shows at the top of some search results, with links to the web pages that support them. Google launched them to everyone in the United States in May 2024, after a year of testing as the Search Generative Experience (SGE) in Search Labs, and has since rolled them out to many more countries and languages. They are produced by a Gemini model customised for Search, working from Google’s index and ranking systems.',
        },
        {
          kind: 'paragraph',
          text: 'Across the query sets we track for clients, AI Overviews appear on 15-20% of Google searches. They show up far more often on informational questions — “how long does a roof replacement take”, “does homeowners insurance cover wind damage” — than on navigational or simple commercial searches, and those informational questions are where many buyers start.',
        },
        { kind: 'subheading', text: 'How Google chooses the links' },
        {
          kind: 'paragraph',
          text: 'Google’s documentation is unusually direct: there are no additional requirements for appearing in AI Overviews beyond those of Search itself. A page must be indexed and eligible to be shown in Search with a snippet. AI Overviews may also use a “query fan-out” technique — issuing several related searches across subtopics — to find supporting pages, so a page can be cited for a question it doesn’t rank for on its own, provided it is a strong result for one of the sub-questions.',
        },
        {
          kind: 'paragraph',
          text: 'The usual snippet controls apply: `nosnippet`, `data-nosnippet` and `max-snippet` limit what Google may show or use, and `noindex` removes a page entirely. The `Google-Extended` robots.txt token does **not** affect AI Overviews, because they are part of Google Search.',
        },
        {
          kind: 'paragraph',
          text: 'Search Console counts clicks and impressions from AI Overviews within your overall Search performance rather than reporting every citation separately, so we pair it with a fixed list of target queries that we check for AI Overviews and their sources every week.',
        },
      ],
    },
    {
      id: 'protocol',
      title: 'The three-phase AI Overviews protocol',
      tocLabel: 'Three-phase protocol',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our protocol runs in three phases over roughly twelve weeks. Each phase builds on the one before, and skipping the first is the most common reason AI Overview work fails: no amount of writing helps a page Google can’t index or quote.',
        },
        {
          kind: 'steps',
          items: [
            {
              label: 'Phase 1 · Weeks 1–2',
              title: 'Qualify',
              text: 'Confirm the site can be cited at all. We check indexing and snippet eligibility for every target page, fix crawling and rendering problems, remove accidental snippet limits, and build the list of target queries that actually show AI Overviews in your market.',
              checklist: [
                'Target pages indexed and eligible for snippets',
                'No blocking robots.txt rules, noindex or snippet limits',
                'Main content present in the server-rendered HTML',
                'Target query list built from queries that show AI Overviews',
                'Current citations recorded as the baseline',
              ],
            },
            {
              label: 'Phase 2 · Weeks 3–6',
              title: 'Answer',
              text: 'Rewrite or build pages around answer targets. Each target question gets a heading, a direct answer, supporting detail and evidence, following the framework below. Business details and structured data are aligned at the same time.',
              checklist: [
                'Answer-first sections for each target question',
                'First-hand detail and data in every key section',
                'LocalBusiness, Service and Article markup consistent with the page',
                'Author bylines and review dates visible',
                'Internal links from the hub to each answer page',
              ],
            },
            {
              label: 'Phase 3 · Weeks 7–12',
              title: 'Corroborate',
              text: 'Make the rest of the web agree with you. AI Overviews tend to draw on sources Google already trusts for a topic, so we earn mentions in them through the co-citation plan, and refresh pages whenever the answer Google shows changes.',
              checklist: [
                'Co-citation plan running',
                'Reviews flowing to Google Business Profile',
                'Weekly citation tracking against the baseline',
                'Pages refreshed when the AI Overview answer shifts',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-seo',
      title: 'Local SEO and AI Overviews',
      tocLabel: 'Local SEO',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For local service questions, AI Overviews often appear alongside the local pack and lean on the same local signals: your Google Business Profile, your reviews and the consistency of your business details across the web. A strong local presence and a strong AI Overview presence are largely the same project.',
        },
        {
          kind: 'list',
          items: [
            '**Complete your Google Business Profile:** the right primary and secondary categories, every service with a description, service areas, accurate hours (including holiday and emergency hours) and recent photos of real jobs.',
            '**Earn reviews that say something.** Ask customers to mention the service and the neighbourhood; detailed reviews give Google concrete language to summarise.',
            '**Build location pages with substance.** Each should describe work actually done in that area, with local specifics — not the same text with the city name swapped.',
            '**Keep name, address and phone consistent** across your site, your profile and the directories Google trusts.',
            '**Show you are active.** Regular profile updates, fresh photos and replies to reviews signal a business that is open and responsive.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The payoff shows up in branded demand. After a 90-day local programme, one home-services client saw a 65% increase in branded profile views on Google Business Profile: more people looking the business up by name after seeing it recommended.',
        },
      ],
    },
    {
      id: 'schema',
      title: 'Structured data for AI Overviews',
      tocLabel: 'Schema',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Google says plainly that no special schema is needed to appear in AI Overviews. Structured data is still worth doing well, for two reasons: it makes your business unambiguous to Google’s systems, and it keeps the facts consistent for every other crawler that reads your pages.',
        },
        {
          kind: 'list',
          items: [
            'Your `LocalBusiness` subtype on the home or location pages, matching your Google Business Profile exactly.',
            '`Service` on each service page, with `areaServed` and a `provider` reference to the business.',
            '`Article` with a named `author` on every guide, and `Person` markup on author pages.',
            '`BreadcrumbList` on every page below the home page.',
            '`FAQPage` only for genuine FAQ sections. It no longer earns rich results, but it states the questions and answers plainly.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Whatever you mark up must match the visible page; structured data that disagrees with the content is worse than none. The property-by-property walkthrough, with copy-ready JSON-LD, is in our [schema guide](/ai-seo/schema-for-ai-citation).',
        },
      ],
    },
    {
      id: 'results',
      title: 'Results from the protocol',
      tocLabel: 'Results',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These figures come from client programmes run on this protocol. Every market is different; we share them to show what is achievable, not to promise a number.',
        },
        {
          kind: 'stats',
          items: [
            {
              value: '3.2x',
              label: 'Citation growth in 90 days',
              detail: 'A regional restoration company achieved 3.2x citation growth in 90 days across its tracked AI Overview queries.',
            },
            {
              value: '89%',
              label: 'Of target queries cite the client',
              detail: 'After a full protocol cycle, 89% of target queries trigger citations of the client’s pages in AI Overviews.',
            },
            {
              value: '65%',
              label: 'More branded profile views',
              detail: 'A 65% increase in branded profile views on Google Business Profile followed the local programme.',
            },
            {
              value: '30 days',
              label: 'Per co-citation cycle',
              detail: 'The 30-day, four-week co-citation plan repeats every quarter, so new mentions keep compounding.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'How we measure: a fixed list of target queries, checked weekly from the client’s market, logging whether an AI Overview appears, which sources it links and whether the client is among them. The same list is run through ChatGPT and Perplexity each month, so gains in Google can be compared with other assistants.',
        },
      ],
    },
    {
      id: 'answer-targets',
      title: 'The answer-target framework',
      tocLabel: 'Answer targets',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An answer target is a specific question, the format in which Google tends to answer it, and the page element that supplies that answer. Matching your content’s format to the answer’s format is the biggest on-page lever we have found.',
        },
        {
          kind: 'table',
          caption: 'Answer targets by query type',
          columns: ['Query type', 'Example', 'Answer format', 'What to put on the page'],
          rows: [
            ['Definition', '“What is a wind mitigation inspection?”', 'One- or two-sentence definition, then context', 'The question as a heading with a direct definition beneath it'],
            ['Process', '“How to file a roof damage insurance claim”', 'Ordered steps', 'A numbered list with one action per step, plus timings'],
            ['Cost', '“Roof replacement cost in Tampa”', 'A range and the factors behind it', 'A dated, local price range and what moves it up or down'],
            ['Comparison', '“Metal vs shingle roof in Florida”', 'Side-by-side attributes', 'A table comparing lifespan, cost, wind rating and upkeep'],
            ['Decision', '“Repair or replace a storm-damaged roof?”', 'Criteria and conditions', 'A short checklist of the conditions that favour each choice'],
            ['Local', '“Emergency roof tarping near me”', 'Businesses with proof of availability', 'A service-area page with hours, response times, reviews and consistent contact details'],
          ],
        },
        { kind: 'subheading', text: 'Writing to a target' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Write the question as the heading, in the words searchers use.',
            'Answer it in the first two or three sentences, without preamble.',
            'Follow with what makes your answer better than the others: local specifics, your own data, the exceptions.',
            'Support it with evidence — a source, a photo, a case study — and a named author.',
            'Check the live AI Overview for the query, note which sources it cites and what they include that you don’t, and close the gap.',
          ],
        },
      ],
    },
    {
      id: 'co-citation',
      title: 'The 30-day co-citation plan',
      tocLabel: 'Co-citation plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Co-citation means being mentioned alongside the established names in your category, in the sources Google and AI systems already trust. If the AI Overview for “best storm restoration companies in Tampa” draws on three local round-ups and you are in none of them, no amount of on-page work will put you in the answer. This 30-day, four-week co-citation plan closes that gap.',
        },
        {
          kind: 'steps',
          items: [
            {
              label: 'Week 1',
              title: 'Map the sources',
              text: 'For each target query, record the pages the AI Overview and the top results cite, and which competitors they mention. These are your target sources.',
              checklist: ['Cited sources logged for every target query', 'Competitors named in each source noted', 'Sources where you are missing flagged'],
            },
            {
              label: 'Week 2',
              title: 'Fix the listings',
              text: 'Claim and complete every directory, association listing and manufacturer certified-installer profile among the target sources, with details that match your Google Business Profile exactly.',
              checklist: ['Listings claimed and complete', 'Name, address and phone identical to your profile', 'Categories and services aligned'],
            },
            {
              label: 'Week 3',
              title: 'Earn the mentions',
              text: 'Pitch the editors of round-ups and local guides with something they can use — a case study, data from your own jobs or an expert comment — and answer questions where your customers ask them.',
              checklist: ['Editors pitched with a specific angle', 'One data point or case study offered', 'Helpful answers posted in relevant community forums'],
            },
            {
              label: 'Week 4',
              title: 'Measure and repeat',
              text: 'Re-run the target queries, log new citations and mentions, and carry unfinished targets into the next cycle.',
              checklist: ['Target queries re-checked', 'New mentions and citations logged', 'Next cycle’s targets chosen'],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Run the plan every quarter. Co-citation compounds: each mention in a trusted source makes the next one easier to earn and makes your brand a more natural inclusion when an AI system writes about your category.',
        },
      ],
    },
  ],
  related: {
    title: 'Go deeper on each phase',
    items: [aiSeoCards.schema, aiSeoCards.eeat, aiSeoCards.crawlability],
  },
  cta: {
    title: 'See which AI Overviews you could be cited in',
    intro: 'We check your target queries, show you which sources Google cites instead of you, and map the fixes from our three-phase protocol that would change it.',
    actions: [
      { href: '/contact', label: 'Request an AI Overviews Audit' },
      { href: '/case-studies', label: 'See Client Case Studies' },
    ],
  },
} as const satisfies Guide;
