import { scheduleCopy } from '@/content/schedule';

/** A published post still waiting for its time: the badge, and when it goes public (New York time). */
export function ScheduleBadge({ at, label }: { at: string; label: string }) {
  return (
    <>
      <span className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-1 text-xs font-semibold text-sky-800">{scheduleCopy.badge}</span>
      <span className="text-sm text-slate-600">
        {scheduleCopy.goesPublic} <time dateTime={at}>{label}</time>
      </span>
    </>
  );
}
