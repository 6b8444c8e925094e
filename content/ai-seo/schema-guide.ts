import type { FAQPage, Graph, HowTo, RoofingContractor, Service, WithContext } from 'schema-dts';
import { aiSeoCards, aiSeoPublished } from './shared';
import type { FaqItem, Guide, HowToContent } from './types';

/*
 * The JSON-LD samples are typed objects serialised with JSON.stringify, so every sample on the
 * page is valid JSON by construction. They describe a fictional roofer on example.com.
 */
const origin = 'https://www.example.com';
const businessId = `${origin}/#business`;

const localBusinessExample: WithContext<RoofingContractor> = {
  '@context': 'https://schema.org',
  '@type': 'RoofingContractor',
  '@id': businessId,
  name: 'Gulf Coast Roofing Co.',
  url: `${origin}/`,
  telephone: '+1-813-555-0100',
  email: 'office@example.com',
  image: [`${origin}/images/crew-on-site-tampa.jpg`, `${origin}/images/metal-roof-project.jpg`],
  logo: `${origin}/images/logo.png`,
  priceRange: '$$',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '4800 W Example Blvd, Suite 200',
    addressLocality: 'Tampa',
    addressRegion: 'FL',
    postalCode: '33609',
    addressCountry: 'US',
  },
  geo: { '@type': 'GeoCoordinates', latitude: 27.94752, longitude: -82.52361 },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '18:00',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '12:00' },
  ],
  areaServed: [
    { '@type': 'AdministrativeArea', name: 'Hillsborough County, FL' },
    { '@type': 'AdministrativeArea', name: 'Pinellas County, FL' },
    { '@type': 'City', name: 'Brandon, FL' },
  ],
  sameAs: ['https://www.facebook.com/example', 'https://www.linkedin.com/company/example', 'https://www.yelp.com/biz/example'],
};

const serviceExample: WithContext<Service> = {
  '@context': 'https://schema.org',
  '@type': 'Service',
  '@id': `${origin}/services/roof-replacement#service`,
  name: 'Roof replacement',
  serviceType: 'Roof replacement',
  description:
    'Tear-off and replacement of shingle, metal and tile roofs for homes in Hillsborough and Pinellas counties, including permits, wind-mitigation paperwork and a 10-year workmanship warranty.',
  url: `${origin}/services/roof-replacement`,
  provider: { '@id': businessId },
  areaServed: [
    { '@type': 'AdministrativeArea', name: 'Hillsborough County, FL' },
    { '@type': 'AdministrativeArea', name: 'Pinellas County, FL' },
  ],
  audience: { '@type': 'Audience', audienceType: 'Homeowners' },
  offers: {
    '@type': 'Offer',
    description: 'Typical installed price for a single-family home',
    priceSpecification: { '@type': 'PriceSpecification', minPrice: 9500, maxPrice: 28000, priceCurrency: 'USD' },
  },
};

const faqExample: WithContext<FAQPage> = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    {
      '@type': 'Question',
      name: 'Do you offer emergency roof tarping after a storm?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Yes. Our crews tarp storm-damaged roofs across Hillsborough and Pinellas counties, usually within 24 hours of your call.',
      },
    },
    {
      '@type': 'Question',
      name: 'Will homeowners insurance pay for wind damage to my roof?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Many policies cover sudden wind damage, subject to a separate hurricane or windstorm deductible, so check your declarations page. We document the damage with dated photos and measurements for your adjuster.',
      },
    },
  ],
};

const howToExample: WithContext<HowTo> = {
  '@context': 'https://schema.org',
  '@type': 'HowTo',
  name: 'How to document storm damage to your roof for an insurance claim',
  totalTime: 'PT45M',
  tool: [
    { '@type': 'HowToTool', name: 'Phone or camera with a zoom lens' },
    { '@type': 'HowToTool', name: 'Binoculars' },
  ],
  step: [
    {
      '@type': 'HowToStep',
      name: 'Photograph the roof from the ground',
      text: 'Take dated photos of every roof slope, missing shingles, lifted flashing and debris from the ground or a window. Do not climb onto a damaged roof.',
    },
    {
      '@type': 'HowToStep',
      name: 'Record interior damage',
      text: 'Photograph ceiling stains, wet insulation and points where water is coming in, and note when you first saw them.',
    },
    {
      '@type': 'HowToStep',
      name: 'Prevent further damage',
      text: 'Arrange temporary protection such as a tarp and keep every receipt; policies typically expect reasonable steps to limit further loss.',
    },
    {
      '@type': 'HowToStep',
      name: 'Report the claim',
      text: 'Contact your insurer promptly and share your photos, notes and the contractor’s inspection report.',
    },
  ],
};

