import { aiSeoCards, aiSeoPublished } from './shared';
import type { Guide, HowToContent } from './types';

const howTo: HowToContent = {
  name: 'How to strengthen E-E-A-T trust signals for AI search in 30 days',
  description: 'A five-stage, 30-day plan that makes a business’s experience, expertise, authority and trustworthiness visible and verifiable to search engines and AI assistants.',
  totalTime: 'P30D',
  steps: [
    {
      label: 'Days 1–5',
      title: 'Audit your entity',
      text: 'List every profile, directory listing and mention of your business you can find. Record the name, address, phone number, hours and services each one shows, and mark every mismatch.',
      checklist: ['Google Business Profile, Bing Places and Apple Business Connect checked', 'Industry and local directories listed', 'Every mismatch logged with its URL'],
    },
    {
      label: 'Days 6–10',
      title: 'Fix the facts',
      text: 'Correct the mismatches, starting with the profiles search engines and assistants rely on most, then align your site’s contact page, footer and Organization and LocalBusiness markup with them.',
      checklist: ['Name, address and phone identical everywhere', 'Hours, including holiday and emergency hours, up to date', 'Structured data matches the corrected facts'],
    },
    {
      label: 'Days 11–17',
      title: 'Put names to the work',
      text: 'Publish an author page for each expert with their role, experience, licences and profiles. Add bylines and “reviewed by” lines to your key pages and mark the authors up with Person schema.',
      checklist: ['Author pages live with verifiable credentials', 'Bylines on every guide and service page', 'Person markup referenced from each Article'],
    },
    {
      label: 'Days 18–24',
      title: 'Publish proof',
      text: 'Turn three recent jobs into detailed case studies with photos, dates, the problem found and the outcome, and add first-hand detail to your most important service pages.',
      checklist: ['Three case studies published', 'Original photos with descriptive captions', 'Service pages updated with specifics from real jobs'],
    },
    {
      label: 'Days 25–30',
      title: 'Earn corroboration and measure',
      text: 'Ask recent customers for reviews on independent platforms, offer one genuinely useful story or data point to local or trade media, and re-run your prompt set to record where assistants now mention you.',
      checklist: ['Review requests sent', 'One media pitch made', 'Citation baseline compared with day 1'],
    },
  ],
};

