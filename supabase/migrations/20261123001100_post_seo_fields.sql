-- A post's own search and social fields (issue 15 §1). All optional: null (or false) means the
-- page falls back to what it used before: the title, the excerpt, the post's own URL, the
-- featured or generated image. The CHECKs repeat the editor's rules as the last line.
alter table public.blog_posts
  add column meta_title text check (meta_title is null or char_length(meta_title) between 1 and 120),
  add column meta_description text check (meta_description is null or char_length(meta_description) between 1 and 320),
  add column canonical_url text check (canonical_url is null or (char_length(canonical_url) <= 2000 and canonical_url ~ '^https://[^\s"<>]+$')),
  add column noindex boolean not null default false,
  add column social_image_url text check (
    social_image_url is null
    or (char_length(social_image_url) <= 2000 and social_image_url ~ '^(/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*|https://[^\s"<>]+)$')
  );
