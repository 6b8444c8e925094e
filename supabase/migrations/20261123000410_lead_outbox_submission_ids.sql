-- Joins the outbox (20261123000300) and submission ids (20261123000400): the lead, its submission
-- id and its notifications are stored in one transaction, and a resent submission (same id) stores
-- nothing at all — no second lead and no second set of notifications — and returns no row. Runs
-- after both, so the function reads the submission_id column that 20261123000400 adds.

create or replace function public.create_contact_request_with_outbox(p_lead jsonb, p_channels text[])
returns setof public.contact_requests
language plpgsql
set search_path = ''
as $$
declare
  v_lead public.contact_requests;
begin
  insert into public.contact_requests (full_name, email, company, phone, service_areas, message, source, page, user_agent, submission_id)
  select r.full_name, r.email, r.company, r.phone, r.service_areas, r.message, r.source, r.page, r.user_agent, r.submission_id
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

-- create or replace keeps the grants of 20261123000300; restated so this file reads whole.
revoke execute on function public.create_contact_request_with_outbox(jsonb, text[]) from public, anon, authenticated;
grant execute on function public.create_contact_request_with_outbox(jsonb, text[]) to service_role;