export const eeatGuide = {
  path: '/ai-seo/eeat-ai-trust-signals',
  shortTitle: 'E-E-A-T Trust Signals',
  metaTitle: 'E-E-A-T for AI Search: Trust Signals That Earn Citations',
  description:
    'How Experience, Expertise, Authoritativeness and Trustworthiness shape which sources AI assistants cite, with formatting rules, a citation checklist and a 30-day trust-signal plan.',
  summary: 'E-E-A-T for AI search: the four pillars, how LLMs amplify them, formatting rules, a citation checklist and a 30-day plan.',
  keywords: ['E-E-A-T', 'E-E-A-T for AI', 'AI trust signals', 'LLM citations', 'Search Quality Rater Guidelines', 'author schema', 'AI search authority'],
  eyebrow: 'Guide · Trust signals',
  title: 'E-E-A-T for AI Search: Trust Signals Machines Can Verify',
  intro:
    'AI assistants try not to repeat claims from sources they can’t vouch for. Google’s E-E-A-T framework is the clearest map of what a trustworthy source looks like. This guide covers each pillar, how answer engines amplify it, and a 30-day plan to make your expertise visible.',
  datePublished: aiSeoPublished,
  dateModified: aiSeoPublished,
  sections: [
    {
      id: 'intro',
      title: 'What E-E-A-T is — and what it isn’t',
      tocLabel: 'What E-E-A-T is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'E-E-A-T stands for Experience, Expertise, Authoritativeness and Trustworthiness. It comes from Google’s Search Quality Rater Guidelines, the handbook used by the external quality raters who assess samples of search results. The framework began as E-A-T; in December 2022 Google added Experience, recognising that first-hand use of a product, a service or a place is a form of credibility in its own right.',
        },
        {
          kind: 'paragraph',
          text: 'Two points are widely misunderstood. E-E-A-T is not a ranking factor you can score, or a tag you can add: raters’ assessments are used to evaluate and improve Google’s ranking systems, not to rank individual pages, and Google describes E-E-A-T as what its systems aim to reward through many other signals. And it is not only about Google. Every AI answer engine has the same problem — deciding which sources to believe — and the evidence raters are told to look for is, in practice, the evidence that makes a source safe to cite.',
        },
        {
          kind: 'paragraph',
          text: 'The guidelines hold “Your Money or Your Life” (YMYL) topics — health, finances, safety and legal matters, where bad information can cause real harm — to the highest standard. Emergency repairs, insurance claims and choosing a contractor after a storm sit close to that line, which is why this work matters so much for home-service businesses.',
        },
        {
          kind: 'table',
          caption: 'The four pillars at a glance',
          columns: ['Pillar', 'The question it answers', 'Evidence a machine can find'],
          rows: [
            ['Experience', 'Has the creator actually done or used this?', 'Original photos, project data, dated case studies and first-hand detail'],
            ['Expertise', 'Does the creator have the knowledge or skill?', 'Named authors, credentials, licences, and accurate, in-depth content'],
            ['Authoritativeness', 'Is this a go-to source on the topic?', 'Mentions, links and citations from respected independent sources'],
            ['Trustworthiness', 'Is the page accurate, honest, safe and reliable?', 'Clear ownership and contact details, cited sources, policies and independent reviews'],
          ],
        },
      ],
    },
    {
      id: 'experience',
      title: 'Pillar 1: Experience',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Experience is the newest pillar and the hardest to fake. Raters are asked whether the content shows that its creator has first-hand experience of the subject: has used the product, visited the place or done the job. For a contractor, that means showing the work instead of describing it in general terms.',
        },
        { kind: 'subheading', text: 'What demonstrates experience' },
        {
          kind: 'list',
          items: [
            'Project write-ups with the area, the date, the materials, the problem found and how it was solved.',
            'Original photos and video from real jobs, with descriptive captions — never stock images.',
            'Details only a practitioner would know: the failure you see most after high winds, what adjusters usually ask for, how long a permit really takes in your county.',
            'Customer stories told with permission, including what went wrong and how it was put right.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For AI systems, experience shows up as **information gain**: details that don’t appear on the twenty other pages answering the same question. A model writing an answer has little reason to cite a page that repeats the consensus, and every reason to cite the page that adds a specific, checkable detail.',
        },
      ],
    },
    {
      id: 'expertise',
      title: 'Pillar 2: Expertise',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Expertise is about knowledge and skill. The bar depends on the topic: for everyday subjects, life experience can be enough, while for YMYL topics raters look for formal expertise. Either way, expertise has to be attributable to someone a reader could look up.',
        },
        {
          kind: 'list',
          items: [
            '**Named authors on every substantial page**, linked to an author page.',
            '**Author pages that prove it:** role, years in the trade, licences and certifications with numbers that can be verified, specialisms, and links to the author’s profiles elsewhere.',
            '**Expert review for sensitive topics:** a “reviewed by” line with the reviewer’s credentials and the review date.',
            '**Accuracy and depth:** correct terminology, precise figures and acknowledged exceptions — the marks of someone who knows the subject.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Then mark it up. `Person` structured data with `jobTitle`, `worksFor`, `knowsAbout`, `hasCredential` and `sameAs`, referenced from each `Article` as its `author`, makes the link between content and credentials explicit. Our [schema guide](/ai-seo/schema-for-ai-citation) has a copy-ready example.',
        },
      ],
    },
    {
      id: 'authority',
      title: 'Pillar 3: Authoritativeness',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Authoritativeness is reputation: whether the business and its people are recognised as a go-to source on the topic. You can’t declare it on your own site; it is established by what others say about you. The rater guidelines tell raters to look for independent information about a site’s reputation rather than take the site’s word for it.',
        },
        { kind: 'subheading', text: 'How authority is built' },
        {
          kind: 'list',
          items: [
            '**Editorial mentions and links** from local news, trade publications, manufacturers’ certified-installer directories and industry associations.',
            '**Consistent entity data** across Google Business Profile, Bing Places, Apple Business Connect, the BBB, Yelp and niche directories, so every source describes the same business.',
            '**Co-citation:** appearing in the same articles, lists and discussions as the established names in your category, which teaches search engines and language models which entities belong together.',
            '**Topical depth:** a body of content that covers a subject thoroughly, organised in clusters, rather than scattered one-off posts.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Language models absorb reputation in aggregate. If many independent sources associate your brand with “storm damage roofing in Tampa”, that association is likely to surface in answers; one page on your own site saying so is not enough. That is why we treat PR, directory hygiene and review generation as GEO work rather than separate disciplines.',
        },
        {
          kind: 'callout',
          tone: 'note',
          title: 'A word on Wikipedia and Wikidata',
          text: 'Both are heavily used sources of entity information, and both have notability and conflict-of-interest rules. Don’t create or edit an article about your own business; earn coverage in independent sources that editors can cite.',
        },
      ],
    },
    {
      id: 'trust',
      title: 'Pillar 4: Trustworthiness',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The rater guidelines call trust the most important member of the E-E-A-T family: an untrustworthy page has low E-E-A-T however experienced, expert or authoritative it may seem. Trust is judged on accuracy, honesty, safety and reliability, and for a business it starts with the basics.',
        },
        {
          kind: 'checklist',
          title: 'Trust basics we check first',
          items: [
            'Full business name, physical address, phone number and email, consistent everywhere',
            'An about page that says who owns and runs the business',
            'Licence and insurance details where your trade requires them',
            'Clear pricing, or an honest explanation of how quotes work',
            'Privacy policy, terms and warranty information that are easy to find',
            'HTTPS on every page, with no mixed-content warnings',
            'Reviews on independent platforms, with replies to the critical ones',
            'Sources and dates for statistics and claims',
            'Visible published and reviewed dates on guides',
            'No exaggerated guarantees or false urgency',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For AI systems, trust has an extra dimension: **consistency**. A language model that finds three different phone numbers or two sets of opening hours for your business has to guess which is right, or leave you out. Make every public source agree, and keep it that way when something changes.',
        },
      ],
    },
    {
      id: 'llm-amplification',
      title: 'How LLMs amplify trust: structuring content for citation',
      tocLabel: 'LLM amplification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Language models don’t compute an E-E-A-T score. They retrieve passages, weigh them against each other and write an answer, and each of those steps rewards the qualities the pillars describe. Clear authorship and corroborated facts make a passage safer to use; specific first-hand detail makes it more useful than the alternatives; consistency across sources makes it easier to attribute. In our experience the effect compounds: a source that gets cited gets seen, linked and mentioned more, which makes it more likely to be retrieved the next time.',
        },
        { kind: 'subheading', text: 'Structure each section for extraction' },
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Lead with the answer.** Put a direct answer of two or three sentences immediately under a heading that states the question.',
            '**Make passages self-contained.** Name the subject and the place instead of writing “it” and “here”, so the passage still makes sense when quoted alone.',
            '**Attach evidence to claims.** Give the number, its unit, its date and its source in the same sentence or the next one.',
            '**Attribute experience inside the passage.** “Across the roofs we inspected in Pinellas County last season…” tells the model whose knowledge this is.',
            '**Keep one idea per section.** A section that answers one question cleanly is easier to retrieve than one that answers five loosely.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Then make the structure visible to machines: real heading elements in order, lists marked up as lists, tables as tables, and all of it in the server-rendered HTML rather than assembled by JavaScript in the browser. Our [LLM crawlability guide](/ai-seo/llm-crawlability) covers the technical side.',
        },
      ],
    },
    {
      id: 'formatting-rules',
      title: 'Content formatting rules',
      tocLabel: 'Formatting rules',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These are the house rules our writers follow on every page meant to be cited. None of them is a trick; each makes content easier for people to scan and for machines to parse.',
        },
        {
          kind: 'table',
          caption: 'Formatting rules for citable content',
          columns: ['Element', 'Do', 'Avoid'],
          rows: [
            ['Headings', 'Phrase H2s and H3s as the question or task they answer', 'Clever or vague headings such as “Let’s dive in”'],
            ['Paragraphs', 'Two to four sentences, one idea each', 'Walls of text that mix several points'],
            ['Lists', 'Numbered lists for sequences, bullets for sets', 'Steps buried inside a paragraph'],
            ['Tables', 'Comparisons, prices, specifications and schedules', 'Pictures of tables, or tables faked with layout boxes'],
            ['Numbers', 'Ranges, units, dates and sources together', 'Round, unsourced figures such as “90% of homeowners…”'],
            ['Entities', 'Full names of products, places, standards and organisations', 'Pronouns and abbreviations that are never spelled out'],
            ['Dates', 'Visible published and reviewed dates that match the structured data', 'Dates that change automatically with no real update'],
            ['Authorship', 'A named byline linking to an author page', '“Admin”, or no author at all'],
          ],
        },
      ],
    },
    {
      id: 'citation-checklist',
      title: 'The citation checklist',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Run this before publishing any page you want AI assistants to cite. If a box can’t be ticked, fix the gap or accept that the page is less likely to be used.',
        },
        {
          kind: 'checklist',
          title: 'Before you publish',
          items: [
            'The page answers a question real buyers ask, in their words',
            'A direct answer sits immediately under the relevant heading',
            'Each section makes sense when read on its own',
            'The page contains at least one fact, example or data point competing pages lack',
            'Every statistic has a source and a date',
            'The author is named and linked to a page with verifiable credentials',
            'Published and reviewed dates are visible and match the structured data',
            'Article, Person and Organization markup is present, valid and consistent',
            'Business name, address and phone match your Google Business Profile exactly',
            'The content is in the server-rendered HTML, not loaded by JavaScript',
            'robots.txt allows the AI search crawlers you want to be cited by',
            'The page links to related guides and is linked from its hub',
          ],
        },
      ],
    },
    {
      id: 'thirty-day-plan',
      title: 'A 30-day plan to strengthen your trust signals',
      tocLabel: '30-day plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This is the sequence we run in the first month of an engagement. It fits around normal operations: most tasks take an hour or two for someone who knows the business, and each stage builds on the one before.',
        },
        { kind: 'steps', items: howTo.steps },
        {
          kind: 'paragraph',
          text: 'After day 30 the work becomes routine: a new case study every month, reviews requested after every job, profiles checked each quarter, and the prompt set re-run so you can see which assistants cite you and for what.',
        },
      ],
    },
  ],
  howTo,
  related: {
    title: 'Put your trust signals to work',
    items: [aiSeoCards.schema, aiSeoCards.hub, aiSeoCards.overviews],
  },
  cta: {
    title: 'Make your expertise impossible to miss',
    intro: 'We review how your business, your people and your proof appear across your site and the wider web, then build the trust signals AI assistants look for — starting with the fixes that matter most.',
    actions: [
      { href: '/contact', label: 'Book a Trust-Signal Review' },
      { href: '/ai-seo', label: 'Explore the AI SEO Hub' },
    ],
  },
} as const satisfies Guide;
