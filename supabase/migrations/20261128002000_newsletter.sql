-- The newsletter (issue 43): double opt-in, one-click unsubscribe, and posts sent to every
-- confirmed subscriber exactly once through a durable outbox. newsletter_deliveries is a sibling
-- of lead_notifications with the same claim / lease / retry columns and functions; the drain in
-- lib/leads/outbox.ts runs both. Only the server (service role) may touch any of it.

-- Addresses stored before double opt-in never confirmed: they are pending like a new sign-up,
-- counted from this migration (the column's default fills them), not from their sign-up: the
-- 30-day clean-up must not erase the whole existing list the hour it is deployed.
alter table public.newsletter_subscribers
  add column status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- When the status last changed: a pending address is deleted 30 days after it.
  add column status_changed_at timestamptz not null default now(),
  -- The last confirmation e-mail queued: at most one an hour per address.
  add column confirmation_sent_at timestamptz;

create index newsletter_subscribers_status_idx on public.newsletter_subscribers (status, status_changed_at);

-- One-time confirmation links and per-subscriber unsubscribe links: only a SHA-256 of the
-- random token is stored; the token itself exists only in the e-mail.
create table public.newsletter_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index newsletter_tokens_subscriber_idx on public.newsletter_tokens (subscriber_id, purpose);

-- One send of a post, as staff pressed the button: the e-mail is rendered once, so every
-- recipient gets the same text even if the post is edited during the send.
create table public.newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null,
  post_slug text not null,
  subject text not null check (length(subject) <= 300),
  html text not null,
  text text not null,
  sent_by text check (length(sent_by) <= 120),
  created_at timestamptz not null default now()
);

create index newsletter_sends_created_idx on public.newsletter_sends (created_at desc);

-- The outbox: one row per e-mail to one subscriber (a confirmation, or one post).
create table public.newsletter_deliveries (
  id uuid primary key default gen_random_uuid(),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  kind text not null check (kind in ('confirmation', 'post')),
  send_id uuid references public.newsletter_sends (id) on delete cascade,
  post_id uuid,
  -- 'cancelled': the subscriber unsubscribed (or confirmed) before it went out.
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  retry_until timestamptz not null default now() + interval '24 hours',
  claim_id uuid,
  last_error text check (length(last_error) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'post') = (send_id is not null and post_id is not null))
);

-- Each subscriber gets each post once, however often it is sent.
create unique index newsletter_deliveries_post_once on public.newsletter_deliveries (post_id, subscriber_id) where post_id is not null;
create index newsletter_deliveries_due_idx on public.newsletter_deliveries (kind, next_attempt_at) where status = 'pending';
create index newsletter_deliveries_send_idx on public.newsletter_deliveries (send_id, status);
create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);
create index newsletter_deliveries_sent_at_idx on public.newsletter_deliveries (sent_at) where kind = 'post';

alter table public.newsletter_tokens enable row level security;
alter table public.newsletter_sends enable row level security;
alter table public.newsletter_deliveries enable row level security;
revoke all on public.newsletter_tokens from anon, authenticated;
revoke all on public.newsletter_sends from anon, authenticated;
revoke all on public.newsletter_deliveries from anon, authenticated;
grant select, insert, update, delete on public.newsletter_tokens, public.newsletter_sends, public.newsletter_deliveries to service_role;

-- Claims up to p_limit due deliveries of one kind (or one delivery by id), like
-- lead_notifications_claim. p_rate_per_minute caps posts: what was sent in the last minute and
-- what other drains hold now count against it. Only rows whose subscriber is still in the state
-- the e-mail is for are handed out.
create or replace function public.newsletter_deliveries_claim(p_kind text, p_limit integer, p_lease_seconds integer, p_id uuid default null, p_rate_per_minute integer default null)
returns table (id uuid, claim_id uuid, subscriber_id uuid, email text, kind text, send_id uuid, attempts integer)
language sql
set search_path = ''
as $$
  with budget as (
    select case when p_rate_per_minute is null then greatest(p_limit, 0)
      else greatest(0, least(p_limit, p_rate_per_minute
        - (select count(*) from public.newsletter_deliveries d where d.kind = 'post' and d.sent_at > now() - interval '1 minute')
        - (select count(*) from public.newsletter_deliveries d where d.kind = 'post' and d.status = 'pending' and d.claim_id is not null and d.next_attempt_at > now())))::int
    end as n
  ),
  due as (
    select d.id
    from public.newsletter_deliveries d
    join public.newsletter_subscribers s on s.id = d.subscriber_id
    where d.status = 'pending'
      and d.kind = p_kind
      and d.next_attempt_at <= now()
      and (p_id is null or d.id = p_id)
      and s.status = case when d.kind = 'post' then 'confirmed' else 'pending' end
    order by d.next_attempt_at
    limit (select n from budget)
    for update of d skip locked
  ),
  claimed as (
    update public.newsletter_deliveries d
    set attempts = d.attempts + 1,
        next_attempt_at = now() + make_interval(secs => p_lease_seconds),
        claim_id = gen_random_uuid()
    from due
    where d.id = due.id
    returning d.id, d.claim_id, d.subscriber_id, d.kind, d.send_id, d.attempts
  )
  select c.id, c.claim_id, c.subscriber_id, s.email, c.kind, c.send_id, c.attempts
  from claimed c
  join public.newsletter_subscribers s on s.id = c.subscriber_id;
$$;

create or replace function public.newsletter_deliveries_mark_sent(p_id uuid)
returns boolean
language sql
set search_path = ''
as $$
  with done as (
    update public.newsletter_deliveries
    set status = 'sent', sent_at = now(), last_error = null, claim_id = null
    where id = p_id and status = 'pending'
    returning 1
  )
  select exists (select 1 from done);
$$;

create or replace function public.newsletter_deliveries_record_failure(p_id uuid, p_claim_id uuid, p_error text, p_retry_in_seconds double precision)
returns text
language sql
set search_path = ''
as $$
  update public.newsletter_deliveries
  set status = case
        when p_retry_in_seconds is null or now() + make_interval(secs => p_retry_in_seconds) > retry_until then 'failed'
        else 'pending'
      end,
      next_attempt_at = now() + make_interval(secs => coalesce(p_retry_in_seconds, 0)),
      last_error = left(coalesce(p_error, 'Unknown error'), 500),
      claim_id = null
  where id = p_id and claim_id = p_claim_id and status = 'pending'
  returning status;
$$;

revoke execute on function public.newsletter_deliveries_claim(text, integer, integer, uuid, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_deliveries_mark_sent(uuid) from public, anon, authenticated;
revoke execute on function public.newsletter_deliveries_record_failure(uuid, uuid, text, double precision) from public, anon, authenticated;
grant execute on function public.newsletter_deliveries_claim(text, integer, integer, uuid, integer) to service_role;
grant execute on function public.newsletter_deliveries_mark_sent(uuid) to service_role;
grant execute on function public.newsletter_deliveries_record_failure(uuid, uuid, text, double precision) to service_role;
