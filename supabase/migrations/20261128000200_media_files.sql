-- Uploaded images when no Supabase Storage is configured (issue 40): in the database, so every
-- server of one database, and a serverless host with no disk, serves what any of them took.
-- The name is the WebP's SHA-256, so a row never changes meaning: a second upload of the same
-- image only moves uploaded_at, which the clean-up's grace period counts from.
create table public.media_files (
  name text primary key check (name ~ '^[0-9a-f]{64}\.webp$'),
  data bytea not null check (octet_length(data) > 0),
  -- Kept beside the bytes so the quota's sum never reads them.
  byte_size integer not null check (byte_size = octet_length(data)),
  uploaded_at timestamptz not null default now()
);

-- WebP is compressed already: store the bytes out of line without trying again.
alter table public.media_files alter column data set storage external;

create index media_files_uploaded_at_idx on public.media_files (uploaded_at);

-- Visitors read images only through the site's /media route (the server connects as the
-- table's owner); the REST API hands the anon key nothing here.
alter table public.media_files enable row level security;
revoke all on public.media_files from anon, authenticated;
grant select, insert, update, delete on public.media_files to service_role;
