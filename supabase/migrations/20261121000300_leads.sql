-- Leads from the contact forms and newsletter sign-ups. Nobody but the server (service
-- role) can read or write them: RLS on, no policies, no grants for anon/authenticated.

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (length(full_name) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  company text check (length(company) <= 200),
  phone text check (length(phone) <= 40),
  -- The website URL on /contact; the services offered on the Florida form.
  service_areas text check (length(service_areas) <= 500),
  message text check (length(message) <= 5000),
  source text not null check (source in ('contact', 'florida')),
  page text check (length(page) <= 300),
  user_agent text check (length(user_agent) <= 500),
  created_at timestamptz not null default now()
);

create index contact_requests_created_at_idx on public.contact_requests (created_at desc);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 254),
  source text not null check (source in ('footer', 'blog')),
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc);

alter table public.contact_requests enable row level security;
alter table public.newsletter_subscribers enable row level security;
revoke all on public.contact_requests from anon, authenticated;
revoke all on public.newsletter_subscribers from anon, authenticated;