const organizationId = `${origin}/#organization`;
const personId = `${origin}/team/ana-rivera#person`;
const eeatExample: Graph = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Organization',
      '@id': organizationId,
      name: 'Gulf Coast Roofing Co.',
      legalName: 'Gulf Coast Roofing Company LLC',
      alternateName: 'Gulf Coast Roofing',
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.png` },
      foundingDate: '2009',
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+1-813-555-0100',
        contactType: 'customer service',
        availableLanguage: ['English', 'Spanish'],
      },
      sameAs: ['https://www.linkedin.com/company/example', 'https://www.facebook.com/example'],
    },
    {
      '@type': 'Person',
      '@id': personId,
      name: 'Ana Rivera',
      jobTitle: 'Roofing Project Manager',
      url: `${origin}/team/ana-rivera`,
      image: `${origin}/images/team/ana-rivera.jpg`,
      worksFor: { '@id': organizationId },
      knowsAbout: ['Roof replacement', 'Wind mitigation inspections', 'Florida Building Code'],
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: 'Florida Certified Roofing Contractor',
        recognizedBy: { '@type': 'Organization', name: 'Florida Department of Business and Professional Regulation' },
      },
      sameAs: ['https://www.linkedin.com/in/example'],
    },
    {
      '@type': 'Article',
      '@id': `${origin}/guides/hurricane-roof-checklist#article`,
      headline: 'Hurricane Season Roof Checklist for Tampa Bay Homeowners',
      image: `${origin}/images/guides/hurricane-roof-checklist.jpg`,
      datePublished: '2024-05-20',
      dateModified: '2024-09-12',
      author: { '@id': personId },
      publisher: { '@id': organizationId },
      mainEntityOfPage: `${origin}/guides/hurricane-roof-checklist`,
    },
  ],
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

const howTo: HowToContent = {
  name: 'How to add and validate JSON-LD structured data on a page',
  description: 'A 30-minute routine for adding schema.org markup to one page, validating it and confirming search engines can read it.',
  totalTime: 'PT30M',
  steps: [
    {
      label: '5 minutes',
      title: 'Choose the page’s main entity',
      text: 'Decide what the page is primarily about — the business, one service, an article, a person — and pick the most specific schema.org type for it.',
    },
    {
      label: '10 minutes',
      title: 'Draft the JSON-LD from visible facts',
      text: 'Copy names, addresses, prices, questions and answers from the page itself, so the markup and the content match word for word.',
    },
    {
      label: '5 minutes',
      title: 'Connect it to your other entities',
      text: 'Refer to the business and the author by their `@id` instead of repeating their details, so the site describes one business and one set of people.',
    },
    {
      label: '5 minutes',
      title: 'Validate',
      text: 'Run the code through the Schema Markup Validator and Google’s Rich Results Test. Fix every error, and every warning that points at a missing fact.',
    },
    {
      label: '5 minutes',
      title: 'Deploy and verify',
      text: 'Publish the markup in the server-rendered HTML, confirm it appears in the page source, then inspect the URL in Search Console and request indexing.',
    },
  ],
};

