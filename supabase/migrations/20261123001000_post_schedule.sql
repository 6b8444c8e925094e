-- Scheduled publishing. `publish_at` is what the editor asked for (UTC; null = public as soon as
-- published). `published_at` is the post's public date and sort key: its publish time when one
-- was set, else its creation time (the date the blog has always shown). A published post whose
-- public date is still in the future is scheduled: no anon read, count or search sees it.

alter table public.blog_posts
  add column publish_at timestamptz,
  add column published_at timestamptz generated always as (coalesce(publish_at, created_at)) stored;

-- "Published, newest first" by public date (list pages, feeds, sitemap).
create index blog_posts_published_at_idx on public.blog_posts (published_at desc, id desc) where published;
-- Scheduled posts are few: the counts below and the publish check read them through this.
create index blog_posts_publish_at_idx on public.blog_posts (publish_at) where published and publish_at is not null;

-- now() in a policy is evaluated per statement, so a post becomes readable the moment its time
-- passes, with no write.
drop policy "Published posts are readable by everyone" on public.blog_posts;
create policy "Published posts are readable by everyone once their time has come"
  on public.blog_posts
  for select
  to anon, authenticated
  using (published and published_at <= now());

-- The trigger-kept counts include scheduled posts (a trigger cannot know when time passes);
-- the public count subtracts those still waiting. Security definer: anon cannot see them.
create or replace function public.blog_post_public_count(p_tag text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    coalesce((select c.published from public.blog_post_counts c where c.tag = coalesce(p_tag, '')), 0)
    - (select count(*) from public.blog_posts p
       where p.published and p.publish_at > now()
         and (coalesce(p_tag, '') = '' or p.tags @> array[p_tag]))::integer,
    0);
$$;

revoke execute on function public.blog_post_public_count(text) from public;
grant execute on function public.blog_post_public_count(text) to anon, authenticated, service_role;

-- Search: the same function with the public date, and the image size the result cards need.
-- The return type changes, so it is dropped and created again.
drop function public.search_published_posts(text, integer, integer);

create function public.search_published_posts(p_query text, p_limit integer, p_offset integer)
returns table (
  id uuid,
  title text,
  slug text,
  excerpt text,
  author text,
  image_url text,
  image_width integer,
  image_height integer,
  tags text[],
  published boolean,
  created_at timestamptz,
  updated_at timestamptz,
  headline text,
  total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with q as (
    select websearch_to_tsquery('english'::regconfig, left(coalesce(p_query, ''), 200)) as query
  ),
  hits as (
    select p.*, ts_rank_cd(p.search, q.query) as rank, q.query
    from public.blog_posts p, q
    -- Row-level security already hides scheduled posts from anon; this keeps any caller honest.
    where p.published and p.published_at <= now() and p.search @@ q.query
  )
  select h.id, h.title, h.slug, h.excerpt, h.author, h.image_url, h.image_width, h.image_height, h.tags, h.published,
    h.published_at as created_at, h.updated_at,
    ts_headline('english'::regconfig, h.excerpt, h.query,
      'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', HighlightAll=true') as headline,
    count(*) over () as total
  from hits h
  order by h.rank desc, h.published_at desc, h.id desc
  limit least(greatest(coalesce(p_limit, 10), 1), 50)
  offset greatest(coalesce(p_offset, 0), 0);
$$;

revoke execute on function public.search_published_posts(text, integer, integer) from public;
grant execute on function public.search_published_posts(text, integer, integer) to anon, authenticated, service_role;

-- Until when the publish check (/api/cron/publish) has looked: each scheduled post is reported
-- once, by the first check after its time, and cached pages are refreshed only then.
create table public.blog_schedule_checks (
  id boolean primary key default true check (id),
  checked_until timestamptz not null
);
insert into public.blog_schedule_checks (checked_until) values (now());

alter table public.blog_schedule_checks enable row level security;
revoke all on public.blog_schedule_checks from anon, authenticated;

-- Posts that became public since the last call; concurrent calls wait on the row lock, so each
-- post is returned by exactly one of them.
create or replace function public.blog_posts_newly_public()
returns table (slug text, publish_at timestamptz)
language plpgsql
volatile
set search_path = ''
as $$
declare
  since timestamptz;
begin
  select c.checked_until into since from public.blog_schedule_checks c where c.id for update;
  update public.blog_schedule_checks c set checked_until = now() where c.id;
  return query
    select p.slug, p.publish_at from public.blog_posts p
    where p.published and p.publish_at > since and p.publish_at <= now()
    order by p.publish_at;
end;
$$;

revoke execute on function public.blog_posts_newly_public() from public, anon, authenticated;
grant execute on function public.blog_posts_newly_public() to service_role;
