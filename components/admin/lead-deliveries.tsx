import type { LeadNotification } from '@/lib/leads/types';
import { formatAdminDateTime } from '@/lib/format';
import { ResendButton } from './resend-button';

const CHANNELS: Record<LeadNotification['channel'], string> = { email: 'E-mail', webhook: 'Webhook' };

function Status({ notification: n }: { notification: LeadNotification }) {
  if (n.status === 'sent') {
    return (
      <span className="text-emerald-800">
        Sent{n.sentAt ? <> <time dateTime={n.sentAt}>{formatAdminDateTime(n.sentAt)}</time></> : null}
      </span>
    );
  }
  if (n.status === 'failed') {
    return (
      <span className="text-red-800">
        Failed after {n.attempts} attempt{n.attempts === 1 ? '' : 's'}
        {n.lastError ? <span className="break-words">: {n.lastError}</span> : null}
      </span>
    );
  }
  if (n.attempts === 0) return <span className="text-slate-700">Queued</span>;
  if (!n.lastError) return <span className="text-slate-700">Sending…</span>;
  return (
    <span className="text-amber-800">
      Retrying, next attempt <time dateTime={n.nextAttemptAt}>{formatAdminDateTime(n.nextAttemptAt)}</time>
      <span className="break-words"> (attempt {n.attempts}: {n.lastError})</span>
    </span>
  );
}

/** A lead's delivery per channel, with 'Resend' on the failed ones. */
export function LeadDeliveries({ notifications, leadName }: { notifications: LeadNotification[]; leadName: string }) {
  if (notifications.length === 0) {
    return <p className="mt-3 text-xs text-slate-600">No notifications: no channel was configured when this lead arrived.</p>;
  }
  return (
    // A description list, not a nested list: the inbox's list items stay one per lead.
    <dl className="mt-3 space-y-2 text-xs" aria-label="Notifications">
      {notifications.map((n) => (
        <div key={n.id} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-channel={n.channel}>
          <dt className="font-semibold text-slate-900">{CHANNELS[n.channel]}:</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Status notification={n} />
            {n.status === 'failed' ? <ResendButton id={n.id} label={`${CHANNELS[n.channel].toLowerCase()} for ${leadName}`} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
