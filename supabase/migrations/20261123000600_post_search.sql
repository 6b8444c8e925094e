-- Full-text search over published posts: a generated tsvector (title and tags weigh most,
-- then the excerpt, then the body) with a GIN index, read through one function that runs
-- with the caller's rights, so row-level security keeps drafts out of it for anon.

-- array_to_string is only STABLE; a generated column needs an IMMUTABLE expression, and
-- joining text with a space is immutable in fact.
create or replace function public.blog_tags_text(p_tags text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_to_string(p_tags, ' '), '');
$$;

alter table public.blog_posts
  add column search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig, public.blog_tags_text(tags)), 'A')
    || setweight(to_tsvector('english'::regconfig, excerpt), 'B')
    || setweight(to_tsvector('english'::regconfig, content), 'C')
  ) stored;

create index blog_posts_search_idx on public.blog_posts using gin (search) where published;

-- One page of matches, best first (ties: newest first), with the excerpt's matched words
-- wrapped in U+E000/U+E001 (private-use characters no editor types) for the page to turn
-- into <mark> elements: the database never hands HTML to the page. `total` repeats the
-- number of matches on every row. websearch_to_tsquery never raises on user input.
create or replace function public.search_published_posts(p_query text, p_limit integer, p_offset integer)
returns table (
  id uuid,
  title text,
  slug text,
  excerpt text,
  author text,
  image_url text,
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
    where p.published and p.search @@ q.query
  )
  select h.id, h.title, h.slug, h.excerpt, h.author, h.image_url, h.tags, h.published, h.created_at, h.updated_at,
    ts_headline('english'::regconfig, h.excerpt, h.query,
      'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', HighlightAll=true') as headline,
    count(*) over () as total
  from hits h
  order by h.rank desc, h.created_at desc, h.id desc
  limit least(greatest(coalesce(p_limit, 10), 1), 50)
  offset greatest(coalesce(p_offset, 0), 0);
$$;

revoke execute on function public.search_published_posts(text, integer, integer) from public;
grant execute on function public.search_published_posts(text, integer, integer) to anon, authenticated, service_role;
