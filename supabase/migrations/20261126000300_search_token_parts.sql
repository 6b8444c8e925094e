-- Search finds the parts of joined tokens (issue 33). Postgres's parser reads "robots.txt",
-- "schema.org" and "/ai-seo/llm-crawlability" as one host or file token each, so "robots"
-- found nothing in posts about robots.txt, and "crawlability robots" nothing at all. The
-- search vector now also holds the words of every token joined by dots, slashes, backslashes,
-- colons, @ or underscores (hyphenated words the parser already splits), and a query's joined
-- words are looked up by their parts as well as whole. Runs on PostgreSQL 15 and later.

-- The words of each joined token in a text, space-separated: 'see robots.txt' -> 'robots txt'.
create function public.blog_token_parts(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(regexp_replace(m[1], '[^[:alnum:]]+', ' ', 'g'), ' '), '')
  from regexp_matches(coalesce(p_text, ''), '([[:alnum:]]+(?:[-./\\:@_]+[[:alnum:]]+)+)', 'g') as m
  where m[1] ~ '[./\\:@_]';
$$;

-- A generated column's expression cannot be changed before PostgreSQL 17: drop it and add it
-- again (its index goes with it). search_published_posts names the column only in its body,
-- so it stays valid throughout.
drop index if exists public.blog_posts_search_idx;
alter table public.blog_posts drop column search;

alter table public.blog_posts
  add column search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig, public.blog_token_parts(title)), 'A')
    || setweight(to_tsvector('english'::regconfig, public.blog_tags_text(tags)), 'A')
    || setweight(to_tsvector('english'::regconfig, public.blog_token_parts(public.blog_tags_text(tags))), 'A')
    || setweight(to_tsvector('english'::regconfig, excerpt), 'B')
    || setweight(to_tsvector('english'::regconfig, public.blog_token_parts(excerpt)), 'B')
    || setweight(to_tsvector('english'::regconfig, content), 'C')
    || setweight(to_tsvector('english'::regconfig, public.blog_token_parts(content)), 'C')
  ) stored;

create index blog_posts_search_idx on public.blog_posts using gin (search) where published;

-- The same function (signature, result and grants unchanged), with a query that matches a
-- joined word whole or by its parts: "robots.txt" is 'robots.txt' | 'robot' & 'txt'. Only
-- separators between two letters or digits split, so "seo -paid" keeps its minus.
create or replace function public.search_published_posts(p_query text, p_limit integer, p_offset integer)
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
  with typed as (
    select left(coalesce(p_query, ''), 200) as text
  ),
  q as (
    select websearch_to_tsquery('english'::regconfig, typed.text)
      || websearch_to_tsquery('english'::regconfig, regexp_replace(typed.text, '([[:alnum:]])[-./\\:@_]+(?=[[:alnum:]])', '\1 ', 'g')) as query
    from typed
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
