import type { LeadNotification } from '@/lib/leads/client';
import { formatAdminDateTime } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { ResendButton } from './resend-button';

const copy = adminCopy.leads.deliveries;

function Status({ notification: n }: { notification: LeadNotification }) {
  if (n.status === 'sent') {
    return (
      <span className="text-emerald-800">
        {copy.sent}
        {n.sentAt ? <> <time dateTime={n.sentAt}>{formatAdminDateTime(n.sentAt)}</time></> : null}
      </span>
    );
  }
  if (n.status === 'failed') {
    return (
      <span className="text-red-800">
        {n.attempts === 1 ? copy.failedOne : fillTemplate(copy.failedMany, { attempts: String(n.attempts) })}
        {n.lastError ? <span className="break-words">: {n.lastError}</span> : null}
      </span>
    );
  }
  if (n.attempts === 0) return <span className="text-slate-700">{copy.queued}</span>;
  if (!n.lastError) return <span className="text-slate-700">{copy.sending}</span>;
  return (
    <span className="text-amber-800">
      {copy.retrying} <time dateTime={n.nextAttemptAt}>{formatAdminDateTime(n.nextAttemptAt)}</time>
      <span className="break-words"> {fillTemplate(copy.retryDetail, { attempts: String(n.attempts), error: n.lastError })}</span>
    </span>
  );
}

/** A lead's delivery per channel, with 'Resend' on the failed ones. */
export function LeadDeliveries({ notifications, leadName }: { notifications: LeadNotification[]; leadName: string }) {
  if (notifications.length === 0) return <p className="mt-3 text-xs text-slate-600">{copy.none}</p>;
  return (
    // A description list, not a nested list: the inbox's list items stay one per lead.
    <dl className="mt-3 space-y-2 text-xs" aria-label={copy.label}>
      {notifications.map((n) => (
        <div key={n.id} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-channel={n.channel}>
          <dt className="font-semibold text-slate-900">{copy.channels[n.channel]}:</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Status notification={n} />
            {n.status === 'failed' ? (
              <ResendButton id={n.id} label={fillTemplate(copy.resendLabel, { channel: copy.channels[n.channel].toLowerCase(), name: leadName })} />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
