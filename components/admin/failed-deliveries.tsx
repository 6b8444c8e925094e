import Link from 'next/link';
import { BellOff, BellRing } from '@/components/ui/icons';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';

const copy = adminCopy.failedDeliveries;

/** The dashboard's line on lead notifications that gave up and wait for a resend. */
export function FailedDeliveries({ count }: { count: number | null }) {
  if (count === null) return null;
  if (count === 0) {
    return (
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600" data-testid="failed-deliveries">
        <BellRing className="h-4 w-4" aria-hidden="true" /> {copy.none}
      </p>
    );
  }
  return (
    <p role="status" className="mt-6 flex flex-wrap items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="failed-deliveries">
      <BellOff className="h-4 w-4" aria-hidden="true" />
      <span>
        {copy.lead} <strong>{count === 1 ? copy.countOne : fillTemplate(copy.countMany, { count: String(count) })}</strong>{' '}
        {count === 1 ? copy.restOne : copy.restMany}
      </span>
      <Link href="/admin/leads" className="font-semibold underline">
        {copy.link}
      </Link>
    </p>
  );
}
