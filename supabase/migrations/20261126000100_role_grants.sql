-- Exactly what each of Supabase's API roles may do, granted here rather than left to the
-- platform: projects created since mid-2026, and new tables in every project since Oct 2026,
-- get no automatic grants. The server itself connects as the tables' owner over SQL
-- (DATABASE_URL) and reads public data as anon (set local role), so these grants decide both
-- what the site's public reads can see and what the REST API, which Supabase publishes for
-- every project, hands to a holder of the anon key. Row-level security stays on every table.

-- anon and authenticated (nobody signs in through Supabase Auth here: a signed-in visitor may
-- see no more than anyone): published posts, public redirects, and the two public functions.
revoke all on all tables in schema public from anon, authenticated;
grant select on public.blog_posts, public.redirects, public.blog_post_slug_history to anon, authenticated;

-- Counts include posts still waiting for their time (their tags would show what is scheduled);
-- the public count goes through blog_post_public_count(), which subtracts those.
revoke all on public.blog_post_counts from anon, authenticated;

-- An old slug is public only while its post is: the policy on blog_posts applies inside this
-- check, so the old slugs of a post taken back to draft (or scheduled) are hidden from anon.
drop policy "Old slugs are readable by everyone" on public.blog_post_slug_history;
create policy "Old slugs of visible posts are readable by everyone"
  on public.blog_post_slug_history for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_id));

-- service_role (the secret key: the dashboard, scripts, Storage administration): every row of
-- every table, as Supabase documents the role; it bypasses row-level security.
grant select, insert, update, delete on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to service_role;

-- Helpers that PUBLIC could execute by default and nobody calls directly.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
revoke execute on function public.track_blog_post_slugs() from public, anon, authenticated;
