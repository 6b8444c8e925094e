-- Named staff with roles, beside the Owner's key (issue 31). A person signs in with a passkey
-- or a one-time e-mailed link; the Owner (whoever holds ADMIN_KEY) is not a row here and so can
-- never be suspended, demoted or removed. Tokens are stored only as SHA-256 hashes. Only the
-- server (service role) may touch any of it.

create table public.staff_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 80),
  email text not null check (length(email) between 3 and 254 and email = lower(email)),
  role text not null check (role in ('contributor', 'author', 'editor', 'administrator')),
  -- invited: has not created a passkey yet; suspended: may not sign in, keeps their posts.
  status text not null default 'invited' check (status in ('invited', 'active', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index staff_members_email_idx on public.staff_members (email);

create table public.staff_passkeys (
  -- The WebAuthn credential id, base64url.
  id text primary key check (length(id) between 16 and 1400),
  staff_id uuid not null references public.staff_members (id) on delete cascade,
  public_key bytea not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  label text not null check (length(label) between 1 and 80),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

create index staff_passkeys_staff_idx on public.staff_passkeys (staff_id);

-- One-time links: invitations (72 hours) and e-mailed sign-in links (15 minutes).
create table public.staff_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  kind text not null check (kind in ('invitation', 'sign-in')),
  staff_id uuid not null references public.staff_members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);

create index staff_tokens_staff_idx on public.staff_tokens (staff_id, kind);

-- WebAuthn challenges between the options and the answer: each is used once, within minutes.
create table public.staff_challenges (
  challenge text primary key check (length(challenge) between 16 and 128),
  purpose text not null check (purpose in ('register', 'authenticate')),
  staff_id uuid references public.staff_members (id) on delete cascade,
  expires_at timestamptz not null
);

-- A session names its person; null is the Owner. Removing a person removes their sessions.
alter table public.admin_sessions
  add column staff_id uuid references public.staff_members (id) on delete cascade;

create index admin_sessions_staff_idx on public.admin_sessions (staff_id);

-- Who did it, as the Activity page names them: 'Owner' or the person's name at the time.
alter table public.audit_events
  add column actor text check (length(actor) <= 120);

-- Whose post it is, for the "own posts" rules; null is the Owner's (and every older post).
alter table public.blog_posts
  add column owner_id uuid references public.staff_members (id) on delete set null;

-- Who last moved a lead through the pipeline.
alter table public.contact_requests
  add column status_changed_by text check (length(status_changed_by) <= 120);

alter table public.staff_members enable row level security;
alter table public.staff_passkeys enable row level security;
alter table public.staff_tokens enable row level security;
alter table public.staff_challenges enable row level security;
revoke all on public.staff_members, public.staff_passkeys, public.staff_tokens, public.staff_challenges from anon, authenticated;
grant select, insert, update, delete on public.staff_members, public.staff_passkeys, public.staff_tokens, public.staff_challenges to service_role;

-- Starts a session for a person (null: the Owner), clearing dead rows as admin_session_start does.
create or replace function public.admin_session_start_for(p_id text, p_staff_id uuid, p_absolute_seconds integer, p_idle_seconds integer)
returns void
language sql
set search_path = ''
as $$
  delete from public.admin_sessions
  where expires_at <= now()
     or last_seen_at <= now() - make_interval(secs => p_idle_seconds)
     or revoked_at is not null;
  insert into public.admin_sessions (id, staff_id, expires_at) values (p_id, p_staff_id, now() + make_interval(secs => p_absolute_seconds));
$$;

-- The session the cookie names, with its person, if it is live: not revoked, expired or idle,
-- and its person (if any) active. Records activity like admin_session_touch; no row = no session.
create or replace function public.admin_session_actor(p_id text, p_idle_seconds integer)
returns table (actor_staff_id uuid, actor_name text, actor_email text, actor_role text)
language plpgsql
set search_path = ''
as $$
declare
  v_staff uuid;
begin
  update public.admin_sessions s
  set last_seen_at = now()
  where s.id = p_id
    and s.revoked_at is null
    and s.expires_at > now()
    and s.last_seen_at > now() - make_interval(secs => p_idle_seconds)
    and (s.staff_id is null or exists (select 1 from public.staff_members m where m.id = s.staff_id and m.status = 'active'))
  returning s.staff_id into v_staff;
  if not found then
    return;
  end if;
  return query
    select v_staff, m.name, m.email, m.role
    from (select 1) one
    left join public.staff_members m on m.id = v_staff;
end;
$$;

revoke execute on function public.admin_session_start_for(text, uuid, integer, integer) from public, anon, authenticated;
revoke execute on function public.admin_session_actor(text, integer) from public, anon, authenticated;
grant execute on function public.admin_session_start_for(text, uuid, integer, integer) to service_role;
grant execute on function public.admin_session_actor(text, integer) to service_role;
