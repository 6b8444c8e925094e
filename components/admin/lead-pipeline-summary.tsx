import Link from 'next/link';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads/client';
import { adminCopy } from '@/content/admin';

const copy = adminCopy.leads.pipeline;

/** The dashboard's line on the lead pipeline: how many leads stand at each status, each a filter link. */
export function LeadPipelineSummary({ counts }: { counts: Record<LeadStatus, number> | null }) {
  if (!counts) return null;
  return (
    <nav aria-label={copy.summary.label} className="mt-6 flex flex-wrap items-center gap-2 text-sm" data-testid="lead-pipeline">
      <span className="font-semibold text-slate-900">{copy.summary.label}:</span>
      {LEAD_STATUSES.map((status) => (
        <Link
          key={status}
          href={`/admin/leads?status=${status}`}
          className="rounded-full border border-slate-200 bg-white px-3 py-1 text-slate-700 hover:border-slate-300 hover:text-slate-900"
        >
          {copy.statuses[status]} <strong className="text-slate-900">{counts[status]}</strong>
        </Link>
      ))}
    </nav>
  );
}
