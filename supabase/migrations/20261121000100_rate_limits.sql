-- Database-backed rate limiting shared by every server instance: the admin sign-in
-- throttle and the public forms. Only the server (service role) may touch it.

create table public.rate_limit_events (
  id bigint generated always as identity primary key,
  scope text not null check (length(scope) between 1 and 40),
  client_key text not null check (length(client_key) between 1 and 128),
  created_at timestamptz not null default now()
);

create index rate_limit_events_lookup_idx on public.rate_limit_events (scope, client_key, created_at desc);

alter table public.rate_limit_events enable row level security;
revoke all on public.rate_limit_events from anon, authenticated;

-- How many events this client has in the window, and when the oldest of them expires.
create or replace function public.rate_limit_status(p_scope text, p_client_key text, p_window_seconds integer)
returns table (hits integer, oldest timestamptz)
language sql
stable
set search_path = ''
as $$
  select count(*)::integer, min(created_at)
  from public.rate_limit_events
  where scope = p_scope
    and client_key = p_client_key
    and created_at > now() - make_interval(secs => p_window_seconds);
$$;

-- Records one event unless the client is already at the limit; atomic per client.
-- Returns allowed = false and the seconds until a slot frees up when refused.
create or replace function public.rate_limit_take(
  p_scope text,
  p_client_key text,
  p_limit integer,
  p_window_seconds integer
)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
set search_path = ''
as $$
declare
  v_hits integer;
  v_oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_scope || ':' || p_client_key, 0));

  select s.hits, s.oldest into v_hits, v_oldest
  from public.rate_limit_status(p_scope, p_client_key, p_window_seconds) s;

  if v_hits >= p_limit then
    return query select false,
      greatest(1, ceil(extract(epoch from (v_oldest + make_interval(secs => p_window_seconds) - now())))::integer);
    return;
  end if;

  insert into public.rate_limit_events (scope, client_key) values (p_scope, p_client_key);

  -- Keep the table small: events older than a day never matter.
  delete from public.rate_limit_events
  where scope = p_scope and client_key = p_client_key and created_at < now() - interval '1 day';

  return query select true, 0;
end;
$$;

-- Forgets a client's events in a scope (e.g. after a successful sign-in).
create or replace function public.rate_limit_clear(p_scope text, p_client_key text)
returns void
language sql
set search_path = ''
as $$
  delete from public.rate_limit_events where scope = p_scope and client_key = p_client_key;
$$;

revoke execute on function public.rate_limit_status(text, text, integer) from public, anon, authenticated;
revoke execute on function public.rate_limit_take(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.rate_limit_clear(text, text) from public, anon, authenticated;
grant execute on function public.rate_limit_status(text, text, integer) to service_role;
grant execute on function public.rate_limit_take(text, text, integer, integer) to service_role;
grant execute on function public.rate_limit_clear(text, text) to service_role;
