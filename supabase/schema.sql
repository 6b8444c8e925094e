-- The current schema, generated from supabase/migrations by `npm run db:schema`: read it to learn
-- what a table holds; change the schema with a new migration, never here. A test fails when this
-- file and the migrations disagree.

create table public.admin_sessions (
  id text not null,
  created_at timestamp with time zone not null default now(),
  last_seen_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  revoked_at timestamp with time zone,
  staff_id uuid,
  constraint admin_sessions_id_check CHECK ((id ~ '^[A-Za-z0-9_-]{43}$'::text)),
  constraint admin_sessions_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff_members(id) ON DELETE CASCADE,
  constraint admin_sessions_pkey PRIMARY KEY (id)
);
CREATE INDEX admin_sessions_expires_at_idx ON public.admin_sessions USING btree (expires_at);
CREATE INDEX admin_sessions_staff_idx ON public.admin_sessions USING btree (staff_id);
alter table public.admin_sessions enable row level security;
grant delete, insert, select, update on public.admin_sessions to service_role;

create table public.ai_crawler_visits (
  day date not null,
  crawler text not null,
  path text not null,
  status smallint not null,
  robots_disallowed boolean not null,
  requests integer not null,
  last_seen timestamp with time zone not null,
  constraint ai_crawler_visits_crawler_check CHECK ((crawler ~ '^[A-Za-z0-9-]{1,40}$'::text)),
  constraint ai_crawler_visits_path_check CHECK (((length(path) >= 1) AND (length(path) <= 200))),
  constraint ai_crawler_visits_requests_check CHECK ((requests > 0)),
  constraint ai_crawler_visits_status_check CHECK (((status >= 100) AND (status <= 599))),
  constraint ai_crawler_visits_pkey PRIMARY KEY (day, crawler, path, status, robots_disallowed)
);
alter table public.ai_crawler_visits enable row level security;
grant delete, insert, select, update on public.ai_crawler_visits to service_role;

create table public.audit_events (
  id bigint not null generated always as identity,
  created_at timestamp with time zone not null default now(),
  client_key text,
  event text not null,
  detail jsonb not null default '{}'::jsonb,
  actor text,
  actor_kind text,
  actor_staff_id uuid,
  actor_email text,
  constraint audit_events_actor_check CHECK ((length(actor) <= 120)),
  constraint audit_events_actor_email_check CHECK ((length(actor_email) <= 254)),
  constraint audit_events_actor_identity CHECK ((((actor_kind IS NULL) AND (actor_staff_id IS NULL) AND (actor_email IS NULL)) OR ((actor_kind = 'owner'::text) AND (actor_staff_id IS NULL) AND (actor_email IS NULL)) OR ((actor_kind = 'staff'::text) AND (actor_staff_id IS NOT NULL)))),
  constraint audit_events_actor_kind_check CHECK ((actor_kind = ANY (ARRAY['owner'::text, 'staff'::text]))),
  constraint audit_events_client_key_check CHECK ((length(client_key) <= 128)),
  constraint audit_events_detail_check CHECK (((jsonb_typeof(detail) = 'object'::text) AND (length((detail)::text) <= 4000))),
  constraint audit_events_event_check CHECK ((event ~ '^[a-z][a-z0-9-]{0,59}$'::text)),
  constraint audit_events_pkey PRIMARY KEY (id)
);
CREATE INDEX audit_events_created_at_idx ON public.audit_events USING btree (created_at DESC, id DESC);
alter table public.audit_events enable row level security;
grant delete, insert, select, update on public.audit_events to service_role;

create table public.blog_post_counts (
  tag text not null,
  published integer not null default 0,
  constraint blog_post_counts_published_check CHECK ((published >= 0)),
  constraint blog_post_counts_pkey PRIMARY KEY (tag)
);
alter table public.blog_post_counts enable row level security;
create policy "Published counts are public" on public.blog_post_counts for select to anon, authenticated using (true);
grant delete, insert, select, update on public.blog_post_counts to service_role;

