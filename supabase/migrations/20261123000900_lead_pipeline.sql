-- The lead pipeline: each contact or Florida request moves New → Contacted → Won or Lost, with
-- an internal note for staff. Existing leads start as New. Only the server (service role)
-- reads or writes leads, as before (see the leads migration).

alter table public.contact_requests
  add column status text not null default 'new' check (status in ('new', 'contacted', 'won', 'lost')),
  add column note text not null default '' check (length(note) <= 4000),
  add column status_changed_at timestamptz;

create index contact_requests_status_idx on public.contact_requests (status, created_at desc);
