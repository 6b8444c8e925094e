-- A post's uploaded featured image: its size, so pages reserve the space before it loads. Null
-- for posts whose image is a bundled path or an external URL (their size is unknown).
alter table public.blog_posts
  add column image_width integer check (image_width between 1 and 1600),
  add column image_height integer check (image_height between 1 and 10000),
  add constraint blog_posts_image_size_together check ((image_width is null) = (image_height is null));

-- On Supabase, uploads live in the public Storage bucket `blog-images`: anyone may read, only
-- the service role (the server, which checks the admin session) writes; the service role
-- bypasses RLS, so no write policy is granted. The embedded database (PGlite) has no storage
-- schema, so the bucket is created only where there is one.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('blog-images', 'blog-images', true, 5242880, array['image/webp'])
    on conflict (id) do update set public = true, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
  end if;
end
$$;