create table public.blog_post_revisions (
  id uuid not null default gen_random_uuid(),
  post_id uuid not null,
  title text not null,
  excerpt text not null,
  content text not null,
  tags text[],
  saved_by text not null,
  created_at timestamp with time zone not null default clock_timestamp(),
  constraint blog_post_revisions_saved_by_check CHECK (((length(saved_by) >= 1) AND (length(saved_by) <= 120))),
  constraint blog_post_revisions_post_id_fkey FOREIGN KEY (post_id) REFERENCES blog_posts(id) ON DELETE CASCADE,
  constraint blog_post_revisions_pkey PRIMARY KEY (id)
);
CREATE INDEX blog_post_revisions_post_idx ON public.blog_post_revisions USING btree (post_id, created_at DESC, id DESC);
alter table public.blog_post_revisions enable row level security;
grant delete, insert, select, update on public.blog_post_revisions to service_role;

create table public.blog_post_slug_history (
  slug text not null,
  post_id uuid not null,
  created_at timestamp with time zone not null default now(),
  constraint blog_post_slug_history_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 120))),
  constraint blog_post_slug_history_post_id_fkey FOREIGN KEY (post_id) REFERENCES blog_posts(id) ON DELETE CASCADE,
  constraint blog_post_slug_history_pkey PRIMARY KEY (slug)
);
CREATE INDEX blog_post_slug_history_post_id_idx ON public.blog_post_slug_history USING btree (post_id);
alter table public.blog_post_slug_history enable row level security;
create policy "Old slugs of visible posts are readable by everyone" on public.blog_post_slug_history for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM blog_posts p
  WHERE (p.id = blog_post_slug_history.post_id))));
grant select on public.blog_post_slug_history to anon;
grant select on public.blog_post_slug_history to authenticated;
grant delete, insert, select, update on public.blog_post_slug_history to service_role;

