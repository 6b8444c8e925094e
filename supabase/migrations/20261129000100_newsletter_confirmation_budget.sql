-- Confirmation e-mails get a site-wide budget per minute, as posts do: a flood of sign-ups
-- waits in the outbox instead of refusing the next visitors' sign-ups. p_rate_per_minute now
-- caps whichever kind is claimed, counting only that kind, so posts and confirmations never
-- spend each other's budget.

create index newsletter_deliveries_confirmation_sent_at_idx on public.newsletter_deliveries (sent_at) where kind = 'confirmation';

create or replace function public.newsletter_deliveries_claim(p_kind text, p_limit integer, p_lease_seconds integer, p_id uuid default null, p_rate_per_minute integer default null)
returns table (id uuid, claim_id uuid, subscriber_id uuid, email text, kind text, send_id uuid, attempts integer)
language sql
set search_path = ''
as $$
  with budget as (
    select case when p_rate_per_minute is null then greatest(p_limit, 0)
      else greatest(0, least(p_limit, p_rate_per_minute
        - (select count(*) from public.newsletter_deliveries d where d.kind = p_kind and d.sent_at > now() - interval '1 minute')
        - (select count(*) from public.newsletter_deliveries d where d.kind = p_kind and d.status = 'pending' and d.claim_id is not null and d.next_attempt_at > now())))::int
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

revoke execute on function public.newsletter_deliveries_claim(text, integer, integer, uuid, integer) from public, anon, authenticated;
grant execute on function public.newsletter_deliveries_claim(text, integer, integer, uuid, integer) to service_role;
