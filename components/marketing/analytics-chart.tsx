import { ChartLine, TrendingUp } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

type Point = { month: string; clicks: number };
type Annotation = { month: string; label: string };

type AnalyticsChartProps = {
  title: string;
  property: string;
  period: string;
  points: readonly Point[];
  annotations: readonly Annotation[];
};

const WIDTH = 1000;
const HEIGHT = 400;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('en-US');

/**
 * A drawn GA4-style line chart (not a screenshot). The SVG stretches to a fixed aspect ratio,
 * so strokes use non-scaling-stroke and every label and marker is HTML placed by percentage
 * — text stays legible at 390 px and nothing shifts while loading.
 */
export function AnalyticsChart({ title, property, period, points, annotations }: AnalyticsChartProps) {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;

  const max = Math.ceil(Math.max(...points.map((p) => p.clicks)) / 5000) * 5000;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const x = (index: number) => (index / (points.length - 1)) * WIDTH;
  const y = (clicks: number) => HEIGHT - (clicks / max) * HEIGHT;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.clicks).toFixed(1)}`).join(' ');
  const area = `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`;
  const growth = Math.round(((last.clicks - first.clicks) / first.clicks) * 100);
  const percent = (index: number) => `${(index / (points.length - 1)) * 100}%`;
  const markers = annotations
    .map((annotation, n) => ({ ...annotation, n: n + 1, index: points.findIndex((p) => p.month === annotation.month) }))
    .filter((marker) => marker.index >= 0);

  return (
    <figure className="rounded-2xl border border-white/10 bg-slate-950/70 p-5 shadow-2xl shadow-black/30 sm:p-7" data-testid="analytics-chart">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-400/10 text-accent-300 ring-1 ring-accent-400/30" aria-hidden="true">
            <ChartLine className="h-5 w-5" />
          </span>
          <div>
            <p className="font-semibold text-white">{title}</p>
            <p className="text-xs text-slate-400">{property}</p>
          </div>
        </div>
        <div className="sm:text-right">
          <p className="font-display text-3xl font-extrabold text-white">{compact.format(last.clicks)}</p>
          <p className="inline-flex items-center gap-1 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">
            <TrendingUp className="h-3.5 w-3.5" aria-hidden="true" />+{growth}% vs {first.month}
          </p>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-[auto_1fr] gap-x-3" aria-hidden="true">
        <div className="relative w-9 text-right text-[11px] text-slate-400">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - (tick / max) * 100}%` }}>
              {compact.format(tick)}
            </span>
          ))}
        </div>
        <div className="relative aspect-[4/3] sm:aspect-[16/7]">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible">
            <defs>
              <linearGradient id="chart-area" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="#fbbf24" stopOpacity="0.45" />
                <stop offset="100%" stopColor="#fbbf24" stopOpacity="0" />
              </linearGradient>
            </defs>
            {ticks.map((tick) => (
              <line key={tick} x1="0" x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#334155" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            {markers.map((marker) => (
              <line
                key={marker.n}
                x1={x(marker.index)}
                x2={x(marker.index)}
                y1="0"
                y2={HEIGHT}
                stroke="#94a3b8"
                strokeDasharray="4 4"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={area} fill="url(#chart-area)" />
            <path d={line} fill="none" stroke="#fbbf24" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </svg>
          {markers.map((marker) => (
            <span
              key={marker.n}
              className="absolute top-1 flex h-6 w-6 -translate-x-1/2 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-white ring-1 ring-slate-500"
              style={{ left: percent(marker.index) }}
            >
              {marker.n}
            </span>
          ))}
          <span
            className="absolute h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-400 ring-4 ring-accent-400/30"
            style={{ left: '100%', top: `${(y(last.clicks) / HEIGHT) * 100}%` }}
          />
        </div>
        <div />
        <div className="relative mt-2 h-5 text-[11px] text-slate-400">
          {points.map((point, index) => (
            <span key={point.month} className={cn('absolute -translate-x-1/2', index % 2 === 1 && 'hidden sm:block')} style={{ left: percent(index) }}>
              {point.month}
            </span>
          ))}
        </div>
      </div>

      {/* The figure's content model allows a figcaption only first or last. */}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Organic clicks</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{point.month}</th>
              <td>{full.format(point.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <figcaption className="mt-6 space-y-2 border-t border-white/10 pt-4 text-sm text-slate-300">
        <p>{period}.</p>
        <ol className="flex flex-wrap gap-x-6 gap-y-2">
          {markers.map((marker) => (
            <li key={marker.n} className="flex items-center gap-2">
              <span className="flex h-5 w-5 items-center justify-center rounded-full bg-slate-800 text-[11px] font-bold text-white ring-1 ring-slate-500" aria-hidden="true">
                {marker.n}
              </span>
              <span>
                {marker.month}: {marker.label}
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