create table public.blog_posts (
  id uuid not null default gen_random_uuid(),
  title text not null,
  slug text not null,
  excerpt text not null,
  content text not null,
  author text not null default 'Brightline Growth'::text,
  image_url text,
  tags text[],
  published boolean not null default false,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  image_width integer,
  image_height integer,
  publish_at timestamp with time zone,
  published_at timestamp with time zone generated always as (COALESCE(publish_at, created_at)) stored,
  meta_title text,
  meta_description text,
  canonical_url text,
  noindex boolean not null default false,
  social_image_url text,
  search tsvector generated always as ((((((((setweight(to_tsvector('english'::regconfig, title), 'A'::"char") || setweight(to_tsvector('english'::regconfig, blog_token_parts(title)), 'A'::"char")) || setweight(to_tsvector('english'::regconfig, blog_tags_text(tags)), 'A'::"char")) || setweight(to_tsvector('english'::regconfig, blog_token_parts(blog_tags_text(tags))), 'A'::"char")) || setweight(to_tsvector('english'::regconfig, excerpt), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, blog_token_parts(excerpt)), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, content), 'C'::"char")) || setweight(to_tsvector('english'::regconfig, blog_token_parts(content)), 'C'::"char"))) stored,
  owner_id uuid,
  constraint blog_posts_author_check CHECK (((length(btrim(author)) >= 1) AND (length(btrim(author)) <= 120))),
  constraint blog_posts_canonical_url_check CHECK (((canonical_url IS NULL) OR ((char_length(canonical_url) <= 2000) AND (canonical_url ~ '^https://[^\s"<>]+$'::text)))),
  constraint blog_posts_content_check CHECK ((length(content) <= 200000)),
  constraint blog_posts_excerpt_check CHECK (((length(btrim(excerpt)) >= 1) AND (length(btrim(excerpt)) <= 500))),
  constraint blog_posts_image_height_check CHECK (((image_height >= 1) AND (image_height <= 10000))),
  constraint blog_posts_image_size_together CHECK (((image_width IS NULL) = (image_height IS NULL))),
  constraint blog_posts_image_url_check CHECK (((image_url IS NULL) OR (image_url ~ '^(/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*|https://[^\s"<>]+)$'::text))),
  constraint blog_posts_image_width_check CHECK (((image_width >= 1) AND (image_width <= 1600))),
  constraint blog_posts_meta_description_check CHECK (((meta_description IS NULL) OR ((char_length(meta_description) >= 1) AND (char_length(meta_description) <= 320)))),
  constraint blog_posts_meta_title_check CHECK (((meta_title IS NULL) OR ((char_length(meta_title) >= 1) AND (char_length(meta_title) <= 120)))),
  constraint blog_posts_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 120))),
  constraint blog_posts_social_image_url_check CHECK (((social_image_url IS NULL) OR ((char_length(social_image_url) <= 2000) AND (social_image_url ~ '^(/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*|https://[^\s"<>]+)$'::text)))),
  constraint blog_posts_title_check CHECK (((length(btrim(title)) >= 1) AND (length(btrim(title)) <= 200))),
  constraint blog_posts_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES staff_members(id) ON DELETE SET NULL,
  constraint blog_posts_pkey PRIMARY KEY (id),
  constraint blog_posts_slug_key UNIQUE (slug)
);
CREATE INDEX blog_posts_publish_at_idx ON public.blog_posts USING btree (publish_at) WHERE (published AND (publish_at IS NOT NULL));
CREATE INDEX blog_posts_published_at_idx ON public.blog_posts USING btree (published_at DESC, id DESC) WHERE published;
CREATE INDEX blog_posts_published_created_at_idx ON public.blog_posts USING btree (created_at DESC, id DESC) WHERE published;
CREATE INDEX blog_posts_search_idx ON public.blog_posts USING gin (search) WHERE published;
CREATE INDEX blog_posts_tags_idx ON public.blog_posts USING gin (tags) WHERE published;
CREATE TRIGGER blog_posts_keep_revision AFTER INSERT OR UPDATE OF title, excerpt, content, tags ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION keep_blog_post_revision();
CREATE TRIGGER blog_posts_maintain_counts AFTER INSERT OR DELETE OR UPDATE ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION blog_posts_maintain_counts();
CREATE TRIGGER blog_posts_set_updated_at BEFORE UPDATE ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER blog_posts_track_slugs AFTER INSERT OR UPDATE OF slug, published ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION track_blog_post_slugs();
alter table public.blog_posts enable row level security;
create policy "Published posts are readable by everyone once their time has co" on public.blog_posts for select to anon, authenticated using ((published AND (published_at <= now())));
grant delete, insert, select, update on public.blog_posts to service_role;
grant select (author, canonical_url, content, created_at, excerpt, id, image_height, image_url, image_width, meta_description, meta_title, noindex, publish_at, published, published_at, search, slug, social_image_url, tags, title, updated_at) on public.blog_posts to anon;
grant select (author, canonical_url, content, created_at, excerpt, id, image_height, image_url, image_width, meta_description, meta_title, noindex, publish_at, published, published_at, search, slug, social_image_url, tags, title, updated_at) on public.blog_posts to authenticated;

create table public.blog_schedule_checks (
  id boolean not null default true,
  checked_until timestamp with time zone not null,
  constraint blog_schedule_checks_id_check CHECK (id),
  constraint blog_schedule_checks_pkey PRIMARY KEY (id)
);
alter table public.blog_schedule_checks enable row level security;
grant delete, insert, select, update on public.blog_schedule_checks to service_role;

create table public.cache_tag_expirations (
  tag text not null,
  stale_at timestamp with time zone,
  expired_at timestamp with time zone,
  changed_at timestamp with time zone not null default clock_timestamp(),
  constraint cache_tag_expirations_tag_check CHECK (((length(tag) >= 1) AND (length(tag) <= 1024))),
  constraint cache_tag_expirations_pkey PRIMARY KEY (tag)
);
CREATE INDEX cache_tag_expirations_changed_at_idx ON public.cache_tag_expirations USING btree (changed_at);
alter table public.cache_tag_expirations enable row level security;
grant delete, insert, select, update on public.cache_tag_expirations to service_role;

