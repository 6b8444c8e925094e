import { cn } from '@/components/ui/cn';

// Rough positions of the five markets on an abstract Florida radar (airport codes as labels).
const markets = [
  { code: 'PNS', x: 58, y: 92 },
  { code: 'JAX', x: 196, y: 82 },
  { code: 'MCO', x: 194, y: 142 },
  { code: 'TPA', x: 150, y: 162 },
  { code: 'RSW', x: 168, y: 214 },
] as const;

/**
 * Decorative radar scope for the hero: rings, a slow sweep, a storm cell in the Gulf and the
 * markets we cover. Purely ornamental, so it is hidden from assistive tech; the sweep stops
 * under prefers-reduced-motion (global CSS).
 */
export function StormRadar({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 280 280" className={cn('h-70 w-70', className)} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="fl-radar-bg" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#1e293b" />
          <stop offset="100%" stopColor="#0f172a" />
        </radialGradient>
        <linearGradient id="fl-radar-sweep" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#fbbf24" stopOpacity="0" />
          <stop offset="100%" stopColor="#fbbf24" stopOpacity="0.35" />
        </linearGradient>
        <radialGradient id="fl-storm-cell" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f59e0b" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
        <clipPath id="fl-radar-clip">
          <circle cx="140" cy="140" r="132" />
        </clipPath>
      </defs>

      <circle cx="140" cy="140" r="132" fill="url(#fl-radar-bg)" stroke="#fbbf24" strokeOpacity="0.35" strokeWidth="1.5" />
      <g fill="none" stroke="#94a3b8" strokeOpacity="0.22">
        <circle cx="140" cy="140" r="99" />
        <circle cx="140" cy="140" r="66" />
        <circle cx="140" cy="140" r="33" />
        <path d="M140 8v264M8 140h264" />
      </g>

      <g clipPath="url(#fl-radar-clip)">
        <circle cx="96" cy="206" r="46" fill="url(#fl-storm-cell)" />
        <g className="origin-[140px_140px] animate-spin" style={{ animationDuration: '8s' }}>
          <path d="M140 140 L272 140 A132 132 0 0 0 233.3 46.7 Z" fill="url(#fl-radar-sweep)" />
          <path d="M140 140 L272 140" stroke="#fbbf24" strokeOpacity="0.7" strokeWidth="1.5" />
        </g>
      </g>

      {/* The hurricane symbol over the Gulf. */}
      <g transform="translate(96 206) rotate(-20)" stroke="#fcd34d" strokeWidth="3" strokeLinecap="round">
        <circle r="6" fill="#fcd34d" />
        <path d="M-6 0C-6 -14 6 -20 17 -17" fill="none" />
        <path d="M6 0C6 14 -6 20 -17 17" fill="none" />
      </g>

      <g fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="9" fontWeight="600" letterSpacing="0.08em">
        {markets.map((market) => (
          <g key={market.code} transform={`translate(${market.x} ${market.y})`}>
            <circle r="7" fill="#fbbf24" fillOpacity="0.15" />
            <circle r="3" fill="#fbbf24" />
            <text x="9" y="3.5" fill="#cbd5e1">
              {market.code}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
