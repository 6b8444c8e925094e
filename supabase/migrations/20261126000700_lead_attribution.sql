-- Every lead knows where it came from (issue 32). Contact and Florida requests and newsletter
-- sign-ups keep the visitor's first and last touch (campaign parameters, ad click ids, landing
-- path, referring host; lib/attribution/touch.ts) as one jsonb value, and the GA4 default channel
-- the last touch falls in (lib/leads/channels.ts). The bounds the server applies are enforced here
-- too: only known keys, short values of a few safe characters. Both columns stay null for leads
-- stored before this migration and for visitors who sent Global Privacy Control.

-- One touch: an object of known keys, each within its bounds, with a positive "at" (epoch seconds).
create function public.attribution_touch_valid(p_touch jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- coalesce: a missing key makes the test null, which a check constraint would let through.
  select coalesce(jsonb_typeof(p_touch) = 'object'
    and jsonb_typeof(p_touch -> 'at') = 'number'
    and (p_touch ->> 'at')::numeric > 0
    and not exists (
      select 1 from jsonb_each(p_touch) e
      where case
        when e.key = 'at' then false
        when jsonb_typeof(e.value) <> 'string' then true
        when e.key in ('utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content')
          then length(e.value #>> '{}') > 100 or (e.value #>> '{}') !~ '^[A-Za-z0-9 _.~+:|/()-]+$'
        when e.key in ('gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid')
          then length(e.value #>> '{}') > 100 or (e.value #>> '{}') !~ '^[A-Za-z0-9_.-]+$'
        when e.key = 'landing_path'
          then length(e.value #>> '{}') > 150 or (e.value #>> '{}') !~ '^/[A-Za-z0-9/_.~-]*$'
        when e.key = 'referrer_host'
          then length(e.value #>> '{}') > 100 or (e.value #>> '{}') !~ '^[a-z0-9.-]+$'
        else true
      end
    ), false);
$$;

-- { "first": touch, "last": touch } and nothing else.
create function public.attribution_valid(p_attribution jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_typeof(p_attribution) = 'object'
    and (select count(*) from jsonb_object_keys(p_attribution)) = 2
    and public.attribution_touch_valid(p_attribution -> 'first')
    and public.attribution_touch_valid(p_attribution -> 'last'), false);
$$;

revoke execute on function public.attribution_touch_valid(jsonb) from public, anon, authenticated;
revoke execute on function public.attribution_valid(jsonb) from public, anon, authenticated;
grant execute on function public.attribution_touch_valid(jsonb), public.attribution_valid(jsonb) to service_role;

alter table public.contact_requests
  add column attribution jsonb check (attribution is null or public.attribution_valid(attribution)),
  add column channel text check (channel in (
    'Direct', 'Cross-network', 'Paid Shopping', 'Paid Search', 'Paid Social', 'Paid Video', 'Display', 'Paid Other',
    'Organic Shopping', 'Organic Social', 'Organic Video', 'Organic Search', 'Referral', 'Email', 'Affiliates',
    'Audio', 'SMS', 'Mobile Push Notifications', 'Unassigned'));

alter table public.newsletter_subscribers
  add column attribution jsonb check (attribution is null or public.attribution_valid(attribution)),
  add column channel text check (channel in (
    'Direct', 'Cross-network', 'Paid Shopping', 'Paid Search', 'Paid Social', 'Paid Video', 'Display', 'Paid Other',
    'Organic Shopping', 'Organic Social', 'Organic Video', 'Organic Search', 'Referral', 'Email', 'Affiliates',
    'Audio', 'SMS', 'Mobile Push Notifications', 'Unassigned'));

-- The inbox's channel filter and the sources report (by channel over a date range).
create index contact_requests_channel_idx on public.contact_requests (channel, created_at desc);

-- The lead RPC of 20261123000410, now storing attribution and channel with the lead.
create or replace function public.create_contact_request_with_outbox(p_lead jsonb, p_channels text[])
returns setof public.contact_requests
language plpgsql
set search_path = ''
as $$
declare
  v_lead public.contact_requests;
begin
  insert into public.contact_requests (full_name, email, company, phone, service_areas, message, source, page, user_agent, submission_id, attribution, channel)
  select r.full_name, r.email, r.company, r.phone, r.service_areas, r.message, r.source, r.page, r.user_agent, r.submission_id, r.attribution, r.channel
  from jsonb_populate_record(null::public.contact_requests, p_lead) r
  on conflict (submission_id) do nothing
  returning * into v_lead;

  -- Already stored: its notifications were queued with it the first time.
  if not found then
    return;
  end if;

  insert into public.lead_notifications (lead_id, channel)
  select v_lead.id, c from unnest(coalesce(p_channels, '{}')) as c group by c;

  return next v_lead;
end;
$$;

revoke execute on function public.create_contact_request_with_outbox(jsonb, text[]) from public, anon, authenticated;
grant execute on function public.create_contact_request_with_outbox(jsonb, text[]) to service_role;