create table public.contact_requests (
  id uuid not null default gen_random_uuid(),
  full_name text not null,
  email text not null,
  company text,
  phone text,
  service_areas text,
  message text,
  source text not null,
  page text,
  user_agent text,
  created_at timestamp with time zone not null default now(),
  submission_id uuid,
  status text not null default 'new'::text,
  note text not null default ''::text,
  status_changed_at timestamp with time zone,
  attribution jsonb,
  channel text,
  status_changed_by text,
  constraint contact_requests_attribution_check CHECK (((attribution IS NULL) OR attribution_valid(attribution))),
  constraint contact_requests_channel_check CHECK ((channel = ANY (ARRAY['AI assistants'::text, 'Direct'::text, 'Cross-network'::text, 'Paid Shopping'::text, 'Paid Search'::text, 'Paid Social'::text, 'Paid Video'::text, 'Display'::text, 'Paid Other'::text, 'Organic Shopping'::text, 'Organic Social'::text, 'Organic Video'::text, 'Organic Search'::text, 'Referral'::text, 'Email'::text, 'Affiliates'::text, 'Audio'::text, 'SMS'::text, 'Mobile Push Notifications'::text, 'Unassigned'::text]))),
  constraint contact_requests_company_check CHECK ((length(company) <= 200)),
  constraint contact_requests_email_check CHECK (((length(email) >= 3) AND (length(email) <= 254))),
  constraint contact_requests_full_name_check CHECK (((length(full_name) >= 1) AND (length(full_name) <= 120))),
  constraint contact_requests_message_check CHECK ((length(message) <= 5000)),
  constraint contact_requests_note_check CHECK ((length(note) <= 4000)),
  constraint contact_requests_page_check CHECK ((length(page) <= 300)),
  constraint contact_requests_phone_check CHECK ((length(phone) <= 40)),
  constraint contact_requests_service_areas_check CHECK ((length(service_areas) <= 500)),
  constraint contact_requests_source_check CHECK ((source = ANY (ARRAY['contact'::text, 'florida'::text]))),
  constraint contact_requests_status_changed_by_check CHECK ((length(status_changed_by) <= 120)),
  constraint contact_requests_status_check CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'won'::text, 'lost'::text]))),
  constraint contact_requests_user_agent_check CHECK ((length(user_agent) <= 500)),
  constraint contact_requests_pkey PRIMARY KEY (id),
  constraint contact_requests_submission_id_key UNIQUE (submission_id)
);
CREATE INDEX contact_requests_channel_idx ON public.contact_requests USING btree (channel, created_at DESC);
CREATE INDEX contact_requests_created_at_idx ON public.contact_requests USING btree (created_at DESC);
CREATE INDEX contact_requests_status_idx ON public.contact_requests USING btree (status, created_at DESC);
alter table public.contact_requests enable row level security;
grant delete, insert, select, update on public.contact_requests to service_role;

create table public.email_images (
  name text not null,
  data bytea not null,
  width integer not null,
  height integer not null,
  created_at timestamp with time zone not null default now(),
  constraint email_images_data_check CHECK ((octet_length(data) > 0)),
  constraint email_images_height_check CHECK ((height > 0)),
  constraint email_images_name_check CHECK ((name ~ '^[0-9a-f]{64}\.(png|jpg)$'::text)),
  constraint email_images_width_check CHECK ((width > 0)),
  constraint email_images_pkey PRIMARY KEY (name)
);
alter table public.email_images enable row level security;
grant delete, insert, select, update on public.email_images to service_role;

