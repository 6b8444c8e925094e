-- Links never break: every slug a published post has had keeps answering with a redirect
-- to the post's current URL, and staff can add redirects for the former site's URLs.

-- An old slug points at the post, not at the slug that replaced it, so renaming twice still
-- redirects in one hop. Deleting the post deletes its old slugs.
create table public.blog_post_slug_history (
  slug text primary key
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index blog_post_slug_history_post_id_idx on public.blog_post_slug_history (post_id);

comment on table public.blog_post_slug_history is 'Slugs published posts used to have; each redirects to the post''s current URL.';

-- Manual redirects: a site path to a site path or an https URL. The server checks the rules
-- with clear messages; these constraints are the last line.
create table public.redirects (
  source_path text primary key
    check (source_path ~ '^/[^\s?#]*$' and source_path !~ '^//' and length(source_path) <= 300),
  target text not null
    check ((target ~ '^/[^\s#]*$' and target !~ '^//') or target ~ '^https://[^\s"<>]+$'),
  created_at timestamptz not null default now(),
  check (source_path <> target)
);

comment on table public.redirects is 'Manual permanent redirects, e.g. URLs of the agency''s former site.';

-- Keeps the history true on both backends, whatever writes the row: a slug in use by a post
-- is never a redirect (a new post taking an old slug wins), and a published post's old slug
-- is remembered when it changes.
create or replace function public.track_blog_post_slugs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.blog_post_slug_history where slug = new.slug;
  delete from public.redirects where source_path = '/blog/' || new.slug;
  if tg_op = 'UPDATE' and old.slug <> new.slug and old.published then
    insert into public.blog_post_slug_history (slug, post_id)
    values (old.slug, new.id)
    on conflict (slug) do update set post_id = excluded.post_id, created_at = now();
  end if;
  return new;
end;
$$;

create trigger blog_posts_track_slugs
  after insert or update of slug, published on public.blog_posts
  for each row execute function public.track_blog_post_slugs();

alter table public.blog_post_slug_history enable row level security;
alter table public.redirects enable row level security;

revoke all on public.blog_post_slug_history from anon, authenticated;
revoke all on public.redirects from anon, authenticated;
grant select on public.blog_post_slug_history to anon, authenticated;
grant select on public.redirects to anon, authenticated;

-- Redirects are public by nature (every visitor gets them); writes need the service role.
create policy "Old slugs are readable by everyone"
  on public.blog_post_slug_history for select to anon, authenticated using (true);

create policy "Redirects are readable by everyone"
  on public.redirects for select to anon, authenticated using (true);
