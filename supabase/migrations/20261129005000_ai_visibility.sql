-- AI visibility: the "AI assistants" channel for leads and subscribers, and the log of AI crawler
-- requests (lib/ai-crawlers).

-- Visitors referred by an AI assistant (lib/leads/channels.ts). Rows already stored keep the
-- channel they were recorded with: the check only widens.
alter table public.contact_requests drop constraint contact_requests_channel_check;
alter table public.contact_requests add constraint contact_requests_channel_check check (channel in (
  'AI assistants', 'Direct', 'Cross-network', 'Paid Shopping', 'Paid Search', 'Paid Social', 'Paid Video', 'Display', 'Paid Other',
  'Organic Shopping', 'Organic Social', 'Organic Video', 'Organic Search', 'Referral', 'Email', 'Affiliates',
  'Audio', 'SMS', 'Mobile Push Notifications', 'Unassigned'));
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_channel_check;
alter table public.newsletter_subscribers add constraint newsletter_subscribers_channel_check check (channel in (
  'AI assistants', 'Direct', 'Cross-network', 'Paid Shopping', 'Paid Search', 'Paid Social', 'Paid Video', 'Display', 'Paid Other',
  'Organic Shopping', 'Organic Social', 'Organic Video', 'Organic Search', 'Referral', 'Email', 'Affiliates',
  'Audio', 'SMS', 'Mobile Push Notifications', 'Unassigned'));

-- Requests whose user agent names a known AI crawler, counted per day (the office's time zone),
-- crawler, path and status code. Paths outside the site's pages are folded into a few rows
-- ("(not found)", "/services/*", "(other)"), so the table grows with crawlers x pages x days,
-- not with requests. Each server adds its counts in batches (insert … on conflict add).
create table public.ai_crawler_visits (
  day date not null,
  crawler text not null check (crawler ~ '^[A-Za-z0-9-]{1,40}$'),
  path text not null check (length(path) between 1 and 200),
  status smallint not null check (status between 100 and 599),
  -- Whether the site's robots.txt disallowed the requested path for this crawler.
  robots_disallowed boolean not null,
  requests integer not null check (requests > 0),
  last_seen timestamptz not null,
  primary key (day, crawler, path, status, robots_disallowed)
);

-- Removing rows older than 13 months reads by day alone: the primary key leads with it.

-- Only the server (as the table's owner) and service_role touch it.
alter table public.ai_crawler_visits enable row level security;
revoke all on public.ai_crawler_visits from anon, authenticated;
grant select, insert, update, delete on public.ai_crawler_visits to service_role;