create table public.lead_notifications (
  id uuid not null default gen_random_uuid(),
  lead_id uuid not null,
  channel text not null,
  status text not null default 'pending'::text,
  attempts integer not null default 0,
  next_attempt_at timestamp with time zone not null default now(),
  retry_until timestamp with time zone not null default (now() + '24:00:00'::interval),
  claim_id uuid,
  last_error text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  constraint lead_notifications_attempts_check CHECK ((attempts >= 0)),
  constraint lead_notifications_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'webhook'::text]))),
  constraint lead_notifications_last_error_check CHECK ((length(last_error) <= 500)),
  constraint lead_notifications_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text]))),
  constraint lead_notifications_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES contact_requests(id) ON DELETE CASCADE,
  constraint lead_notifications_pkey PRIMARY KEY (id),
  constraint lead_notifications_lead_id_channel_key UNIQUE (lead_id, channel)
);
CREATE INDEX lead_notifications_due_idx ON public.lead_notifications USING btree (next_attempt_at) WHERE (status = 'pending'::text);
CREATE INDEX lead_notifications_failed_idx ON public.lead_notifications USING btree (created_at) WHERE (status = 'failed'::text);
alter table public.lead_notifications enable row level security;
grant delete, insert, select, update on public.lead_notifications to service_role;

create table public.media_files (
  name text not null,
  data bytea not null,
  byte_size integer not null,
  uploaded_at timestamp with time zone not null default now(),
  constraint media_files_check CHECK ((byte_size = octet_length(data))),
  constraint media_files_data_check CHECK ((octet_length(data) > 0)),
  constraint media_files_name_check CHECK ((name ~ '^[0-9a-f]{64}\.webp$'::text)),
  constraint media_files_pkey PRIMARY KEY (name)
);
CREATE INDEX media_files_uploaded_at_idx ON public.media_files USING btree (uploaded_at);
alter table public.media_files enable row level security;
grant delete, insert, select, update on public.media_files to service_role;

create table public.newsletter_deliveries (
  id uuid not null default gen_random_uuid(),
  subscriber_id uuid not null,
  kind text not null,
  send_id uuid,
  post_id uuid,
  status text not null default 'pending'::text,
  attempts integer not null default 0,
  next_attempt_at timestamp with time zone not null default now(),
  retry_until timestamp with time zone not null default (now() + '24:00:00'::interval),
  claim_id uuid,
  last_error text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  constraint newsletter_deliveries_attempts_check CHECK ((attempts >= 0)),
  constraint newsletter_deliveries_check CHECK (((kind = 'post'::text) = ((send_id IS NOT NULL) AND (post_id IS NOT NULL)))),
  constraint newsletter_deliveries_kind_check CHECK ((kind = ANY (ARRAY['confirmation'::text, 'post'::text]))),
  constraint newsletter_deliveries_last_error_check CHECK ((length(last_error) <= 500)),
  constraint newsletter_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'cancelled'::text]))),
  constraint newsletter_deliveries_send_id_fkey FOREIGN KEY (send_id) REFERENCES newsletter_sends(id) ON DELETE CASCADE,
  constraint newsletter_deliveries_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
  constraint newsletter_deliveries_pkey PRIMARY KEY (id)
);
CREATE INDEX newsletter_deliveries_confirmation_sent_at_idx ON public.newsletter_deliveries USING btree (sent_at) WHERE (kind = 'confirmation'::text);
CREATE INDEX newsletter_deliveries_due_idx ON public.newsletter_deliveries USING btree (kind, next_attempt_at) WHERE (status = 'pending'::text);
CREATE INDEX newsletter_deliveries_send_idx ON public.newsletter_deliveries USING btree (send_id, status);
CREATE INDEX newsletter_deliveries_sent_at_idx ON public.newsletter_deliveries USING btree (sent_at) WHERE (kind = 'post'::text);
CREATE INDEX newsletter_deliveries_subscriber_idx ON public.newsletter_deliveries USING btree (subscriber_id);
CREATE UNIQUE INDEX newsletter_deliveries_post_once ON public.newsletter_deliveries USING btree (post_id, subscriber_id) WHERE (post_id IS NOT NULL);
alter table public.newsletter_deliveries enable row level security;
grant delete, insert, select, update on public.newsletter_deliveries to service_role;

