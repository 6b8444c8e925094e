-- Server-side admin sessions. The signed cookie only names a row here; logging out revokes
-- the row, so a copied cookie dies with it. Only the server (service role) may touch it.

create table public.admin_sessions (
  -- 256 random bits, base64url (43 characters).
  id text primary key check (id ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index admin_sessions_expires_at_idx on public.admin_sessions (expires_at);

alter table public.admin_sessions enable row level security;
revoke all on public.admin_sessions from anon, authenticated;

-- Starts a session, first deleting every row that can no longer be used (expired, idle too
-- long or revoked), so the table holds live sessions plus those ended since the last sign-in.
create or replace function public.admin_session_start(p_id text, p_absolute_seconds integer, p_idle_seconds integer)
returns void
language sql
set search_path = ''
as $$
  delete from public.admin_sessions
  where expires_at <= now()
     or last_seen_at <= now() - make_interval(secs => p_idle_seconds)
     or revoked_at is not null;
  insert into public.admin_sessions (id, expires_at) values (p_id, now() + make_interval(secs => p_absolute_seconds));
$$;

-- True, and activity recorded, only for a live session: not revoked, not past its absolute
-- expiry, and used within the idle window. A dead session is never extended.
create or replace function public.admin_session_touch(p_id text, p_idle_seconds integer)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.admin_sessions
  set last_seen_at = now()
  where id = p_id
    and revoked_at is null
    and expires_at > now()
    and last_seen_at > now() - make_interval(secs => p_idle_seconds);
  return found;
end;
$$;

create or replace function public.admin_session_revoke(p_id text)
returns void
language sql
set search_path = ''
as $$
  update public.admin_sessions set revoked_at = now() where id = p_id and revoked_at is null;
$$;

-- Ends every session; returns how many were still open.
create or replace function public.admin_session_revoke_all()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.admin_sessions set revoked_at = now() where revoked_at is null and expires_at > now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke execute on function public.admin_session_start(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.admin_session_touch(text, integer) from public, anon, authenticated;
revoke execute on function public.admin_session_revoke(text) from public, anon, authenticated;
revoke execute on function public.admin_session_revoke_all() from public, anon, authenticated;
grant execute on function public.admin_session_start(text, integer, integer) to service_role;
grant execute on function public.admin_session_touch(text, integer) to service_role;
grant execute on function public.admin_session_revoke(text) to service_role;
grant execute on function public.admin_session_revoke_all() to service_role;
