-- Each contact and Florida form sends a random id with its submission, kept when the same
-- submission is sent again. A resend after a lost answer (a proxy's 502, a dropped connection)
-- carries the id already stored, so it is acknowledged without a second lead. Submissions
-- without JavaScript carry none, and any number of rows may have none.

alter table public.contact_requests add column submission_id uuid;
alter table public.contact_requests add constraint contact_requests_submission_id_key unique (submission_id);
