-- Published-post counts per tag ('' = all posts), kept by a trigger, so "Page X of Y"
-- costs one index lookup however many posts there are.

create table public.blog_post_counts (
  tag text primary key,
  published integer not null default 0 check (published >= 0)
);

alter table public.blog_post_counts enable row level security;
revoke all on public.blog_post_counts from anon, authenticated;
grant select on public.blog_post_counts to anon, authenticated;
create policy "Published counts are public"
  on public.blog_post_counts
  for select
  to anon, authenticated
  using (true);

create or replace function public.blog_post_counts_apply(p_tags text[], p_delta integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.blog_post_counts as c (tag, published)
  select t, greatest(p_delta, 0)
  from (select distinct t from unnest(array[''] || coalesce(p_tags, '{}'::text[])) as t) tags
  on conflict (tag) do update set published = greatest(c.published + p_delta, 0);
$$;

create or replace function public.blog_posts_maintain_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.published then
    perform public.blog_post_counts_apply(old.tags, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.published then
    perform public.blog_post_counts_apply(new.tags, 1);
  end if;
  return null;
end;
$$;

create trigger blog_posts_maintain_counts
  after insert or update or delete on public.blog_posts
  for each row execute function public.blog_posts_maintain_counts();

revoke execute on function public.blog_post_counts_apply(text[], integer) from public, anon, authenticated;
revoke execute on function public.blog_posts_maintain_counts() from public, anon, authenticated;

-- Rows that existed before this migration.
insert into public.blog_post_counts (tag, published)
select '', count(*) from public.blog_posts where published
on conflict (tag) do update set published = excluded.published;

insert into public.blog_post_counts (tag, published)
select t, count(*) from public.blog_posts, unnest(tags) as t where published group by t
on conflict (tag) do update set published = excluded.published;
