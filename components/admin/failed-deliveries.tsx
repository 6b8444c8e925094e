import Link from 'next/link';
import { BellOff, BellRing } from 'lucide-react';

/** The dashboard's line on lead notifications that gave up and wait for a resend. */
export function FailedDeliveries({ count }: { count: number | null }) {
  if (count === null) return null;
  if (count === 0) {
    return (
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600" data-testid="failed-deliveries">
        <BellRing className="h-4 w-4" aria-hidden="true" /> Lead notifications: none failed.
      </p>
    );
  }
  return (
    <p role="status" className="mt-6 flex flex-wrap items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="failed-deliveries">
      <BellOff className="h-4 w-4" aria-hidden="true" />
      <span>
        Lead notifications: <strong>{count} failed</strong> {count === 1 ? 'delivery' : 'deliveries'} waiting to be resent.
      </span>
      <Link href="/admin/leads" className="font-semibold underline">
        Review failed deliveries
      </Link>
    </p>
  );
}