create table public.newsletter_sends (
  id uuid not null default gen_random_uuid(),
  post_id uuid not null,
  post_slug text not null,
  subject text not null,
  html text not null,
  text text not null,
  sent_by text,
  created_at timestamp with time zone not null default now(),
  constraint newsletter_sends_sent_by_check CHECK ((length(sent_by) <= 120)),
  constraint newsletter_sends_subject_check CHECK ((length(subject) <= 300)),
  constraint newsletter_sends_pkey PRIMARY KEY (id)
);
CREATE INDEX newsletter_sends_created_idx ON public.newsletter_sends USING btree (created_at DESC);
alter table public.newsletter_sends enable row level security;
grant delete, insert, select, update on public.newsletter_sends to service_role;

create table public.newsletter_subscribers (
  id uuid not null default gen_random_uuid(),
  email text not null,
  source text not null,
  created_at timestamp with time zone not null default now(),
  attribution jsonb,
  channel text,
  status text not null default 'pending'::text,
  status_changed_at timestamp with time zone not null default now(),
  confirmation_sent_at timestamp with time zone,
  constraint newsletter_subscribers_attribution_check CHECK (((attribution IS NULL) OR attribution_valid(attribution))),
  constraint newsletter_subscribers_channel_check CHECK ((channel = ANY (ARRAY['AI assistants'::text, 'Direct'::text, 'Cross-network'::text, 'Paid Shopping'::text, 'Paid Search'::text, 'Paid Social'::text, 'Paid Video'::text, 'Display'::text, 'Paid Other'::text, 'Organic Shopping'::text, 'Organic Social'::text, 'Organic Video'::text, 'Organic Search'::text, 'Referral'::text, 'Email'::text, 'Affiliates'::text, 'Audio'::text, 'SMS'::text, 'Mobile Push Notifications'::text, 'Unassigned'::text]))),
  constraint newsletter_subscribers_email_check CHECK (((length(email) >= 3) AND (length(email) <= 254))),
  constraint newsletter_subscribers_source_check CHECK ((source = ANY (ARRAY['footer'::text, 'blog'::text]))),
  constraint newsletter_subscribers_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'unsubscribed'::text]))),
  constraint newsletter_subscribers_pkey PRIMARY KEY (id)
);
CREATE INDEX newsletter_subscribers_created_at_idx ON public.newsletter_subscribers USING btree (created_at DESC);
CREATE INDEX newsletter_subscribers_status_idx ON public.newsletter_subscribers USING btree (status, status_changed_at);
CREATE UNIQUE INDEX newsletter_subscribers_email_key ON public.newsletter_subscribers USING btree (lower(email));
alter table public.newsletter_subscribers enable row level security;
grant delete, insert, select, update on public.newsletter_subscribers to service_role;

create table public.newsletter_tokens (
  token_hash text not null,
  subscriber_id uuid not null,
  purpose text not null,
  expires_at timestamp with time zone,
  used_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  constraint newsletter_tokens_purpose_check CHECK ((purpose = ANY (ARRAY['confirm'::text, 'unsubscribe'::text]))),
  constraint newsletter_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint newsletter_tokens_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
  constraint newsletter_tokens_pkey PRIMARY KEY (token_hash)
);
CREATE INDEX newsletter_tokens_subscriber_idx ON public.newsletter_tokens USING btree (subscriber_id, purpose);
alter table public.newsletter_tokens enable row level security;
grant delete, insert, select, update on public.newsletter_tokens to service_role;

