-- A published post's owner_id (a staff member's id) is the admin's business, not a visitor's
-- (issue 41): anon and authenticated may read every column of blog_posts but that one. Column
-- grants replace the table grant of 20261126000100_role_grants.sql; a column added later is
-- not readable by them until a migration grants it, like every new table here.
revoke select on public.blog_posts from anon, authenticated;
do $$
declare
  readable text;
begin
  select string_agg(quote_ident(column_name), ', ' order by ordinal_position)
    into readable
    from information_schema.columns
    where table_schema = 'public' and table_name = 'blog_posts' and column_name <> 'owner_id';
  execute format('grant select (%s) on public.blog_posts to anon, authenticated', readable);
end
$$;

-- The search runs as its caller (anon on the site): it names its columns now, since p.* would
-- include owner_id. Otherwise as in 20261126000300_search_token_parts.sql.
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
    select p.id, p.title, p.slug, p.excerpt, p.author, p.image_url, p.image_width, p.image_height, p.tags, p.published,
      p.published_at, p.updated_at, ts_rank_cd(p.search, q.query) as rank, q.query
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
