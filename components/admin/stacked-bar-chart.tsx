export type ChartSeries = { key: string; label: string; colour: string; total: number };

/**
 * A stacked bar chart drawn on the server as SVG: no script and no chart library. Screen readers
 * get its title and a description summing it up; each bar segment has its own title.
 */
export function StackedBarChart({
  id,
  title,
  desc,
  legendLabel,
  columns,
  series,
  value,
  segmentTitle,
  showTick,
  height = 240,
  left = 36,
  barShare = 0.75,
  className,
}: {
  id: string;
  title: string;
  desc: string;
  legendLabel: string;
  /** The bars, left to right: ISO dates, shown on the axis by month and day. */
  columns: string[];
  series: ChartSeries[];
  value: (column: string, series: string) => number;
  segmentTitle: (column: string, series: ChartSeries, value: number) => string;
  showTick: (index: number) => boolean;
  height?: number;
  left?: number;
  barShare?: number;
  className?: string;
}) {
  const width = 720;
  const bottom = 28;
  const top = 8;
  const plot = { width: width - left - 8, height: height - top - bottom };
  const columnTotal = (column: string) => series.reduce((sum, s) => sum + value(column, s.key), 0);
  const max = Math.max(1, ...columns.map(columnTotal));
  const slot = plot.width / columns.length;
  const bar = Math.max(1, slot * barShare);
  const y = (n: number) => top + plot.height - (n / max) * plot.height;

  return (
    <figure className={className}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        {[0, 0.5, 1].map((share) => {
          const tick = Math.round(max * share);
          return (
            <g key={share}>
              <line x1={left} x2={width - 8} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
                {tick}
              </text>
            </g>
          );
        })}
        {columns.map((column, index) => {
          let stacked = 0;
          const x = left + index * slot + (slot - bar) / 2;
          return (
            <g key={column}>
              {series.map((s) => {
                const n = value(column, s.key);
                if (!n) return null;
                const from = stacked;
                stacked += n;
                return (
                  <rect key={s.key} x={x} y={y(stacked)} width={bar} height={y(from) - y(stacked)} fill={s.colour}>
                    <title>{segmentTitle(column, s, n)}</title>
                  </rect>
                );
              })}
              {showTick(index) ? (
                <text x={left + index * slot + slot / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#475569">
                  {column.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={legendLabel}>
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden="true">
                <rect width="12" height="12" rx="2" fill={s.colour} />
              </svg>
              {s.label} ({s.total})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
