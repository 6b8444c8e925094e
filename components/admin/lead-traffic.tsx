import { leadTraffic, type ContactRequest } from '@/lib/leads/client';
import { adminCopy } from '@/content/admin';

const copy = adminCopy.leads.traffic;

/** Where one lead came from: channel, GA4's source / medium / campaign, click id, landing page. */
export function LeadTraffic({ lead }: { lead: ContactRequest }) {
  const { channel, first, last } = leadTraffic(lead);
  if (!channel) return <p className="mt-2 text-xs text-slate-500">{copy.notRecorded}</p>;
  const firstDiffers = first && last && `${first.source}/${first.medium}/${first.campaign}` !== `${last.source}/${last.medium}/${last.campaign}`;
  const rows: [string, string | null][] = last
    ? [
        [copy.source, `${last.source} / ${last.medium} / ${last.campaign}`],
        [copy.clickId, last.clickId],
        [copy.landingPage, first?.landingPath ?? null],
        [copy.referrer, last.referrerHost],
        [copy.firstTouch, firstDiffers ? `${first.source} / ${first.medium} / ${first.campaign}` : null],
      ]
    : [];
  return (
    <dl className="mt-2 space-y-0.5 text-xs text-slate-700" aria-label={copy.label} data-testid="lead-traffic">
      <div>
        <dt className="sr-only">{copy.channel}</dt>
        <dd>
          <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 font-semibold text-indigo-900" data-testid="lead-channel">
            {channel}
          </span>
        </dd>
      </div>
      {last ? null : (
        <div>
          <dt className="sr-only">{copy.source}</dt>
          <dd className="text-slate-500">{copy.direct}</dd>
        </div>
      )}
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="break-words">
            <dt className="inline font-semibold text-slate-900">{label}: </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