create table public.rate_limit_events (
  id bigint not null generated always as identity,
  scope text not null,
  client_key text not null,
  created_at timestamp with time zone not null default now(),
  constraint rate_limit_events_client_key_check CHECK (((length(client_key) >= 1) AND (length(client_key) <= 128))),
  constraint rate_limit_events_scope_check CHECK (((length(scope) >= 1) AND (length(scope) <= 40))),
  constraint rate_limit_events_pkey PRIMARY KEY (id)
);
CREATE INDEX rate_limit_events_lookup_idx ON public.rate_limit_events USING btree (scope, client_key, created_at DESC);
alter table public.rate_limit_events enable row level security;
grant delete, insert, select, update on public.rate_limit_events to service_role;

create table public.redirects (
  source_path text not null,
  target text not null,
  created_at timestamp with time zone not null default now(),
  constraint redirects_check CHECK ((source_path <> target)),
  constraint redirects_source_path_check CHECK (((source_path ~ '^/[^\s?#]*$'::text) AND (source_path !~ '^//'::text) AND (length(source_path) <= 300))),
  constraint redirects_target_check CHECK ((((target ~ '^/[^\s#]*$'::text) AND (target !~ '^//'::text)) OR (target ~ '^https://[^\s"<>]+$'::text))),
  constraint redirects_pkey PRIMARY KEY (source_path)
);
alter table public.redirects enable row level security;
create policy "Redirects are readable by everyone" on public.redirects for select to anon, authenticated using (true);
grant select on public.redirects to anon;
grant select on public.redirects to authenticated;
grant delete, insert, select, update on public.redirects to service_role;

create table public.site_database (
  singleton boolean not null default true,
  id uuid not null default gen_random_uuid(),
  created_at timestamp with time zone not null default now(),
  constraint site_database_singleton_check CHECK (singleton),
  constraint site_database_pkey PRIMARY KEY (singleton)
);
alter table public.site_database enable row level security;
grant delete, insert, select, update on public.site_database to service_role;

create table public.staff_challenges (
  challenge text not null,
  purpose text not null,
  staff_id uuid,
  expires_at timestamp with time zone not null,
  constraint staff_challenges_challenge_check CHECK (((length(challenge) >= 16) AND (length(challenge) <= 128))),
  constraint staff_challenges_purpose_check CHECK ((purpose = ANY (ARRAY['register'::text, 'authenticate'::text]))),
  constraint staff_challenges_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff_members(id) ON DELETE CASCADE,
  constraint staff_challenges_pkey PRIMARY KEY (challenge)
);
alter table public.staff_challenges enable row level security;
grant delete, insert, select, update on public.staff_challenges to service_role;

create table public.staff_members (
  id uuid not null default gen_random_uuid(),
  name text not null,
  email text not null,
  role text not null,
  status text not null default 'invited'::text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint staff_members_email_check CHECK ((((length(email) >= 3) AND (length(email) <= 254)) AND (email = lower(email)))),
  constraint staff_members_name_check CHECK (((length(name) >= 1) AND (length(name) <= 80))),
  constraint staff_members_role_check CHECK ((role = ANY (ARRAY['contributor'::text, 'author'::text, 'editor'::text, 'administrator'::text]))),
  constraint staff_members_status_check CHECK ((status = ANY (ARRAY['invited'::text, 'active'::text, 'suspended'::text]))),
  constraint staff_members_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX staff_members_email_idx ON public.staff_members USING btree (email);
alter table public.staff_members enable row level security;
grant delete, insert, select, update on public.staff_members to service_role;

create table public.staff_passkeys (
  id text not null,
  staff_id uuid not null,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}'::text[],
  label text not null,
  created_at timestamp with time zone not null default now(),
  last_used_at timestamp with time zone,
  constraint staff_passkeys_counter_check CHECK ((counter >= 0)),
  constraint staff_passkeys_id_check CHECK (((length(id) >= 16) AND (length(id) <= 1400))),
  constraint staff_passkeys_label_check CHECK (((length(label) >= 1) AND (length(label) <= 80))),
  constraint staff_passkeys_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff_members(id) ON DELETE CASCADE,
  constraint staff_passkeys_pkey PRIMARY KEY (id)
);
CREATE INDEX staff_passkeys_staff_idx ON public.staff_passkeys USING btree (staff_id);
alter table public.staff_passkeys enable row level security;
grant delete, insert, select, update on public.staff_passkeys to service_role;