const faq: readonly FaqItem[] = [
  {
    question: 'Which schema types matter most for a local service business?',
    answer:
      'Start with your LocalBusiness subtype on the home or location page, Service on each service page, Person for your experts, Article on guides and BreadcrumbList across the site. Add FAQPage and HowTo only where that content genuinely exists on the page.',
  },
  {
    question: 'Is FAQ schema still worth adding?',
    answer:
      'Not for rich results: Google no longer shows FAQ rich results for ordinary business sites. FAQPage is still valid schema.org that describes question-and-answer content precisely, so we keep it on real FAQ sections and never add it for its own sake.',
  },
  {
    question: 'Should I use JSON-LD, Microdata or RDFa?',
    answer:
      'JSON-LD. Google supports all three formats but recommends JSON-LD, and it is easier to generate, validate and keep in step with the page because it sits apart from your HTML.',
  },
  {
    question: 'Can I add structured data with Google Tag Manager?',
    answer:
      'Google can usually process JSON-LD that JavaScript injects, but most AI crawlers do not run JavaScript and will never see it. Render structured data in the server HTML whenever you can.',
  },
  {
    question: 'Does structured data guarantee an AI citation?',
    answer:
      'No. It helps machines understand the facts on your page and connect them to the right business. Citations still depend on the content being the clearest, most credible answer to the question being asked.',
  },
];

