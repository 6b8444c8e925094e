-- Sample blog posts for local development and previews; `supabase db reset` runs this after the migrations.
-- Case-study figures are sample client results, fictional like the brand facts in content/site.ts.
-- Re-running is safe: rows whose slug already exists are skipped.

insert into public.blog_posts
  (title, slug, excerpt, content, author, image_url, tags, published, created_at, updated_at)
values
  (
    'How Google AI Overviews Choose Their Sources, and How to Become One',
    'how-google-ai-overviews-choose-sources',
    'What Google has said about AI Overviews, why query fan-out rewards focused expert pages, and a practical checklist for earning citations.',
    $md$Google's AI Overviews now sit above the classic blue links for a large share of informational searches, and a growing number of commercial ones. For a business owner the question is simple: when Google writes that summary, why does it link to some pages and not others, and what can you do to be one of them?

This article sets out what Google has said publicly, what we see in client audits, and where the evidence runs out.

## What Google has actually said

Google's Search Central documentation on AI features is short and, for many SEOs, disappointing. The main points are:

- **There are no extra technical requirements.** To be eligible as a supporting link, a page has to be indexed and eligible to appear in Search with a snippet. There is no special markup, file or "AI tag".
- **The usual controls apply.** `nosnippet`, `data-nosnippet`, `max-snippet` and `noindex` restrict how your content can be used in AI Overviews, exactly as they restrict ordinary snippets.
- **Google-Extended does not opt you out.** That robots.txt token governs use of your content for Gemini models. AI Overviews are part of Search and are governed by Googlebot.
- **Query fan-out is real.** Google describes AI Overviews and AI Mode as issuing several related searches across subtopics to build a response. One user question can pull sources from half a dozen different result sets.
- **Traffic is reported with web search.** Clicks from AI features are counted in the Search Console Performance report under the Web search type; there is no separate filter.

In other words, Google's official position is that good SEO is AI Overviews optimisation. That is true as far as it goes, but it hides a practical difference in *which* pages get picked.

## Why fan-out changes the game

A classic result page rewards the single page that best matches one query. A fan-out answer is built from several sub-queries. Ask "should I repair or replace a 15-year-old shingle roof in Tampa?" and the system may look separately for shingle lifespan in humid climates, Florida insurance rules on roof age, typical replacement timelines, and signs of storm damage.

Each of those sub-queries has its own winners. A focused page that answers one of them cleanly can earn a citation even if it would never rank first for the head term. That is good news for specialist businesses with real expertise and bad news for thin "ultimate guides" that say a little about everything.

## What the cited pages have in common

Across the AI Overviews we track for clients in home services, legal and B2B software, the pages that are cited repeatedly tend to share a handful of traits. This is pattern-matching from our own audits, not a ranking formula:

1. **The answer comes first.** The key sentence sits directly under a heading that mirrors the question, not three paragraphs down after a story.
2. **They are specific.** Ranges, named materials, local regulations, realistic timelines. "Most re-roofs on a single-family home take one to three days once materials arrive" is more usable than "timelines vary".
3. **They show first-hand experience.** Photos from real jobs, a named author with credentials, a note about what the writer saw on site. This lines up with Google's emphasis on experience in its quality guidelines.
4. **They already rank.** Nearly every cited page we see also ranks on page one for at least one of the fan-out queries. AI Overviews do not rescue pages that Google doesn't trust.
5. **The entity is unambiguous.** Consistent business name, address and phone across the site, Google Business Profile and directories; clean `Organization` or `LocalBusiness` markup.

## A practical checklist

### Structure each page around questions

Map the questions a customer actually asks, then give each significant one its own heading and a direct two- or three-sentence answer. Put nuance afterwards. Our [AI Overviews guide](/ai-seo/ai-overviews) walks through the answer-target framework we use for this.

### Add information nobody else has

Summaries of other websites are exactly what an AI model can already produce. What it cannot produce is your data: the average age of roofs you replaced last year, the three failure points you see most often, the questions your call centre fields after a storm. Original detail is what makes a page worth citing.

### Make the page easy to extract

- Use real HTML headings, lists and tables instead of text baked into images.
- Keep one topic per page where the topics are genuinely distinct.
- Avoid hiding the core answer behind tabs or accordions that only load on click.

### Strengthen trust signals

Name the author and link to a bio. State licences and service areas. Cite sources when you make factual claims. We cover this in depth in our guide to [E-E-A-T trust signals for AI](/ai-seo/eeat-ai-trust-signals).

## How to measure it

Because Search Console blends AI Overview clicks into web results, measurement takes some work:

| Signal | How we track it |
|---|---|
| Citation presence | Scheduled checks of a fixed query set, logging which domains are linked |
| Impressions and clicks | Search Console trends for pages mapped to those queries |
| Assisted conversions | GA4 landing-page conversions, annotated with the dates citations appeared |
| Brand demand | Branded search volume and direct traffic over time |

Expect noise. AI Overviews are personalised and change from day to day, so we judge progress over weeks, not single snapshots.

> The goal is not to game a summariser. It is to be the clearest, most specific and most trustworthy answer to the questions your customers ask, in a format a machine can quote.

## Where to start

Pick the ten questions that lead most directly to revenue, check who is cited for them today, and rewrite your pages so each one answers its question better than anyone else. If you want a second pair of eyes on that list, [book a strategy call](/contact).

## FAQ

### Do I need special schema markup to appear in AI Overviews?

No. Google says there are no extra technical requirements: a page has to be indexed and eligible to show in Search with a snippet. Structured data still helps Google read your business details without ambiguity, so keep your `LocalBusiness`, `Service` and `Article` markup accurate, but don't expect it to earn a citation on its own.

### Does blocking Google-Extended keep my pages out of AI Overviews?

No. Google-Extended controls whether your content is used for Gemini models. AI Overviews are part of Search and follow Googlebot, so the controls that apply are the usual snippet ones: `nosnippet`, `data-nosnippet`, `max-snippet` and `noindex`.

### How long does it take to get cited?

A rewrite of a page that already ranks can be picked up as soon as Google recrawls it, often within a few weeks. A page that doesn't rank for any of the fan-out queries yet needs ordinary SEO work first: in our audits, AI Overviews rarely cite pages Google doesn't already trust.

### Can I see AI Overview traffic in Search Console?

Not separately. Clicks and impressions from AI features are counted in the Performance report under the Web search type. To see the citations themselves, check a fixed list of target queries on a schedule and log which domains are linked.
$md$,
    'Marcus Delaney',
    '/blog/ai-overviews-citations.svg',
    array['ai-seo', 'seo'],
    true,
    '2025-06-17T13:30:00Z',
    '2025-06-24T09:10:00Z'
  ),
  (
    'Can ChatGPT Actually Read Your Website? An LLM Crawlability Checklist',
    'llm-crawlability-checklist',
    'Which AI crawlers matter, why JavaScript-only content is invisible to most of them, and the eight checks we run before any AI search work.',
    $md$Before ChatGPT, Perplexity or Claude can cite your page, something has to fetch it and make sense of it. Most websites were built for browsers and Googlebot, and a surprising number of them are partly or completely unreadable to the newer crawlers behind AI assistants.

This is the checklist we run before any AI search optimisation work. None of it is exotic; all of it is easy to get wrong.

## Know which bots you are dealing with

AI companies run several crawlers, and they do different jobs. Blocking the wrong one can remove you from AI answers without saving you anything.

| User agent | Operator | What it is for |
|---|---|---|
| `GPTBot` | OpenAI | Collecting content that may be used to train models |
| `OAI-SearchBot` | OpenAI | Indexing pages for search results inside ChatGPT |
| `ChatGPT-User` | OpenAI | Fetching a page when a user's conversation asks for it |
| `PerplexityBot` | Perplexity | Indexing pages for Perplexity answers |
| `ClaudeBot` | Anthropic | Collecting content for model training |
| `CCBot` | Common Crawl | Open web archive used by many research and AI projects |
| `Google-Extended` | Google | A robots.txt token controlling Gemini use, not Search |
| `Applebot-Extended` | Apple | A robots.txt token controlling Apple's AI training use |

A common and defensible policy is to allow the search and user-triggered agents, which can send you visitors and citations, and to decide separately about training crawlers. That decision is a business one; the technical point is to make it deliberately.

Remember that Microsoft Copilot draws heavily on the Bing index, so `Bingbot` access and Bing Webmaster Tools matter more than they did a few years ago.

## The checklist

### 1. robots.txt says what you mean

Open `/robots.txt` and read it line by line. We regularly find blanket `Disallow: /` rules left over from a staging site, or a plugin that added AI-bot blocks nobody remembers approving. A minimal, explicit example:

```
User-agent: OAI-SearchBot
Allow: /

User-agent: PerplexityBot
Allow: /

User-agent: GPTBot
Disallow: /
```

### 2. Your firewall agrees with robots.txt

Robots.txt is a request, not an access control. The opposite problem is more common for our clients: the CDN or web application firewall blocks AI crawlers outright, so the robots.txt policy never gets a chance. Cloudflare added a one-click setting to block AI bots in 2024, and other providers offer similar rules. Check the bot or firewall rules, then test by requesting a page with each user agent and looking for 403s or challenge pages.

### 3. The content is in the HTML

This is the big one. Public analyses of crawler traffic, and our own server-log reviews, show that most AI crawlers fetch the raw HTML and do not run JavaScript. If your service descriptions, prices or FAQs are injected by a client-side framework after page load, those crawlers see an empty shell.

Test it: `curl -A "OAI-SearchBot" https://example.com/services/roof-repair` and search the output for a sentence you can see in the browser. If it isn't there, you need server-side rendering, static generation or pre-rendering for that page.

### 4. Status codes and canonicals are clean

- Real pages return 200; moved pages return a single 301 to the final URL.
- Soft 404s (a "not found" message with a 200 status) confuse every crawler.
- Each page declares one canonical URL, and it is the version you want quoted.

### 5. The sitemap is current

An XML sitemap with accurate `lastmod` dates helps every crawler find updated pages. Submit it in Google Search Console and Bing Webmaster Tools.

### 6. Pages respond quickly

Crawlers that fetch on demand for a user, such as `ChatGPT-User`, work under tight time budgets. A page that takes eight seconds to return its first byte may simply be skipped. Server response time matters more here than fancy front-end performance scores.

### 7. Important facts are text, not pictures

Price tables, service-area maps and certifications are often uploaded as images. Give each one an HTML equivalent: a real table, a list of cities, a sentence naming the licence and its number.

### 8. Structure carries meaning

Use one `h1`, logical `h2` and `h3` headings, lists for steps, and tables for comparisons. Clean structure is what lets a model lift a precise passage instead of paraphrasing a wall of text.

## What about llms.txt?

`llms.txt` is a proposal, published in September 2024, for a markdown file at the site root that points language models to your most useful content. It is cheap to add, but as of this writing no major AI search product has said it relies on it. We treat it as optional housekeeping, never as a substitute for the items above.

## Verify with logs, not assumptions

The only reliable way to know what AI crawlers do on your site is to read your server or CDN logs. Filter by user agent, then look at which URLs are fetched, how often, and with what status. Verify that requests really come from the operator, since user agents are easy to fake; OpenAI and others publish IP ranges for this.

> If a crawler cannot fetch it, render it and parse it, no amount of clever content strategy will get it cited.

Our four-phase [LLM crawlability framework](/ai-seo/llm-crawlability) covers each step in more detail, with the checklists we use on client sites.

## FAQ

### Does blocking GPTBot remove my site from ChatGPT answers?

Not by itself. `GPTBot` collects content for model training; ChatGPT's search results rely on `OAI-SearchBot`, and `ChatGPT-User` fetches a page when a conversation asks for it. Allow the search and user agents if you want to be cited, and decide about training crawlers separately.

### Can AI crawlers read content that JavaScript loads?

Most cannot. The AI crawlers we see in server logs fetch the raw HTML and do not run scripts, so text injected after page load is invisible to them. Check by viewing the page source or fetching it with `curl`: if a sentence isn't in the HTML, render it on the server.

### Do I need an llms.txt file?

No. It is cheap to publish and does no harm, but no major AI search product has said it relies on one. Fix robots.txt, rendering and status codes first; they decide whether you can be cited at all.

### How do I know whether AI crawlers visit my site?

Read your server or CDN logs. Filter by user agent, look at which URLs are fetched and with what status, and check the requests against the IP ranges the operators publish, because user agents are easy to fake.
$md$,
    'Brightline Growth',
    '/blog/llm-crawlability.svg',
    array['ai-seo', 'seo'],
    true,
    '2025-01-14T15:00:00Z',
    '2025-01-14T15:00:00Z'
  ),
  (
    'Schema Markup That Helps Home-Service Firms Get Cited by AI Search',
    'schema-markup-home-service-ai-citations',
    'The LocalBusiness and Service markup we deploy for roofers, plumbers and restoration firms, the rich results that no longer exist, and the mistakes we fix every month.',
    $md$Structured data will not make ChatGPT fall in love with your roofing company. What it does is remove ambiguity: it tells search engines, in a machine-readable way, who you are, where you work and what you sell. Since the indexes of Google and Bing feed many AI answers, that clarity travels downstream.

Here is the markup we deploy for home-service clients, and the mistakes we clean up most often.

## Start with the right type

Schema.org has specific subtypes of `LocalBusiness` for many trades. Use the most specific one that is true:

- `RoofingContractor`
- `Plumber`
- `HVACBusiness`
- `Electrician`
- `GeneralContractor`
- `HomeAndConstructionBusiness` for trades without their own type

There is no dedicated type for tree services or water damage restoration. For those we use `HomeAndConstructionBusiness` and describe the work precisely with `Service` entities, rather than picking an inaccurate subtype.

## The core properties

Every location or brand page should carry, at minimum:

| Property | Why it matters |
|---|---|
| `name` | The exact business name used on your Google Business Profile |
| `url` and `@id` | A stable identifier other markup can reference |
| `telephone` | The number customers actually call |
| `address` or `areaServed` | Street address for storefronts; cities or counties for service-area businesses |
| `openingHoursSpecification` | Including 24/7 availability if you genuinely offer it |
| `sameAs` | Links to your profiles on directories and social platforms |
| `logo` and `image` | Real photos, not stock |

Service-area businesses that hide their address on Google should not publish a full street address in schema either. Consistency across every source is the point.

## A working example

This is a trimmed version of what we would place on the home page of a storm-response roofer:

```json
{
  "@context": "https://schema.org",
  "@type": "RoofingContractor",
  "@id": "https://example-roofing.com/#business",
  "name": "Example Roofing Co.",
  "url": "https://example-roofing.com/",
  "telephone": "+1-813-555-0100",
  "areaServed": [
    { "@type": "AdministrativeArea", "name": "Hillsborough County, FL" },
    { "@type": "AdministrativeArea", "name": "Pinellas County, FL" }
  ],
  "openingHoursSpecification": {
    "@type": "OpeningHoursSpecification",
    "dayOfWeek": ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"],
    "opens": "00:00",
    "closes": "23:59"
  },
  "hasOfferCatalog": {
    "@type": "OfferCatalog",
    "name": "Roofing services",
    "itemListElement": [
      { "@type": "Offer", "itemOffered": { "@type": "Service", "name": "Emergency roof tarping" } },
      { "@type": "Offer", "itemOffered": { "@type": "Service", "name": "Storm damage roof repair" } }
    ]
  }
}
```

Each individual service page then gets its own `Service` object with `provider` pointing back to the business `@id`, a clear `serviceType`, and the same `areaServed`.

## Markup that no longer earns rich results

Two changes from 2023 still catch people out:

- **FAQ rich results** are now shown only for a small set of well-known, authoritative government and health websites.
- **HowTo rich results** were removed from Google Search results.

The markup itself is still valid. We keep `FAQPage` markup where a real, visible FAQ exists, because it labels question-and-answer pairs clearly for any parser. We no longer promise clients extra search features from it.

## Mistakes we fix every month

### Marking up content that is not on the page

Google's guidelines require structured data to describe content users can see. Listing twenty services in schema when the page mentions five is a fast way to have markup ignored.

### Self-serving review stars

Adding `aggregateRating` to your own `LocalBusiness` markup, using reviews you collected about yourself, does not produce star ratings in Google. Google stopped showing review snippets for self-serving reviews of local businesses and organisations in 2019. Spend the effort on getting genuine reviews on your Business Profile instead.

### Conflicting facts

The phone number in schema differs from the footer; the hours in schema say 8 to 5 while the page says 24/7; the business name includes keywords that are not part of the legal name. Every contradiction weakens the one thing schema is for.

### Plugins fighting each other

A theme, an SEO plugin and a reviews widget can each output their own `Organization` block. Run the page through the Schema Markup Validator and Google's Rich Results Test and consolidate to a single, connected graph.

## Does any of this change AI answers?

Honestly, nobody outside the AI companies can say exactly how much each model uses JSON-LD. What we can say is that search engines use structured data to understand entities, AI answer engines lean on those search indexes, and consistent entity information is the common thread in the local businesses we see cited most often. Schema is one inexpensive, low-risk part of that picture.

For a deeper walkthrough with templates for `LocalBusiness`, `Service`, `FAQPage` and `HowTo`, see our guide to [schema for AI citation](/ai-seo/schema-for-ai-citation). If you would like us to audit your markup, [get in touch](/contact).
$md$,
    'Brightline Growth',
    null,
    array['ai-seo', 'seo', 'local-marketing'],
    true,
    '2025-08-12T14:20:00Z',
    '2025-08-12T14:20:00Z'
  ),
  (
    'The 72-Hour Storm Marketing Playbook for Florida Home-Service Firms',
    'florida-storm-season-marketing-playbook',
    'A phase-by-phase plan for roofing, tree and restoration companies, from the first hurricane watch to the week after landfall, covering search, paid media, operations and compliance.',
    $md$Every Florida hurricane season, the same thing happens to home-service companies that have not planned their marketing: the phones ring off the hook for two days, the crews are booked for six weeks, and half the calls went to a competitor because the office line went to voicemail. Meanwhile the ad account spent its monthly budget in an afternoon on clicks from three counties away.

The fix is not a cleverer ad. It is a plan, agreed in June, that tells everyone what to do from the moment a storm appears in the forecast cone until the first week of recovery. This is the version we run with roofing, tree service and restoration clients.

## Before the season: build it once

Most of the work happens while the skies are clear:

- **Landing pages for each storm scenario** — wind and roof damage, fallen trees, flooding and water intrusion — written, approved and published but not linked from the main navigation.
- **Campaigns built and paused.** Ad groups for emergency tarping, tree removal and water extraction, with ads that have already cleared policy review.
- **Call tracking in place**, with numbers on the site, in ads and on your Google Business Profile, so you can see which channel produced which booked job.
- **An escalation list.** Who approves spend increases at 11 pm? Who updates the Business Profile hours? Who answers overflow calls?
- **Legal review of your messaging.** In Florida, section 489.147 of the state statutes restricts how contractors can encourage homeowners to file roof insurance claims and bars offers to waive or cover deductibles. A declared state of emergency also triggers the state's price-gouging law. Have your attorney approve the wording before the season, not during it.

## The 72-hour timeline

The National Hurricane Center issues a hurricane *watch* when hurricane conditions are possible within about 48 hours and a *warning* when they are expected within about 36 hours. Those two products make natural triggers.

| Window | Search and content | Paid media | Operations |
|---|---|---|---|
| Watch issued | Publish a preparation checklist; update Business Profile with storm-hours notice | Light awareness and preparation ads (shutters, tree trimming) where you still have capacity | Confirm crew availability, fuel, tarps, generators |
| Warning issued | Switch homepage banner to storm response; pin emergency service pages | Pause non-urgent campaigns; load emergency campaigns at low budgets | Brief the phone team; set overflow answering |
| Landfall to +24 h | Post safety guidance: stay clear of downed lines, call 911 for life-threatening emergencies | Hold most spend; power and cell service are often down and crews cannot travel yet | Damage scouting when safe |
| +24 to +72 h | Publish local updates on areas you are serving | Enable emergency campaigns by affected county; call-focused ads; extend ad schedule to 24/7 if the phones are covered | Triage by severity: trees on houses and open roofs first |

### Geography beats keywords

After landfall, the damage swath matters more than any keyword list. Target the counties and ZIP codes with real damage, set location options to people *in* those areas rather than people interested in them, and exclude areas your crews cannot reach. Widening the radius "just in case" is how budgets vanish on leads you cannot serve.

### Calls beat forms

Storm-damage customers want a human now. Use call assets and prominent click-to-call buttons, and keep forms short. Route after-hours calls to a live answering service rather than voicemail.

## Write like a neighbour, not a vulture

Google's ad policies restrict ads that exploit or profit from tragedies and sensitive events, and homeowners notice tone. What works:

- Lead with safety and a clear next step: "Tree on your roof? We can tarp and remove it safely."
- State what you do and where you work. Avoid fear language and countdowns.
- Show licence numbers, insurance and local address.
- Never imply you are affiliated with FEMA, the state or an insurer.

> The brands that get referrals for the next five years are the ones that behaved well in the week after the storm.

## Know when to turn it off

Capacity is the real budget. When your schedule is full for the next two or three weeks, reduce spend to what keeps the pipeline topped up and switch landing pages to a waitlist or callback form. Paying for calls you cannot serve damages your reputation and wastes money.

## After the storm

Within a month, hold a short review:

1. Which channel produced booked jobs, not just calls?
2. How many calls were missed, and when?
3. How quickly did campaigns go live after the trigger?
4. What did customers ask that your pages did not answer?

Feed the answers into next season's plan. Our [emergency SEO service](/services/emergency-seo) and [storm-activated paid media](/services/paid-media) are built around this playbook, and we can usually have pre-built campaigns live within hours of a trigger. If you want a plan in place before the next storm, [talk to us](/contact).
$md$,
    'Marcus Delaney',
    '/blog/storm-playbook.svg',
    array['weather-campaigns', 'paid-media', 'local-marketing'],
    true,
    '2025-05-27T12:00:00Z',
    '2025-05-29T16:45:00Z'
  ),
  (
    'Weather-Triggered Ads: Turning National Weather Service Alerts into Campaign Rules',
    'weather-triggered-ads-nws-alerts',
    'How we use the free NWS alerts API, storm reports and Google Ads automation to switch campaigns on by county, with the guardrails that stop a storm from emptying your budget.',
    $md$Manually switching campaigns on after a storm works, until the storm hits at 2 am on a Saturday. Weather-triggered advertising replaces "someone should turn the ads on" with rules: when a defined weather event affects a defined area, specific campaigns change state automatically, within limits a human has already approved.

This guide explains how we build those rules on top of free public data from the National Weather Service.

## The data source

The NWS publishes every active watch, warning and advisory through its public API at `api.weather.gov`. A request such as `/alerts/active?area=FL` returns the current alerts for Florida in GeoJSON, following the Common Alerting Protocol. There is no key, but the NWS asks every client to send a descriptive `User-Agent` header with contact details.

The fields we rely on for each alert:

| Field | What we use it for |
|---|---|
| `event` | The alert type, such as "Severe Thunderstorm Warning", "Tornado Warning", "Flood Warning" or "Hurricane Warning" |
| `severity`, `urgency`, `certainty` | Filtering out low-confidence or minor alerts |
| `geocode.SAME` and `geocode.UGC` | County FIPS codes and forecast zone codes we map to ad targets |
| `onset`, `ends`, `expires` | Deciding when a rule starts and how long it stays active |
| `areaDesc` | Human-readable area names for the notification we send to the client |

For hail, alerts tell you the risk but not what fell. The Storm Prediction Center's daily local storm reports add observed hail sizes and wind damage, which we use to confirm a trigger before spending heavily.

## From alert to audience

The fiddly part is geography. Alerts arrive as forecast zones, counties or polygons; ad platforms target countries, regions, counties, cities, ZIP codes and radiuses. We keep a lookup table from FIPS county codes to Google Ads location criteria, and for polygon-based warnings we target the counties the polygon touches and then narrow by ZIP code once damage reports come in.

Set location options to target people *in* the area. The broader "presence or interest" setting will show storm-repair ads to someone in Ohio reading about the storm.

## Writing the rules

A good rule names the trigger, the target, the action, the limits and the expiry. Some examples from a roofing account:

- **Hail:** *If* a Severe Thunderstorm Warning covers a service county *and* a storm report confirms hail of one inch or larger, *then* enable the "Hail roof inspection" campaign in that county for seven days, daily budget capped at the pre-agreed storm level.
- **Tropical:** *If* a Hurricane Warning or Tropical Storm Warning includes a service county, *then* pause non-emergency campaigns in that county and notify the owner. Do not enable damage campaigns until the warning expires.
- **Flood:** *If* a Flood Warning or Flash Flood Warning covers a service county, *then* raise bids on the "Water extraction" ad group by a fixed percentage for 72 hours after the alert expires.

Note the one-inch threshold: that is the size at which the NWS considers hail severe, and a common rule of thumb among roofers for when asphalt shingles start to show damage worth inspecting.

## Implementation options

### Google Ads scripts

Scripts are JavaScript that runs inside Google Ads, can fetch external URLs, and can be scheduled as often as hourly. For a single account with a handful of rules, a script that calls the NWS API, compares alerts with a rule sheet and changes campaign status or budgets is perfectly adequate. Use labels to mark which campaigns a script is allowed to touch.

### The Google Ads API or a small service

For agencies or multi-location brands, a small scheduled service that polls alerts every few minutes and acts through the Google Ads API and Microsoft Advertising API is more robust. It can also log every decision, which matters when a client asks why their budget tripled on a Tuesday.

## Guardrails that keep rules safe

Automation without limits is how you wake up to an empty budget. Every rule set we ship includes:

1. **Hard caps.** A maximum daily budget per campaign and an account-wide ceiling per day.
2. **Debounce.** Repeated or updated alerts for the same storm extend a rule rather than stacking it.
3. **Expiry.** Every change reverts automatically after a set period unless a person renews it.
4. **Human checkpoints** for big moves. Scaling above a threshold sends a message and waits for approval.
5. **Capacity signals.** If the client marks crews as fully booked, the rules stop scaling regardless of the weather.

> Weather tells you where demand is about to appear. Capacity tells you how much of it you can take. Good rules listen to both.

## Build ahead of the season

Ads, landing pages and extensions should be written, reviewed and approved well before they are needed, so nothing is waiting in a review queue when the alert fires. Then test the whole chain with a past alert replayed against a test account.

We build and run these systems as part of our [storm-activated paid media service](/services/paid-media). To see how they performed for real clients, browse our [case studies](/case-studies).
$md$,
    'Brightline Growth',
    '/blog/weather-triggers-radar.svg',
    array['weather-campaigns', 'paid-media'],
    true,
    '2025-03-18T14:00:00Z',
    '2025-03-18T14:00:00Z'
  ),
  (
    'Budget Pacing for Emergency PPC When Demand Spikes Overnight',
    'emergency-ppc-budget-pacing',
    'How Google Ads actually spends during a surge, why your crews'' capacity should set the budget ceiling, and a day-by-day pacing routine for the first storm week.',
    $md$Most paid-media advice assumes steady demand: set a budget, let the bidding algorithm learn, make small changes. Emergency home services break that assumption. A plumbing company's search volume can jump several-fold during a hard freeze; a roofer's can explode overnight after a hailstorm and fall back to normal within two weeks.

Pacing a budget through that kind of spike is its own discipline. Here is how we approach it.

## Understand how the platforms spend

A few platform mechanics drive almost every pacing surprise:

- **Daily budgets are averages.** Google Ads can spend up to twice your average daily budget on a given day when it sees more opportunity, while keeping the monthly charge at or below 30.4 times the daily amount. On a storm day, expect the upper end.
- **Budget changes take effect straight away.** If you change the budget mid-month, the monthly limit is worked out from the old budget for the days already gone and the new budget for the days that remain.
- **Shared budgets move money to whichever campaign wins auctions**, which in a storm is often the broadest one. Emergency campaigns usually deserve their own budgets.
- **Smart bidding predicts conversion rates from history.** A sudden surge in conversion rate is, by definition, not in the history.

That last point is why Google offers **seasonality adjustments**: you tell the bidding system that conversion rates will be higher than usual for a short, defined window, typically one to seven days. For storm responses with a clear start date, they are one of the most underused tools in the account. Equally, if your call tracking broke for a day, use a **data exclusion** so the bidding system does not learn from the gap.

## Pace to capacity, not to opportunity

The instinct in a spike is to spend as much as the market will take. The right ceiling is how many jobs your business can perform at a good standard.

A simple way to set it:

1. Estimate jobs your crews can complete per day in storm mode.
2. Multiply by the number of days you are willing to book ahead.
3. Divide by your historical booking rate from calls to jobs.
4. Multiply by your expected cost per call in a spike.

That gives a total budget for the surge. It is usually lower than owners expect, and it protects you from paying for calls you will have to turn away.

## A pacing routine for the first week

### Day 0: trigger

- Enable emergency campaigns in the affected area only.
- Start at your pre-agreed storm budget, not the maximum.
- Add a seasonality adjustment for the expected window if you run conversion-based bidding.
- Check that call tracking, forms and the phone line actually work.

### Days 1 to 3: watch the funnel, not just spend

Review at least twice a day:

| Signal | What it means | Typical action |
|---|---|---|
| Spend hitting budget by mid-morning | Demand exceeds budget | Raise budget in steps if the phones are coping |
| Answer rate falling | Office is overwhelmed | Hold or cut spend, add answering capacity |
| Calls from outside service area | Targeting is too wide | Tighten location settings and add exclusions |
| Cost per call rising, booking rate steady | Competitors have entered the auction | Focus on the best-converting counties and keywords |
| Booking rate falling | Call quality or scheduling problem | Listen to recordings before touching bids |

### Days 4 to 7: taper deliberately

Demand usually fades faster than it rose. Reduce budgets as the booking calendar fills, switch ads to "schedule an inspection" messaging, and end the seasonality adjustment on time so the bidding system does not keep expecting storm-level conversion rates.

## Bidding choices in a spike

There is no universally right answer, but some patterns hold in our accounts:

- **Maximise conversions with a target cost per acquisition** works well when conversion tracking is solid and the target is set realistically for storm conditions.
- **Maximise clicks with a maximum CPC limit** is a sensible fallback for brand-new campaigns with no conversion history.
- **Manual CPC** still has a place for tightly controlled, small geographic campaigns where you want predictable costs while crews are limited.

Whatever you choose, avoid flipping strategies mid-surge. Each change resets what the system knows at exactly the wrong time.

## Measure booked jobs

Clicks and even calls are weak signals in emergencies because many storm calls are duplicates, price checks or out-of-area. The metric that matters is booked jobs and their value, fed back into the ad platforms through offline conversion imports from your CRM. Our [lead quality case study](/blog/case-study-restoration-lead-quality) shows what that looks like in practice.

> The aim of pacing is not to spend the budget. It is to fill the schedule with the right jobs at a price you can live with.

If you would like help setting storm budgets before next season, take a look at our [paid media service](/services/paid-media) or [book a call](/contact).
$md$,
    'Brightline Growth',
    '/blog/budget-pacing.svg',
    array['paid-media', 'lead-generation'],
    true,
    '2025-07-08T13:15:00Z',
    '2025-07-08T13:15:00Z'
  ),
  (
    'Local Services Ads or Search Ads? A Decision Guide for Roofers and Plumbers',
    'local-services-ads-vs-search-ads',
    'Pay per lead or pay per click: how the two Google ad formats differ, when each tends to win for home-service businesses, and how to run both without paying twice.',
    $md$If you run a roofing, plumbing, HVAC or restoration company, Google offers you two very different ways to buy the top of the results page. Local Services Ads charge per lead and show your business with a verification badge. Search ads charge per click and send people to your website. Owners often ask us which one to choose. The honest answer is usually "both, for different jobs", but the balance depends on your business.

## How Local Services Ads work

Local Services Ads (LSAs) appear above the regular ads for many home-service searches. Key characteristics:

- **You pay per lead**, typically a phone call or message, rather than per click.
- **Businesses must pass Google's screening**, which can include background, licence and insurance checks depending on the trade and location. Passing earns a verification badge; Google moved from its older "Google Guaranteed" and "Google Screened" badges to a single "Google Verified" badge.
- **Ranking leans heavily on things outside the ad account**: proximity to the searcher, review score and volume, how responsive you are to leads, whether you are open, and how many leads you decline or miss.
- **You control little creative.** You choose service categories, job types and service areas; Google builds the ad from your profile.
- **Bidding is simple.** You can let Google maximise leads within a weekly budget or set a maximum you are willing to pay per lead.

## How Search ads differ

Search ads are the familiar text ads:

- **You pay per click**, whether or not the visitor calls.
- **You choose the keywords**, the words in the ad, the landing page and the exact geography, down to ZIP codes or a radius.
- **You can show extra information**: call buttons, locations, sitelinks to specific services, price ranges, structured snippets.
- **Measurement depends on you.** Without call tracking, form tracking and a landing page that converts, Search ads are expensive guesswork.

## Side by side

| Question | Local Services Ads | Search ads |
|---|---|---|
| What do you pay for? | A lead | A click |
| Setup effort | Verification paperwork, profile, reviews | Account structure, keywords, ads, landing pages, tracking |
| Creative control | Very limited | Full |
| Geographic control | Service areas by city or ZIP | Counties, cities, ZIPs, radius, exclusions |
| Reviews matter for ranking | Heavily | Indirectly, through seller ratings and landing page trust |
| Best for | Steady inbound calls for core services | Specific high-value services, storm surges, competitive positioning |
| Speed to launch | Slower: verification can take weeks | Fast once the account is built |

## When LSAs tend to win

- You have strong, recent reviews and answer the phone reliably.
- Your jobs are standard: drain cleaning, AC repair, roof leak inspection.
- You do not have the time or staff to manage an ad account closely.
- You want predictable cost per lead more than control over which leads you get.

## When Search ads tend to win

- You want to sell specific, high-value work — full roof replacements, whole-house repiping, commercial restoration — and need a page that explains it.
- You need to react to storms quickly and target exact damaged areas.
- You want to run messages that LSAs cannot show, such as financing, warranties or storm-specific offers.
- You need to bid on your own brand or on competitor terms. We cover the rules and ethics of the latter in our [competitor targeting service](/services/competitor-targeting).

## Running both without paying twice

Most of our home-service clients run LSAs for the everyday baseline and Search ads for higher-value services and storm surges. To keep them from tripping over each other:

1. **Use different call tracking** so you know which channel each booked job came from. LSAs report their own leads; Search ads should use a separate tracking number and offline conversion imports.
2. **Review LSA leads every week.** Mark leads as booked, check charges for leads that were clearly not genuine customers, and use whatever credit process Google currently offers.
3. **Keep your Business Profile and LSA profile consistent**: same name, hours and service areas.
4. **Let brand search do its job.** If someone searches your company name, make sure your Search ad and your organic listing are there; it is cheap insurance against competitors bidding on your name.

### A note on responsiveness

LSA ranking rewards businesses that answer. If calls regularly go to voicemail, your LSA visibility will drop at exactly the times you would most want it. That is one more reason to fix call handling before adding budget; see our article on [speed to lead](/blog/speed-to-lead-emergency-home-services).

## What to do next

If you are not running either channel, start with an LSA profile while you build a proper Search account; verification takes time, so begin early. If you are running both, compare cost per *booked job* by channel over the last ninety days, not cost per lead, before moving money. We are happy to help with that review — [contact us](/contact).
$md$,
    'Brightline Growth',
    null,
    array['paid-media', 'local-marketing', 'lead-generation'],
    true,
    '2025-10-21T14:40:00Z',
    '2025-10-23T10:05:00Z'
  ),
  (
    'Google Business Profile for Service-Area Businesses: The Checklist We Use',
    'google-business-profile-service-area-checklist',
    'Service areas, categories, hours during storms, reviews and tracking: the nine-point Business Profile checklist we work through with every roofing, plumbing and tree service client.',
    $md$For a roofer, plumber or tree service, the Google Business Profile is often the first thing a customer sees, and sometimes the only thing. It decides whether you appear in the map results, what your hours say at 10 pm on a Sunday, and which reviews a homeowner reads before calling.

Service-area businesses, those that travel to customers instead of receiving them at a storefront, have their own rules. This is the checklist we work through with every new client.

## 1. Set up the profile as a service-area business

If customers do not visit your address, Google's guidelines say you should hide it and list service areas instead. Key points:

- You can add up to 20 service areas, defined by city, ZIP code or wider region.
- Google asks that your service area not extend much farther than about two hours' driving time from where the business is based.
- A home address used as a base is fine, but it must be hidden if you do not serve customers there.
- Virtual offices and mailbox addresses are not allowed as business locations.

Listing every city in Florida will not make you rank in them. Proximity to the searcher is still one of the strongest local ranking factors, which is why service areas should be honest.

## 2. Use your real business name

Your profile name must match the name you use on your signage, vehicles and paperwork. Adding "Best Roof Repair Tampa" to the end may give a short-term lift, but it violates the guidelines and invites suspension, and competitors do report it.

## 3. Choose categories carefully

The **primary category** has the largest influence on which searches you appear for. Pick the one that describes your core, most profitable service, such as "Roofing contractor", "Tree service" or "Water damage restoration service". Add a few secondary categories only for services you genuinely offer.

Then fill in the **services** section for each category. Use plain language customers would search for: "emergency roof tarping", "storm debris removal", "water extraction".

## 4. Write a useful description

You have 750 characters. Use them to say what you do, where, and what makes you different: licences, years in business, 24/7 availability if true. Do not include links, promotional prices or keyword lists.

## 5. Keep hours accurate, especially in storms

Wrong hours are one of the fastest ways to lose a call. Set:

- Regular hours that reflect when a human actually answers the phone.
- **More hours** for specific services, such as emergency service, if they differ.
- **Special hours** for holidays and storm responses. If you are running 24/7 after a hurricane, say so, and change it back when you stop.

Avoid marking the business "temporarily closed" during a storm unless you truly are; that can suppress the profile at the moment people need you.

## 6. Build a steady review habit

Reviews influence both ranking and conversion. What works:

- Ask every customer, at the moment the job is done, with a direct link to your review form.
- Reply to every review, positive or negative, calmly and specifically.
- Never buy reviews, offer discounts for reviews, or ask only happy customers ("review gating"). Google's policies forbid it, and in August 2024 the US Federal Trade Commission finalised a rule that bans fake reviews and paying for reviews that express a particular sentiment, with civil penalties for violations.

A steady flow of recent reviews beats a burst of fifty followed by silence.

## 7. Post real photos

Upload photos of your crews, trucks and completed jobs in your service area. Customers trust real work far more than stock images, and it shows the profile is active.

## 8. Use posts for timely updates

Profile posts are a simple way to announce storm availability, seasonal services or safety information. They are not a ranking lever on their own, but they help the profile look current and answer questions before the call.

## 9. Track what the profile produces

Add UTM parameters to the website link on your profile so you can separate profile traffic from organic search in your analytics. Use a call tracking number as the primary phone number and keep your main number as an additional number, so your listing data stays consistent across directories while you measure calls.

## Quick reference

| Item | Check |
|---|---|
| Address hidden if no customer visits | ☐ |
| Up to 20 honest service areas | ☐ |
| Real business name, no keywords | ☐ |
| Primary category matches core service | ☐ |
| Services filled in for each category | ☐ |
| Description under 750 characters | ☐ |
| Regular, more and special hours set | ☐ |
| Review requests part of job close-out | ☐ |
| Recent, real photos | ☐ |
| UTM-tagged website link and tracked number | ☐ |

> A profile that is accurate, active and honest will outperform a clever one over any period longer than a few weeks.

Good local visibility also feeds AI answers: assistants asked for "a tree service near me" draw on the same local data. Our [AI SEO hub](/ai-seo) explains that connection, and our [Florida team](/florida) can audit your profile before the next storm season.
$md$,
    'Brightline Growth',
    '/blog/local-map-pack.svg',
    array['local-marketing', 'seo'],
    true,
    '2024-09-30T13:00:00Z',
    '2024-09-30T13:00:00Z'
  ),
  (
    'Speed to Lead: Why the First Five Minutes Decide Emergency Jobs',
    'speed-to-lead-emergency-home-services',
    'Emergency customers call the next company when you do not answer. The four numbers every owner should know, and the fixes that turn more calls into booked jobs.',
    $md$A homeowner with water pouring through the kitchen ceiling does not fill in a form and wait for a quote. They call the first company that looks credible. If nobody answers, they call the next one. By the time your office returns the voicemail, a competitor's truck is already in the driveway.

That is the whole argument for speed to lead in emergency home services, and it is why I spend as much time with clients on their phones as on their ads.

## Why emergency leads are different

In most marketing, a lead is the start of a considered decision. In emergency work, the decision is often made during the first call. Three things make these leads unusually perishable:

- **Urgency.** The problem is getting worse by the hour: water spreading, a tarp flapping, a tree leaning on a power line.
- **Parallel shopping.** Customers call several companies in a row, and the first helpful, confident voice usually wins the job.
- **Low loyalty.** Many emergency customers have never needed your trade before and have no existing relationship to fall back on.

Across our client accounts, the pattern is consistent: when we compare answered calls with missed ones, the missed calls almost never turn into booked jobs, however quickly someone calls back. Your own call-tracking data will very likely show the same thing. Look at it before you spend another dollar on ads.

## Measure the basics first

You cannot improve what nobody is measuring. These are the four numbers I ask every owner to know by heart:

| Metric | Definition | Where to find it |
|---|---|---|
| Answer rate | Share of inbound calls answered by a person | Call tracking or phone system reports |
| Time to first response | Minutes from form submission or missed call to first human contact | CRM timestamps |
| Booking rate | Share of genuine enquiries that become a scheduled job | CRM, with calls tagged by outcome |
| Show and close rate | Share of scheduled jobs that are completed and paid | Job management software |

Measure them by hour of day and day of week. Most businesses discover their worst answer rates are at lunch, after 5 pm and on weekends, which is exactly when storms and burst pipes like to happen.

## Fixes that work

### Answer every call live, around the clock

If you advertise emergency service, a human has to answer. Options, from cheapest to most robust:

1. Forward calls to an on-call technician after hours, with a clear rota.
2. Use a live answering service trained on your triage script, with the ability to book directly into your schedule.
3. Staff an in-house or shared call centre during storm surges.

Whatever you choose, call your own number at 11 pm once a month to test it.

### Respond to forms and missed calls in minutes

- Send an automatic acknowledgement immediately, with a realistic callback time.
- Route new web leads to a phone, not an inbox someone checks tomorrow.
- Use missed-call text-back, but only where you have the consent required under federal and Florida telemarketing rules; check with your attorney before automating texts.

### Give the first responder a script

Speed without substance does not book jobs. A short triage script should confirm the address is in your service area, establish the severity, explain the next step and its cost, and end with a booked appointment or a clear reason why not.

### Show speed in your marketing

If you really can arrive within a set time in your core area, say so in your ads and on your landing pages. If you cannot, do not promise it.

## Connect it to the ad spend

Speed to lead is not only an operations issue; it changes the economics of marketing. Paying for an emergency call that rings out is the most expensive lead you will ever buy. Platforms notice too: Local Services Ads reward responsiveness, and bidding algorithms fed with booked-job data learn faster when more calls actually convert.

That is why our campaigns are tied to call outcomes, not just call counts. We feed booked jobs back into the ad platforms and pause or throttle spend when answer rates drop, so budget is never being poured into a phone line nobody is picking up. Our article on [Local Services Ads and Search ads](/blog/local-services-ads-vs-search-ads) explains how responsiveness affects LSA visibility.

> Marketing can make the phone ring. Only your team can make it pay.

## Start this week

Pull last month's call log. Count the missed calls, then count how many of those numbers ever became customers. Multiply the gap by your average job value. That figure is usually the most persuasive argument for fixing call handling before buying more leads. If you want us to run that analysis with you, [book a strategy call](/contact), and see how we handle this for [roofing companies](/industries/roofers).
$md$,
    'Marcus Delaney',
    '/blog/speed-to-lead.svg',
    array['lead-generation', 'local-marketing'],
    true,
    '2026-02-10T15:30:00Z',
    '2026-02-10T15:30:00Z'
  ),
  (
    'Case Study: A Tampa Bay Tree Service Through Helene and Milton',
    'case-study-tampa-tree-service-helene-milton',
    'How a four-crew Hillsborough County tree service prepared in July, rehearsed during Helene and handled Milton, with the numbers, what worked and what we would change.',
    $md$In the autumn of 2024, Tampa Bay took two hurricanes in thirteen days. Helene passed offshore in the Gulf on its way to a Big Bend landfall on 26 September, pushing storm surge into the bay and flooding coastal neighbourhoods. Milton made landfall near Siesta Key on the evening of 9 October and brought damaging winds across the region. For tree services, it was the busiest fortnight many had ever seen.

This is how one of our clients, a family-owned tree service in Hillsborough County running four crews, handled it, and what we would do differently. The client asked us not to publish their name; the numbers below are theirs.

## The starting point

When we began working together in the spring of 2024, the company got most of its work from referrals and an under-used Google Business Profile. They had a website, but:

- No call tracking, so nobody knew which marketing produced jobs.
- No pages for emergency work; "storm damage" was one line on the services page.
- Office phones went to voicemail after 6 pm.
- No paid search account.

## What we built before the season

Over June and July we put the storm plan in place:

1. **Three emergency landing pages**: tree on a house or vehicle, storm debris removal, and leaning or hazardous trees, each with real job photos and the owner's certified arborist credentials.
2. **Call tracking** on the website, ads and Business Profile, with recordings and outcome tags in their CRM.
3. **Pre-built paid search campaigns** per county, paused, with ads already approved.
4. **An after-hours answering service** trained on a triage script: Is anyone hurt? Is the tree touching a power line? Is it on a structure?
5. **A rule sheet** agreed with the owner: which counties to turn on, opening budgets, the daily maximum, and the point at which we would switch to a waitlist.

## Helene: the rehearsal

Helene caused less tree damage in the client's area than feared; the main damage locally came from surge, not wind. We enabled campaigns in two coastal ZIP clusters for a few days at modest budgets. It turned out to be a useful rehearsal: we found a broken call-forwarding rule and one landing page whose form was not reaching the CRM. Both were fixed before Milton.

## Milton: the real test

When the hurricane warning was issued we paused the client's regular campaigns, switched the homepage to a storm-response banner and confirmed the answering service's schedule. We did not spend on damage campaigns before landfall.

The morning after landfall, once the owner confirmed crews could move safely, we enabled emergency campaigns across the three counties in their service area, with call-focused ads and a 24/7 schedule. The Business Profile was updated with special hours and a post describing what the crews were doing and how jobs were being prioritised.

### What happened

For this client, over the three weeks after Milton:

| Measure | Normal October week (2023) | Average post-Milton week |
|---|---|---|
| Tracked inbound calls | 41 | 262 |
| Calls answered live | about 60% | 94% |
| Jobs booked | 14 | 71 |
| Share of booked jobs from paid search | none (no account) | 38% |

By day six the schedule was full for more than four weeks. We cut paid budgets to a maintenance level, moved the landing pages to a "join the waitlist" form and kept the Business Profile updated daily so callers knew what to expect.

## What worked

- **Preparation, not creativity.** Nothing clever happened during the storm. Everything that worked had been built in July.
- **Triage at the first call.** Putting trees on houses and trees near lines first meant crews spent their time on the highest-value, most urgent jobs, and the owner felt good about who they helped first.
- **Stopping spend early.** The owner's decision to switch to a waitlist on day six saved money and a lot of angry callbacks.

## What we would change

- **More overflow capacity on day one.** The answering service was overwhelmed for the first twelve hours; answer rates were lowest exactly when demand peaked.
- **Fewer form fields.** Storm customers on mobile abandoned the longer form; we have since cut it to name, phone, address and a photo upload.
- **Earlier photo requests.** Asking callers to text a photo helped the owner quote remotely and reduced wasted site visits. We now build that into the script from the start.

> The biggest storm of their career was also their most profitable month, and they ended it with more than sixty new five-star reviews. None of that came from the ads alone.

Read more about how we work with [tree services](/industries/tree-services), or see the rest of our [case studies](/case-studies).
$md$,
    'Marcus Delaney',
    '/blog/case-study-tree-service.svg',
    array['case-studies', 'weather-campaigns', 'lead-generation'],
    true,
    '2024-12-09T14:00:00Z',
    '2024-12-11T11:20:00Z'
  ),
  (
    'Case Study: Cutting Junk Leads for a Water Damage Restoration Company',
    'case-study-restoration-lead-quality',
    'Half the calls were not real customers. How call reviews, offline conversion imports, negative keywords and honest ad copy raised qualified leads while total calls fell.',
    $md$When a water damage restoration company in Central Florida came to us, their paid search dashboard looked healthy: plenty of calls, a reasonable cost per lead, steady month-on-month volume. Their office manager told a different story. Half the calls, she said, were "not real". This case study covers how we found out what she meant and what we changed. The company asked to remain anonymous; the figures are from their account and CRM.

## The problem behind a good-looking dashboard

We started by listening. Over two weeks we reviewed every recorded call from paid search and tagged each one by outcome. The calls fell into clear groups:

- Genuine emergency enquiries inside the service area.
- Homeowners wanting a plumber to fix a leak, not a restoration company to dry a house.
- Home buyers looking for a mould inspection for a purchase.
- Callers from outside the service area, some in other states.
- Job seekers, suppliers and sales calls.
- Existing customers calling about open jobs.

Only a little under half were genuine, in-area restoration enquiries. The ad platforms were counting every call over 60 seconds as a conversion, so smart bidding had been cheerfully optimising towards all of them.

## What we changed

### 1. Define a qualified lead, then measure it

We agreed a definition with the owner: a caller inside the service area, with active water, fire or storm damage to a property they own or manage, who agrees to an inspection. Call outcomes were tagged in the CRM by the office team as part of their normal routine, and the tags were synced daily.

### 2. Feed outcomes back to the ad platforms

We set up offline conversion imports so Google Ads and Microsoft Advertising received three stages for each lead: qualified lead, inspection completed and job sold, with job value. The bidding strategy was moved to optimise for qualified leads first and, once enough volume had built up, for conversion value.

The 60-second call conversion was kept for reporting but removed as a bidding goal.

### 3. Clean up the search terms

Search term reports showed where the junk came from. We added negative keywords for categories such as:

| Unwanted intent | Example negative themes |
|---|---|
| Plumbing repairs | leak repair, faucet, water heater install |
| Property purchase inspections | buying a house, pre-purchase inspection |
| Employment | jobs, hiring, technician salary, careers |
| DIY | how to dry, rent dehumidifier, home remedy |

We also split campaigns by intent, so "water damage restoration near me" and "flooded basement cleanup" no longer shared budgets with broad "water damage" terms.

### 4. Tighten geography

Location settings were changed from the default "presence or interest" to "presence", and the radius targets were replaced with the specific counties and ZIP codes the crews actually served.

### 5. Make the ads pre-qualify

Ad copy and landing pages now say plainly what the company does and does not do: "24/7 water extraction and drying for homes and businesses. We work with your insurer. We do not do plumbing repairs." Fewer people called; more of the right people did.

## The results

Comparing the three months before the changes with the three months after, for this client:

| Measure | Before | After |
|---|---|---|
| Calls from paid search per month | 318 | 205 |
| Share of calls that were qualified | 46% | 79% |
| Qualified leads per month | 146 | 162 |
| Cost per qualified lead | baseline | down 31% |
| Inspections booked per month | 97 | 124 |

Total spend stayed within 5% of the original budget. Call volume fell by more than a third, but qualified leads rose, and the office team spent far less time on calls that went nowhere.

> The most useful thing we did was stop telling the algorithm that a job seeker and a flooded homeowner were the same result.

## Lessons for any home-service business

- **Listen to the calls.** A few hours of recordings will tell you more than any dashboard.
- **Optimise for what you want more of.** If your conversion action counts every call, you will get more of every kind of call.
- **Close the loop.** Offline conversion imports are the single most valuable piece of tracking most service businesses are missing.
- **Say no in your ads.** Excluding the wrong customers in the copy is free and immediate.

We use the same process for [restoration companies](/industries/restoration) and any lead-driven business through our [paid media service](/services/paid-media). If your dashboard looks better than your office feels, [let's talk](/contact).
$md$,
    'Brightline Growth',
    '/blog/case-study-restoration.svg',
    array['case-studies', 'lead-generation', 'paid-media'],
    true,
    '2026-04-14T13:45:00Z',
    '2026-04-14T13:45:00Z'
  ),
  (
    '2026 Hurricane Season Retrospective: What Changed in Storm Marketing',
    '2026-hurricane-season-retrospective',
    'Notes from our 2026 storm season: AI answers in the emergency journey, why answered calls mattered more than campaign speed, and what we are changing for next June.',
    $md$> **Draft, not for publication.** Final client figures to be added after the season closes on 30 November and the team review is complete. Storm-by-storm detail to be checked against the National Hurricane Center's tropical cyclone reports once they are published.

Every November I write down what this hurricane season taught us before the details fade. This year's notes are less about any single storm and more about how the way people find emergency help keeps shifting, and what that means for the roofing, tree service and restoration companies we work with across Florida.

## How we prepared

Going into June, every storm client had the same baseline in place:

- Emergency landing pages reviewed and refreshed for each damage scenario, with new job photos from last season.
- Paid search and Microsoft Advertising campaigns built per county, approved and paused.
- Weather-alert rules connected to the National Weather Service feed, with hard budget caps and human approval above agreed thresholds.
- Answering services re-trained on triage scripts, and a monthly after-hours test call.
- Google Business Profiles audited for hours, service areas and categories.

We also added something new this year: a fixed set of storm questions that we checked every week in AI search tools, logging which businesses and sources were cited.

## What changed this year

### AI answers are now part of the emergency journey

In previous seasons, emergency searches went almost entirely to the map pack, Local Services Ads and paid search. This year we saw more storm-related queries answered by AI Overviews and assistant chats before any business listing appears, especially for questions like "what to do after a tree falls on your house" or "how to tarp a roof after a hurricane".

The businesses cited in those answers were overwhelmingly the ones with specific, practical guidance on their own sites, named experts and clean local data. Preparation content written in the spring was earning citations when the storms arrived.

*To add: citation tracking summary across client accounts, June to November.*

### Speed to live campaigns mattered less than speed to answered calls

Our pre-built campaigns went live within hours of each trigger, as planned. The bottleneck, again, was the phone. Where clients had added overflow answering capacity, answer rates held up during the first forty-eight hours. Where they had not, we throttled spend.

*To add: answer-rate comparison by client, first 48 hours after each trigger.*

### Geographic precision paid off

Targeting by ZIP code clusters from confirmed damage reports, rather than whole counties from the warning area, reduced wasted spend on calls from undamaged neighbourhoods. It also made the ads more relevant: copy naming the affected area outperformed generic storm copy in every test we ran.

*To add: cost per booked job for ZIP-level versus county-level targeting.*

## What did not work

- **Long forms.** We still had two clients with multi-step forms on emergency pages. Mobile completion rates were poor, and both have agreed to shorten them.
- **Late Business Profile updates.** On at least one profile, storm hours were updated a day late, and the client took calls from frustrated customers who had seen "closed".
- **Generic preparation content.** Articles that repeated government checklists without adding local, trade-specific detail were rarely cited by AI tools and rarely read.

## Client snapshots

*Placeholder: three anonymised snapshots (roofing, tree service, restoration), each with setup, trigger, response timeline and outcome table. Need sign-off from each client before publishing, and keep the framing as individual client results.*

| Client type | Region | Trigger | Key result |
|---|---|---|---|
| Roofing | to add | to add | to add |
| Tree service | to add | to add | to add |
| Restoration | to add | to add | to add |

## What we are changing for next season

1. **Answer-first storm guides** for every client by May, written with their crews and built around the questions we saw cited in AI answers this year.
2. **Overflow call capacity** contracted in advance for every client running storm campaigns.
3. **Damage-confirmed targeting** as the default, using storm reports and client field reports before scaling budgets.
4. **Photo-first intake**: every emergency landing page and script will ask for a photo early.
5. **A shorter post-storm review**, held within two weeks rather than at the end of the season, while the details are fresh.

## Closing thought

The technology around storm marketing keeps changing: alert feeds, smart bidding, AI answers. The fundamentals do not. Be ready before the storm, answer the phone, help the people in the worst trouble first, and be honest about what you can do.

If you want your business ready before next June, our [emergency SEO service](/services/emergency-seo) is the place to start, or you can [book a call](/contact) with our team.

*Draft note: add links to the Helene and Milton case study and the 72-hour playbook before publishing.*
$md$,
    'Marcus Delaney',
    null,
    array['weather-campaigns', 'case-studies'],
    false,
    '2026-10-29T16:00:00Z',
    '2026-11-18T10:30:00Z'
  )
on conflict (slug) do nothing;
