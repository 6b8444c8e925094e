import type { PlatformBadge } from '@/content/types';

/** Text badges for the ad and tracking platforms we manage; names only, no borrowed logos. */
export function PlatformBadges({ label, note, items }: { label: string; note: string; items: readonly PlatformBadge[] }) {
  return (
    <div className="mx-auto mt-14 max-w-4xl border-t border-white/10 pt-10">
      <h3 id="platforms-heading" className="text-sm font-semibold tracking-widest text-accent-400 uppercase">
        {label}
      </h3>
      <ul aria-labelledby="platforms-heading" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="platform-badges">
        {items.map(({ name, detail, icon: Icon }) => (
          <li key={name} className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-left" data-testid="platform-badge">
            <span className="hidden h-9 w-9 sm:inline-flex shrink-0 items-center justify-center rounded-lg bg-accent-400/10 text-accent-300 ring-1 ring-accent-400/30" aria-hidden="true">
              <Icon className="h-4 w-4" strokeWidth={2} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-white">{name}</span>
              <span className="block text-xs leading-5 text-slate-300">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-xs text-slate-300">{note}</p>
    </div>
  );
}