export const schemaGuide = {
  path: '/ai-seo/schema-for-ai-citation',
  shortTitle: 'Schema for AI Citation',
  metaTitle: 'Schema Markup for AI Citation: JSON-LD Guide for Local Businesses',
  description:
    'A practitioner’s guide to LocalBusiness, Service, FAQPage, HowTo, Organization, Person and Article structured data for AI search, with copy-ready JSON-LD and the errors we fix most.',
  summary: 'Schema.org markup for AI search: required and recommended properties, copy-ready JSON-LD examples and the common errors to avoid.',
  keywords: [
    'schema markup for AI',
    'LocalBusiness schema',
    'Service schema',
    'FAQPage schema',
    'HowTo schema',
    'JSON-LD examples',
    'structured data for AI citation',
  ],
  eyebrow: 'Guide · Structured data',
  title: 'Schema Markup for AI Citation: The Practitioner’s Guide',
  intro:
    'Structured data won’t make a weak page quotable, but it removes the guesswork about who you are, what you offer and where. Here is the JSON-LD we deploy for service businesses, property by property, and the errors we fix most often.',
  datePublished: aiSeoPublished,
  dateModified: aiSeoPublished,
  sections: [
    {
      id: 'intro',
      title: 'Why structured data matters for AI search',
      tocLabel: 'Why structured data matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Structured data is a machine-readable description of the things a page is about, written in the schema.org vocabulary that the major search engines launched together in 2011. Search engines have used it for years to power rich results, and AI search systems gain from the same clarity. When your page says “we replace roofs in Tampa” and your JSON-LD says the same thing as a `RoofingContractor` with an `address`, an `areaServed` and a `telephone`, any system deciding what your business is has one less thing to guess.',
        },
        {
          kind: 'paragraph',
          text: 'Two caveats before the examples. First, Google says plainly that AI Overviews and AI Mode need no special markup: structured data supports understanding, it is not a citation switch. Second, markup must describe what is visible on the page. Marking up content users can’t see, or claims the page doesn’t make, breaks Google’s structured data guidelines and can lead to a manual action.',
        },
        { kind: 'subheading', text: 'JSON-LD, and where it belongs' },
        {
          kind: 'paragraph',
          text: 'Use JSON-LD: a `<script type="application/ld+json">` element holding a JSON object. Google supports JSON-LD, Microdata and RDFa and recommends JSON-LD because it keeps the data apart from your HTML. Put it in the server-rendered HTML — the head or the body both work — rather than injecting it with a tag manager. Google can render JavaScript, but most AI crawlers read only the HTML your server sends.',
        },
        {
          kind: 'paragraph',
          text: 'Connect your entities with `@id`. Give the business one stable identifier, such as `https://www.example.com/#business`, and refer to it from every `Service`, `Article` and `Person` instead of repeating the details. The result is a small, consistent knowledge graph of your site.',
        },
        { kind: 'subheading', text: 'Which types go where' },
        {
          kind: 'list',
          items: [
            '**Home or about page:** `Organization`, or your `LocalBusiness` subtype, with logo, contact details and `sameAs` profiles.',
            '**Location or contact page:** the `LocalBusiness` subtype with address, coordinates, opening hours and area served.',
            '**Service pages:** one `Service` each, linked to the business as its `provider`.',
            '**Guides and blog posts:** `Article` or `BlogPosting` with a named `author` and a `publisher`.',
            '**Team pages:** a `Person` for each expert, linked to the company with `worksFor`.',
            '**Genuine FAQ and how-to content:** `FAQPage` and `HowTo`, only where the questions or steps are on the page.',
            '**Every page below the home page:** `BreadcrumbList`, matching the visible breadcrumb.',
          ],
        },
      ],
    },
    {
      id: 'localbusiness',
      title: 'LocalBusiness: the anchor of your entity',
      tocLabel: 'LocalBusiness',
      blocks: [
        {
          kind: 'paragraph',
          text: '`LocalBusiness` is the type for a business with a place customers visit or a defined area it serves. For a local service company it is the most important markup on the site, because it carries the facts assistants are asked about constantly: where you are, when you’re open, which areas you cover and how to reach you.',
        },
        {
          kind: 'table',
          caption: 'LocalBusiness properties we set',
          columns: ['Property', 'Status', 'Notes'],
          rows: [
            ['`name`', 'Required by Google', 'The business name exactly as it appears on signage and your Google Business Profile.'],
            ['`address`', 'Required by Google', 'A `PostalAddress` with street, locality, region, postal code and country — the same address you publish everywhere else.'],
            ['`telephone`', 'Recommended', 'A number customers can call, with the country code: `+1-813-555-0100`.'],
            ['`url`', 'Recommended', 'The canonical URL of the location’s page.'],
            ['`geo`', 'Recommended', 'Latitude and longitude; Google asks for at least five decimal places.'],
            ['`openingHoursSpecification`', 'Recommended', 'One entry per group of days. For 24-hour service, Google’s convention is `opens` 00:00 and `closes` 23:59.'],
            ['`priceRange`', 'Recommended', 'A range such as `$$` or “$150–$400”; Google won’t show a price range of 100 characters or more.'],
            ['`image`', 'Recommended', 'Crawlable photos of the business and its work, not stock images.'],
            ['`areaServed`', 'schema.org', 'The cities, counties or regions you cover. Not a Google property, but essential context for service-area businesses.'],
            ['`sameAs`', 'schema.org', 'Your profiles elsewhere: Google Business Profile, Yelp, the BBB, Facebook, LinkedIn and industry directories.'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Use the most specific subtype schema.org offers. `HomeAndConstructionBusiness` has children such as `RoofingContractor`, `Plumber`, `HVACBusiness`, `Electrician`, `GeneralContractor` and `Locksmith`; professional firms have types such as `LegalService` and `AccountingService`. A specific type is itself a fact an assistant can use when someone asks for “a roofer near me”.',
        },
        { kind: 'code', id: 'example-localbusiness', title: 'LocalBusiness (RoofingContractor) example', language: 'json', code: json(localBusinessExample) },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Review stars need independent reviews',
          text: 'Google does not show review stars for `LocalBusiness` or `Organization` markup when the reviews are about the business itself and published on its own site. Earn reviews on your Google Business Profile and independent platforms instead; those are what search engines and assistants summarise.',
        },
      ],
    },
    {
      id: 'service',
      title: 'Service: say exactly what you sell',
      tocLabel: 'Service',
      blocks: [
        {
          kind: 'paragraph',
          text: '`Service` describes an offering rather than the company. Google has no rich result for it, which is why many sites skip it — and why it is a quiet advantage. It is the clearest way to tell machines that your business provides roof replacement in Hillsborough County, rather than leaving them to infer it from your navigation menu.',
        },
        {
          kind: 'list',
          items: [
            '`serviceType` — the kind of service, in the words customers use.',
            '`name` and `description` — the service’s name and a one- or two-sentence summary that matches the page.',
            '`provider` — a reference to your business’s `@id`.',
            '`areaServed` — the places this particular service covers, which may differ from service to service.',
            '`offers` — an `Offer` with a `price` or `priceSpecification` when you publish pricing; `hasOfferCatalog` lists packages or tiers.',
            '`audience`, `category` and `termsOfService` — only when they add real information.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keep one `Service` per service page, and describe the same service in the same words on the page, in the markup and in your Google Business Profile’s services list. Consistency across those three is what lets an assistant answer “who offers roof replacement in Brandon?” with your name.',
        },
        { kind: 'code', id: 'example-service', title: 'Service example', language: 'json', code: json(serviceExample) },
        {
          kind: 'paragraph',
          text: 'If you publish a price, make it a range you honour and explain what moves it on the page. A published range that matches the markup gives an assistant a concrete, attributable answer to “how much does it cost”, one of the most common questions buyers ask.',
        },
      ],
    },
    {
      id: 'faq-howto',
      title: 'FAQPage and HowTo: still worth it?',
      tocLabel: 'FAQPage & HowTo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These two types were once the easiest way to take up more space on a results page, which is exactly why Google scaled them back. In August 2023 Google limited FAQ rich results to well-known, authoritative government and health websites and began removing HowTo rich results, which disappeared from desktop as well as mobile in September 2023 and are deprecated. Google has since stopped showing FAQ rich results altogether.',
        },
        {
          kind: 'paragraph',
          text: 'The markup itself did not stop being valid schema.org, and it still describes content precisely. We keep `FAQPage` on genuine FAQ sections and `HowTo` on genuine step-by-step instructions because any system that parses structured data gets unambiguous question-and-answer pairs and ordered steps. We don’t add either to a page for the sake of a search feature that no longer exists.',
        },
        { kind: 'subheading', text: 'FAQPage rules' },
        {
          kind: 'list',
          items: [
            'Questions and answers must be visible on the page and written by you; use `QAPage` where users submit the answers.',
            'Each `Question` needs a `name` and an `acceptedAnswer` with the complete answer `text`.',
            'Mark up a given question once on the site, not on every page that repeats it.',
            'Don’t use it for advertising dressed up as questions.',
          ],
        },
        { kind: 'code', id: 'example-faqpage', title: 'FAQPage example', language: 'json', code: json(faqExample) },
        { kind: 'subheading', text: 'HowTo rules' },
        {
          kind: 'list',
          items: [
            'Use it for instructions a reader can follow, not for a sales process; recipes have their own `Recipe` type.',
            'Each step is a `HowToStep` with `name` and `text`; add a `url` with an anchor when each step is a section of the page.',
            '`totalTime` is an ISO 8601 duration: `PT30M` is thirty minutes, `PT2H` two hours, `P30D` thirty days.',
            'List `tool` and `supply` only when they are real requirements.',
          ],
        },
        { kind: 'code', id: 'example-howto', title: 'HowTo example', language: 'json', code: json(howToExample) },
      ],
    },
    {
      id: 'eeat-toolkit',
      title: 'The E-E-A-T toolkit: Organization, Person and Article',
      tocLabel: 'E-E-A-T toolkit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Assistants are more willing to use content when it is clear who stands behind it. Three types make that explicit, and they work best as a connected set: the article names its author, the author works for the organisation, and the organisation links to its profiles around the web.',
        },
        { kind: 'subheading', text: 'Organization' },
        {
          kind: 'paragraph',
          text: '`Organization` (or your `LocalBusiness` subtype, which inherits its properties) identifies the company: `name`, `legalName`, `alternateName` for trading or former names, `url`, `logo`, `contactPoint`, `foundingDate`, `address` and `sameAs`. Google’s documentation has no required properties for it and recommends adding every one that applies, on the home page or an about page. `sameAs` does the heavy lifting, tying your site to the same entity on LinkedIn, Wikidata, industry bodies and review platforms.',
        },
        { kind: 'subheading', text: 'Person' },
        {
          kind: 'paragraph',
          text: '`Person` markup connects expertise to a real human: `name`, `jobTitle`, `worksFor` (your organisation’s `@id`), the `url` of their author page, `image`, `sameAs` profiles, `knowsAbout` for their topics and `hasCredential` for licences and certifications. Put it on the author’s page and reference it from everything they write.',
        },
        { kind: 'subheading', text: 'Article' },
        {
          kind: 'paragraph',
          text: '`Article` (or `BlogPosting` and `NewsArticle`) has no required properties in Google’s documentation; the recommended ones are `headline`, `image`, `datePublished`, `dateModified` and `author`. Google’s author guidance is to list every author, put only the name in `author.name` (no job titles or honorifics) and add a `url` or `sameAs` that identifies the person. Keep `dateModified` honest: change it when the content materially changes, not on every deploy.',
        },
        { kind: 'code', id: 'example-eeat-graph', title: 'Organization, Person and Article graph', language: 'json', code: json(eeatExample) },
        {
          kind: 'paragraph',
          text: 'Markup only states what is true elsewhere. The author page must exist and show the credentials; the licence must be checkable with the regulator; the profiles in `sameAs` must describe the same business. Our [E-E-A-T trust-signals guide](/ai-seo/eeat-ai-trust-signals) covers building that evidence.',
        },
      ],
    },
    {
      id: 'common-errors',
      title: 'Common schema errors, and how to fix them',
      tocLabel: 'Common errors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most sites we audit have structured data; few have it right. These are the problems we find most often, roughly in order of how much damage they do.',
        },
        {
          kind: 'table',
          caption: 'Errors we find in schema audits',
          columns: ['Error', 'Why it matters', 'Fix'],
          rows: [
            ['Markup describes content that isn’t on the page', 'Breaks Google’s guidelines and can lead to a manual action', 'Mark up only visible content; keep FAQ answers word for word'],
            ['Invalid JSON: trailing commas, comments, curly quotes', 'One syntax error and parsers discard the whole block', 'Generate JSON-LD in code, or validate every block before publishing'],
            ['A generic type where a subtype exists', 'Throws away a fact about what the business is', 'Use `RoofingContractor`, `Plumber`, `Dentist` and so on'],
            ['Business details that disagree', 'Mismatched name, address or phone undermines trust in every source', 'One source of truth for the facts, used by the site, the markup and your profiles'],
            ['Duplicate, unconnected entities', 'Three separate `Organization` blocks read as three companies', 'One `@id` per entity, referenced everywhere else'],
            ['Relative or broken URLs', '`logo`, `image` and `url` must be absolute and crawlable', 'Absolute HTTPS URLs that return 200'],
            ['Dates and durations in free text', '“Last week” or “30 minutes” can’t be parsed', 'ISO 8601: `2024-10-02`, `PT30M`'],
            ['Markup added only by JavaScript', 'Most AI crawlers never see it', 'Render JSON-LD in the server HTML'],
            ['Self-serving review stars', 'Not eligible for review stars in Google', 'Collect reviews on independent platforms'],
          ],
        },
        { kind: 'subheading', text: 'Validate before and after you ship' },
        {
          kind: 'list',
          items: [
            '**Schema Markup Validator** (validator.schema.org) checks any schema.org markup against the vocabulary, including types Google doesn’t use.',
            '**Google’s Rich Results Test** shows which Google features a page is eligible for and flags errors in those types.',
            '**URL Inspection in Search Console** confirms Google sees the markup on the live page.',
            '**A raw fetch** with `curl` or “view source” confirms the JSON-LD is in the HTML before any JavaScript runs.',
          ],
        },
        { kind: 'subheading', text: 'Ship it: the 30-minute routine' },
        {
          kind: 'paragraph',
          text: 'For a single page, the whole job — choosing the type, drafting, validating and deploying — takes about half an hour once you have done it a few times:',
        },
        { kind: 'steps', items: howTo.steps },
      ],
    },
    {
      id: 'faq',
      title: 'Schema markup FAQ',
      hideFromToc: true,
      blocks: [{ kind: 'faq', items: faq }],
    },
  ],
  faq,
  howTo,
  related: {
    title: 'Keep building your AI search foundation',
    items: [aiSeoCards.hub, aiSeoCards.eeat, aiSeoCards.overviews],
  },
  cta: {
    title: 'Want us to check your structured data?',
    intro: 'We audit every template on your site, fix the errors that matter and connect your business, services and experts into one consistent graph — rendered on the server, where AI crawlers can read it.',
    actions: [
      { href: '/contact', label: 'Request a Schema Audit' },
      { href: '/ai-seo', label: 'Back to the AI SEO Hub' },
    ],
  },
} as const satisfies Guide;
