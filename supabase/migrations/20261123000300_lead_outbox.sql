-- The lead notification outbox: every stored contact/Florida lead gets one row per configured
-- channel, written in the same transaction as the lead, so a lead can never exist without its
-- notifications. Drains claim due rows atomically (FOR UPDATE SKIP LOCKED), send, then record the
-- outcome. Only the server (service role) may touch any of it.

create table public.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.contact_requests (id) on delete cascade,
  channel text not null check (channel in ('email', 'webhook')),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  -- Attempts started since the row was queued or last resent.
  attempts integer not null default 0 check (attempts >= 0),
  -- When a drain may next pick the row up. A claim pushes it forward by a lease, so a drain that
  -- dies mid-send leaves the row to be retried once the lease ends.
  next_attempt_at timestamptz not null default now(),
  -- Retries stop here (24 hours after queueing or the last resend); the row is then 'failed'.
  retry_until timestamptz not null default now() + interval '24 hours',
  -- Identifies the current claim, so a drain whose lease ran out cannot overwrite a newer outcome.
  claim_id uuid,
  last_error text check (length(last_error) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (lead_id, channel)
);

create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at) where status = 'pending';
create index lead_notifications_failed_idx on public.lead_notifications (created_at) where status = 'failed';

alter table public.lead_notifications enable row level security;
revoke all on public.lead_notifications from anon, authenticated;

-- Stores a lead and queues one notification per channel in one statement (one transaction).
-- p_lead carries the contact_requests columns by name (lib/leads/reshape.ts contactRow).
create or replace function public.create_contact_request_with_outbox(p_lead jsonb, p_channels text[])
returns setof public.contact_requests
language plpgsql
set search_path = ''
as $$
declare
  v_lead public.contact_requests;
begin
  insert into public.contact_requests (full_name, email, company, phone, service_areas, message, source, page, user_agent)
  select r.full_name, r.email, r.company, r.phone, r.service_areas, r.message, r.source, r.page, r.user_agent
  from jsonb_populate_record(null::public.contact_requests, p_lead) r
  returning * into v_lead;

  insert into public.lead_notifications (lead_id, channel)
  select v_lead.id, c from unnest(coalesce(p_channels, '{}')) as c group by c;

  return next v_lead;
end;
$$;

-- Claims up to p_limit due notifications (optionally of one lead) for one drain: counts the
-- attempt and hides the rows from other drains for p_lease_seconds. Concurrent drains skip each
-- other's locked rows instead of waiting, so no row is handed out twice.
create or replace function public.lead_notifications_claim(p_limit integer, p_lease_seconds integer, p_lead_id uuid default null)
returns table (
  id uuid,
  claim_id uuid,
  lead_id uuid,
  channel text,
  attempts integer,
  lead jsonb
)
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where n.status = 'pending'
      and n.next_attempt_at <= now()
      and (p_lead_id is null or n.lead_id = p_lead_id)
    order by n.next_attempt_at
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  claimed as (
    update public.lead_notifications n
    set attempts = n.attempts + 1,
        next_attempt_at = now() + make_interval(secs => p_lease_seconds),
        claim_id = gen_random_uuid()
    from due
    where n.id = due.id
    returning n.id, n.claim_id, n.lead_id, n.channel, n.attempts
  )
  select c.id, c.claim_id, c.lead_id, c.channel, c.attempts, to_jsonb(l)
  from claimed c
  join public.contact_requests l on l.id = c.lead_id;
$$;

-- Records a delivery, whoever holds the claim now: it happened. A sent row is never handed out again.
create or replace function public.lead_notifications_mark_sent(p_id uuid)
returns boolean
language sql
set search_path = ''
as $$
  with done as (
    update public.lead_notifications
    set status = 'sent', sent_at = now(), last_error = null, claim_id = null
    where id = p_id and status = 'pending'
    returning 1
  )
  select exists (select 1 from done);
$$;

-- Records a failed attempt: retry in p_retry_in_seconds, or give up ('failed') when that is null
-- (a permanent error) or would pass retry_until. Returns the new status, null if the claim was lost.
create or replace function public.lead_notifications_record_failure(p_id uuid, p_claim_id uuid, p_error text, p_retry_in_seconds double precision)
returns text
language sql
set search_path = ''
as $$
  update public.lead_notifications
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

-- Staff's 'Resend': a failed notification is queued again, due now, with a fresh 24-hour window.
create or replace function public.lead_notifications_resend(p_id uuid)
returns table (lead_id uuid, channel text)
language sql
set search_path = ''
as $$
  update public.lead_notifications
  set status = 'pending', attempts = 0, next_attempt_at = now(), retry_until = now() + interval '24 hours',
      last_error = null, claim_id = null
  where id = p_id and status = 'failed'
  returning lead_id, channel;
$$;

revoke execute on function public.create_contact_request_with_outbox(jsonb, text[]) from public, anon, authenticated;
revoke execute on function public.lead_notifications_claim(integer, integer, uuid) from public, anon, authenticated;
revoke execute on function public.lead_notifications_mark_sent(uuid) from public, anon, authenticated;
revoke execute on function public.lead_notifications_record_failure(uuid, uuid, text, double precision) from public, anon, authenticated;
revoke execute on function public.lead_notifications_resend(uuid) from public, anon, authenticated;
grant execute on function public.create_contact_request_with_outbox(jsonb, text[]) to service_role;
grant execute on function public.lead_notifications_claim(integer, integer, uuid) to service_role;
grant execute on function public.lead_notifications_mark_sent(uuid) to service_role;
grant execute on function public.lead_notifications_record_failure(uuid, uuid, text, double precision) to service_role;
grant execute on function public.lead_notifications_resend(uuid) to service_role;
