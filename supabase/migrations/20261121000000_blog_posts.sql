-- Blog posts: public reads of published rows only; all writes go through the server
-- with the service role (which bypasses RLS).

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  excerpt text not null check (length(btrim(excerpt)) between 1 and 500),
  content text not null check (length(content) <= 200000),
  author text not null default 'Brightline Growth' check (length(btrim(author)) between 1 and 120),
  -- A bundled asset path (/blog/x.svg) or an https URL.
  image_url text check (image_url is null or image_url ~ '^(/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*|https://[^\s"<>]+)$'),
  tags text[],
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.blog_posts is 'Blog articles. content is markdown; legacy rows may hold HTML.';

-- Serves "published, newest first" (list pages, feed, sitemap).
create index blog_posts_published_created_at_idx
  on public.blog_posts (created_at desc, id desc)
  where published;

-- Serves category pages (tag filter).
create index blog_posts_tags_idx on public.blog_posts using gin (tags) where published;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

alter table public.blog_posts enable row level security;

revoke all on public.blog_posts from anon, authenticated;
grant select on public.blog_posts to anon, authenticated;

create policy "Published posts are readable by everyone"
  on public.blog_posts
  for select
  to anon, authenticated
  using (published);
