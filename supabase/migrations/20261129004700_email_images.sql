-- Images as e-mails show them: PNG or JPEG copies of the site's own SVG and WebP images, made
-- when a newsletter is rendered and served at /email/images/<name>. Apart from media_files on
-- purpose: a copy lives as long as an e-mail that shows it may be opened, so the uploads'
-- clean-up never deletes it and the uploads' allowance never counts it.
-- The name is a hash of the source bytes and the conversion, so a row never changes meaning.
create table public.email_images (
  name text primary key check (name ~ '^[0-9a-f]{64}\.(png|jpg)$'),
  data bytea not null check (octet_length(data) > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);

-- PNG and JPEG are compressed already.
alter table public.email_images alter column data set storage external;

-- Readers' mail clients fetch them through the site's route (the server connects as the table's
-- owner); the REST API hands the anon key nothing here.
alter table public.email_images enable row level security;
revoke all on public.email_images from anon, authenticated;
grant select, insert, update, delete on public.email_images to service_role;