create table public.staff_tokens (
  token_hash text not null,
  kind text not null,
  staff_id uuid not null,
  created_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  used_at timestamp with time zone,
  revoked_at timestamp with time zone,
  constraint staff_tokens_kind_check CHECK ((kind = ANY (ARRAY['invitation'::text, 'sign-in'::text]))),
  constraint staff_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint staff_tokens_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff_members(id) ON DELETE CASCADE,
  constraint staff_tokens_pkey PRIMARY KEY (token_hash)
);
CREATE INDEX staff_tokens_staff_idx ON public.staff_tokens USING btree (staff_id, kind);
alter table public.staff_tokens enable row level security;
grant delete, insert, select, update on public.staff_tokens to service_role;

-- Functions (bodies in the migrations):
-- admin_session_actor(p_id text, p_idle_seconds integer) returns TABLE(actor_staff_id uuid, actor_name text, actor_email text, actor_role text)
-- admin_session_revoke(p_id text) returns void
-- admin_session_revoke_all() returns integer
-- admin_session_start(p_id text, p_absolute_seconds integer, p_idle_seconds integer) returns void
-- admin_session_start_for(p_id text, p_staff_id uuid, p_absolute_seconds integer, p_idle_seconds integer) returns void
-- admin_session_touch(p_id text, p_idle_seconds integer) returns boolean
-- attribution_touch_valid(p_touch jsonb) returns boolean
-- attribution_valid(p_attribution jsonb) returns boolean
-- blog_post_counts_apply(p_tags text[], p_delta integer) returns void security definer
-- blog_post_public_count(p_tag text) returns integer security definer
-- blog_posts_maintain_counts() returns trigger security definer
-- blog_posts_newly_public() returns TABLE(slug text, publish_at timestamp with time zone)
-- blog_tags_text(p_tags text[]) returns text
-- blog_token_parts(p_text text) returns text
-- create_contact_request_with_outbox(p_lead jsonb, p_channels text[]) returns SETOF contact_requests
-- keep_blog_post_revision() returns trigger security definer
-- lead_notifications_claim(p_limit integer, p_lease_seconds integer, p_lead_id uuid) returns TABLE(id uuid, claim_id uuid, lead_id uuid, channel text, attempts integer, lead jsonb)
-- lead_notifications_mark_sent(p_id uuid) returns boolean
-- lead_notifications_record_failure(p_id uuid, p_claim_id uuid, p_error text, p_retry_in_seconds double precision) returns text
-- lead_notifications_resend(p_id uuid) returns TABLE(lead_id uuid, channel text)
-- newsletter_deliveries_claim(p_kind text, p_limit integer, p_lease_seconds integer, p_id uuid, p_rate_per_minute integer) returns TABLE(id uuid, claim_id uuid, subscriber_id uuid, email text, kind text, send_id uuid, attempts integer)
-- newsletter_deliveries_mark_sent(p_id uuid) returns boolean
-- newsletter_deliveries_record_failure(p_id uuid, p_claim_id uuid, p_error text, p_retry_in_seconds double precision) returns text
-- rate_limit_clear(p_scope text, p_client_key text) returns void
-- rate_limit_status(p_scope text, p_client_key text, p_window_seconds integer) returns TABLE(hits integer, oldest timestamp with time zone)
-- rate_limit_take(p_scope text, p_client_key text, p_limit integer, p_window_seconds integer) returns TABLE(allowed boolean, retry_after_seconds integer)
-- search_published_posts(p_query text, p_limit integer, p_offset integer) returns TABLE(id uuid, title text, slug text, excerpt text, author text, image_url text, image_width integer, image_height integer, tags text[], published boolean, created_at timestamp with time zone, updated_at timestamp with time zone, headline text, total bigint)
-- set_updated_at() returns trigger
-- track_blog_post_slugs() returns trigger security definer
