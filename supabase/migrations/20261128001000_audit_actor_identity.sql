-- Who acted, by identity rather than by a name anyone could be invited under (issue 41): the
-- Owner (the key), or a person by their staff id and the e-mail address they had then. `actor`
-- stays the name shown beside it. No foreign key: the record outlives a removed person.
-- The columns inherit audit_events' grants: service_role only, nothing for anon/authenticated.
alter table public.audit_events
  add column actor_kind text check (actor_kind in ('owner', 'staff')),
  add column actor_staff_id uuid,
  add column actor_email text check (length(actor_email) <= 254),
  add constraint audit_events_actor_identity check (
    (actor_kind is null and actor_staff_id is null and actor_email is null)
    or (actor_kind = 'owner' and actor_staff_id is null and actor_email is null)
    or (actor_kind = 'staff' and actor_staff_id is not null)
  );
