/** Copy for the admin Activity page (/admin/activity): the audit log's events in words. */
import { adminCopy } from './admin';
import { staffCopy } from './admin-staff';

type EventWords = {
  label: string;
  detail?: readonly (string | readonly string[])[];
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

const postDetail = ['“{title}”', '/blog/{slug}', '{published}', 'goes public {publishAt}'];
const publishedWords = { true: 'published', false: 'draft' };
const leadStatuses = adminCopy.leads.pipeline.statuses;
const notificationChannels = { email: 'E-mail to staff', webhook: 'Webhook' };
const roleNames = Object.fromEntries(Object.entries(staffCopy.roles).map(([role, { label }]) => [role, label]));
const staffStatuses = { invited: 'not yet joined', active: 'active', suspended: 'suspended' };
const invitationEmails = { sent: 'invitation e-mailed', failed: 'the invitation e-mail failed: link shown on screen only', off: 'e-mail is off: link shown on screen only' };
const linkEmails = { sent: 'e-mailed', failed: 'the e-mail failed', off: 'e-mail is off' };

export const activityCopy = {
  title: 'Activity',
  intro: 'Who did what: sign-ins, refused keys and passkeys, staff changes, post changes, redirects, exports, lead notifications that failed or were resent, newsletter sends and IndexNow submissions, newest first. Times are New York time.',
  empty: 'Nothing recorded yet.',
  failed: 'The activity log could not be loaded. Check the database connection and reload.',
  columns: { time: 'Time', event: 'Event', detail: 'Details', client: 'Client' },
  /** Before the person who did it: 'by Owner', 'by Dana Reyes · dana@brightline.example'. */
  by: 'by',
  /** Who acted, by identity: the key holder, or a person with the address that tells them apart. */
  actor: {
    owner: 'Owner (admin key)',
    staff: '{name} · {email}',
    /** Events from before identities were recorded. */
    nameOnly: '“{name}” (name only)',
  },
  clientNote: 'Clients are shown as a short hash of their address; the same hash means the same client.',
  /**
   * Every kind of event the code records, in words (lib/audit/describe.ts reads these). `detail`
   * lists the pieces of the Details column, joined with ' · '. A piece shows only when the event
   * has every {field} it names; a list is alternatives, the first that can show wins.
   * {count:one:many} writes "1 one" or "3 many". `values` turns a field's stored value into words.
   */
  events: {
    'sign-in': { label: 'Signed in', detail: ['{method}', 'passkey “{passkey}”'], values: { method: { key: 'with the admin key', passkey: 'with a passkey', 'e-mail link': 'with an e-mailed link' } } },
    'sign-in-failed': { label: 'Wrong key' },
    'sign-in-throttled': { label: 'Client throttled', detail: ['Wrong keys refused from this client for {minutes} minutes'] },
    'sign-in-alert': { label: 'Many wrong keys site-wide', detail: ['{failures:wrong key:wrong keys} in {minutes} minutes'] },
    logout: { label: 'Logged out' },
    'logout-everywhere': { label: 'Logged out everywhere', detail: ['{sessions:session:sessions} ended'] },
    'post-created': { label: 'Post created', detail: postDetail, values: { published: publishedWords } },
    'post-updated': { label: 'Post updated', detail: postDetail, values: { published: publishedWords } },
    'post-deleted': { label: 'Post deleted', detail: ['“{title}”', '/blog/{slug}'] },
    'post-scheduled': { label: 'Post scheduled', detail: postDetail, values: { published: publishedWords } },
    'post-went-public': { label: 'Scheduled post went public', detail: ['/blog/{slug}', 'due {publishAt}'] },
    'post-revision-restored': { label: 'Revision restored', detail: ['/blog/{slug}', 'the revision saved {savedAt}'] },
    'post-image-uploaded': { label: 'Featured image uploaded', detail: ['{url}', '{width} × {height} px', '{bytes} bytes'] },
    export: { label: 'Leads exported', detail: ['{file}', '{rows:row:rows}'] },
    'lead-status-changed': { label: 'Lead status changed', detail: ['{name}: {from} → {to}'], values: { from: leadStatuses, to: leadStatuses } },
    'lead-note-changed': { label: 'Lead note changed', detail: ['{name}'] },
    'redirect-created': { label: 'Redirect added', detail: ['{source} → {target}'] },
    'redirect-deleted': { label: 'Redirect removed', detail: ['{source}'] },
    'redirect-slug-changed': { label: 'Post URL changed (old URL redirects)', detail: ['{from} → {to}'] },
    'lead-notification-failed': { label: 'Lead notification failed', detail: ['{channel}, given up after {attempts:attempt:attempts}', '{error}', 'lead {leadId}'], values: { channel: notificationChannels } },
    'lead-notification-resent': { label: 'Lead notification resent', detail: ['{channel}', 'lead {leadId}'], values: { channel: notificationChannels } },
    'newsletter-sent': { label: 'Newsletter sent', detail: [['“{title}” to {recipients:subscriber:subscribers}', '/blog/{post} to {recipients:subscriber:subscribers}']] },
    'newsletter-test-sent': { label: 'Newsletter test sent', detail: [['“{title}”', '/blog/{post}'], 'to {to}'] },
    'newsletter-confirmation-resent': { label: 'Confirmation e-mail resent', detail: ['A fresh confirmation link went to an address waiting to confirm'] },
    'newsletter-subscriber-deleted': { label: 'Subscriber deleted', detail: ['The address was erased'] },
    'newsletter-delivery-failed': {
      label: 'Newsletter e-mail failed',
      detail: ['{kind}, given up after {attempts:attempt:attempts}', '{error}'],
      values: { kind: { confirmation: 'A confirmation e-mail', post: 'A post e-mail' } },
    },
    'indexnow-submitted': { label: 'Sent to IndexNow', detail: ['{urls}', 'status: {status}', '{ms} ms'] },
    'indexnow-failed': { label: 'IndexNow submission failed', detail: ['{urls}', 'status: {status}', '{error}'] },
    'staff-invited': {
      label: 'Person invited',
      detail: ['{person} as {role}', '{email}', '{again}'],
      values: { role: roleNames, email: invitationEmails, again: { true: 'a new link replaced the old one' } },
    },
    'staff-invitation-revoked': { label: 'Invitation withdrawn', detail: ['{person}'] },
    'staff-joined': { label: 'Invitation accepted', detail: ['as {role}'], values: { role: roleNames } },
    'staff-role-changed': { label: 'Role changed', detail: ['{person}: {from} → {to}'], values: { from: roleNames, to: roleNames } },
    'staff-suspended': { label: 'Person suspended', detail: ['{person}', '{sessions:session:sessions} ended'] },
    'staff-restored': { label: 'Person restored', detail: ['{person}'] },
    'staff-removed': { label: 'Person removed', detail: ['{person}, who was {role}'], values: { role: roleNames } },
    'passkey-added': { label: 'Passkey added', detail: ['“{passkey}”'] },
    'passkey-removed': { label: 'Passkey removed', detail: ['“{passkey}”'] },
    'passkey-sign-in-failed': { label: 'Passkey refused', detail: ['{person}', '{status}'], values: { status: staffStatuses } },
    'sign-in-link-sent': { label: 'Sign-in link e-mailed', detail: ['to {person}', '{email}'], values: { email: linkEmails } },
    'sign-in-link-refused': { label: 'Sign-in link refused' },
    'sign-in-link-capped': { label: 'Sign-in link not sent: site-wide limit', detail: ['for {person}'] },
    'sessions-ended': { label: 'Other sessions signed out', detail: ['{sessions:session:sessions} ended'] },
  } satisfies Record<string, EventWords>,
  /** An event with no words above (an old kind no longer recorded): its stored name and fields. */
  unknownEvent: 'Event “{name}”',
} as const;
