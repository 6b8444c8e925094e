-- What happened in the admin, and from which client (a hash, never an address or a key).
-- Only the server (service role) may read or write it.

create table public.audit_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  client_key text check (length(client_key) <= 128),
  event text not null check (event ~ '^[a-z][a-z0-9-]{0,59}$'),
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object' and length(detail::text) <= 4000)
);

create index audit_events_created_at_idx on public.audit_events (created_at desc, id desc);

alter table public.audit_events enable row level security;
revoke all on public.audit_events from anon, authenticated;
