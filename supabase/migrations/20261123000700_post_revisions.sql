-- Every save of a post keeps a revision (title, excerpt, content, tags, who and when), the last
-- 25 per post. A trigger keeps them, so both backends and every write path agree, and a save
-- and its revision commit together. Only the server (service role) may read them.

create table public.blog_post_revisions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  title text not null,
  excerpt text not null,
  content text not null,
  tags text[],
  saved_by text not null check (length(saved_by) between 1 and 120),
  -- clock_timestamp(): two saves in one transaction still get an order.
  created_at timestamptz not null default clock_timestamp()
);

create index blog_post_revisions_post_idx on public.blog_post_revisions (post_id, created_at desc, id desc);

alter table public.blog_post_revisions enable row level security;
revoke all on public.blog_post_revisions from anon, authenticated;

-- Who saved: the embedded database sets app.saved_by for the transaction; on Supabase the
-- server sends an x-saved-by header, which PostgREST exposes as request.headers.
create or replace function public.keep_blog_post_revision()
returns trigger
language plpgsql
security definer
set search_path = public
as $$
declare
  who text := coalesce(
    nullif(current_setting('app.saved_by', true), ''),
    nullif(current_setting('request.headers', true), '')::json ->> 'x-saved-by',
    'Admin'
  );
begin
  insert into public.blog_post_revisions (post_id, title, excerpt, content, tags, saved_by)
  values (new.id, new.title, new.excerpt, new.content, new.tags, left(who, 120));

  delete from public.blog_post_revisions
  where post_id = new.id
    and id not in (
      select id from public.blog_post_revisions
      where post_id = new.id
      order by created_at desc, id desc
      limit 25
    );
  return null;
end;
$$;

revoke all on function public.keep_blog_post_revision() from public, anon, authenticated;

-- Every save writes these columns, so every save keeps a revision.
create trigger blog_posts_keep_revision
after insert or update of title, excerpt, content, tags on public.blog_posts
for each row execute function public.keep_blog_post_revision();

-- Posts written before revisions existed start with their current text.
insert into public.blog_post_revisions (post_id, title, excerpt, content, tags, saved_by, created_at)
select id, title, excerpt, content, tags, 'Before revisions were kept', updated_at from public.blog_posts;
