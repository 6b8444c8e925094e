-- What several servers of one site share about their page caches (lib/cache). Each server keeps
-- its rendered pages on its own disk; what they agree on lives here.

-- This database's identity. A cached page is stamped with the id of the database it was rendered
-- from, so a build pointed at another database (DATABASE_URL or DATA_DIR changed) ignores the
-- pages it cached for the old one instead of serving them.
create table public.site_database (
  singleton boolean primary key default true check (singleton),
  id uuid not null default gen_random_uuid(),
  created_at timestamptz not null default now()
);
insert into public.site_database default values;

-- When each cache tag (lib/posts/cache-tags.ts) was last expired, by any server. A server writes
-- a row as it expires a tag and reads the rows changed since its last look about once a second,
-- so a post changed through one server is fresh on every other within about a second. One row
-- per tag: the table is as large as the set of tags, whatever the number of changes.
create table public.cache_tag_expirations (
  tag text primary key check (length(tag) between 1 and 1024),
  -- Served stale (and re-rendered behind it) from this time; null when never.
  stale_at timestamptz,
  -- Not served at all from this time; null when never.
  expired_at timestamptz,
  -- When the row was last written, by the database's clock: what the servers poll on.
  changed_at timestamptz not null default clock_timestamp()
);
create index cache_tag_expirations_changed_at_idx on public.cache_tag_expirations (changed_at);

-- Only the server (as the tables' owner) and service_role touch these.
alter table public.site_database enable row level security;
alter table public.cache_tag_expirations enable row level security;
revoke all on public.site_database, public.cache_tag_expirations from anon, authenticated;
grant select, insert, update, delete on public.site_database, public.cache_tag_expirations to service_role;
