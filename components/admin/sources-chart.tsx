import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';

const copy = adminCopy.sources;

// Distinct at a glance and readable against white; a channel keeps its colour in legend and bars.
const PALETTE = ['#4f46e5', '#059669', '#d97706', '#dc2626', '#0891b2', '#7c3aed', '#65a30d', '#db2777', '#475569', '#0f766e'];

export type WeekRow = { week: string; channel: string | null; leads: number };

/** Mondays (UTC, as Postgres's date_trunc('week')) from the one on or before `days` ago to this week's. */
export function weekStarts(days: number, now = new Date()): string[] {
  const monday = (date: Date) => {
    const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d;
  };
  const weeks: string[] = [];
  const end = monday(now);
  for (let d = monday(new Date(now.getTime() - days * 86_400_000)); d <= end; d.setUTCDate(d.getUTCDate() + 7)) weeks.push(d.toISOString().slice(0, 10));
  return weeks;
}

/**
 * Leads per week, stacked by channel, drawn on the server as SVG: no script and no chart library.
 * Screen readers get its title and a description summing it up; the table after it has the figures.
 */
export function SourcesChart({ rows, days, notRecorded }: { rows: WeekRow[]; days: number; notRecorded: string }) {
  const weeks = weekStarts(days);
  const name = (channel: string | null) => channel ?? notRecorded;
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(name(row.channel), (totals.get(name(row.channel)) ?? 0) + row.leads);
  const channels = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([channel]) => channel);
  const colour = (channel: string) => PALETTE[channels.indexOf(channel) % PALETTE.length]!;
  const byWeek = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const week = byWeek.get(row.week) ?? new Map<string, number>();
    week.set(name(row.channel), (week.get(name(row.channel)) ?? 0) + row.leads);
    byWeek.set(row.week, week);
  }
  const weekTotal = (week: string) => [...(byWeek.get(week)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...weeks.map(weekTotal));

  const width = 720;
  const height = 240;
  const left = 36;
  const bottom = 28;
  const top = 8;
  const plot = { width: width - left - 8, height: height - top - bottom };
  const slot = plot.width / weeks.length;
  const bar = Math.max(1, slot * 0.75);
  const y = (value: number) => top + plot.height - (value / max) * plot.height;
  const labelEvery = Math.ceil(weeks.length / 8);
  const summary = channels.length ? channels.map((channel) => `${channel} ${totals.get(channel)}`).join(', ') : copy.empty;
  const desc = fillTemplate(copy.chart.desc, { from: weeks[0] ?? '', to: weeks[weeks.length - 1] ?? '', summary });

  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby="sources-chart-title sources-chart-desc">
        <title id="sources-chart-title">{copy.chart.title}</title>
        <desc id="sources-chart-desc">{desc}</desc>
        {[0, 0.5, 1].map((share) => {
          const value = Math.round(max * share);
          return (
            <g key={share}>
              <line x1={left} x2={width - 8} y1={y(value)} y2={y(value)} stroke="#e2e8f0" />
              <text x={left - 6} y={y(value) + 4} textAnchor="end" fontSize="11" fill="#475569">
                {value}
              </text>
            </g>
          );
        })}
        {weeks.map((week, index) => {
          let stacked = 0;
          const x = left + index * slot + (slot - bar) / 2;
          return (
            <g key={week}>
              {channels.map((channel) => {
                const leads = byWeek.get(week)?.get(channel) ?? 0;
                if (!leads) return null;
                const from = stacked;
                stacked += leads;
                return (
                  <rect key={channel} x={x} y={y(stacked)} width={bar} height={y(from) - y(stacked)} fill={colour(channel)}>
                    <title>{`${fillTemplate(copy.chart.weekOf, { week })}: ${channel} ${leads}`}</title>
                  </rect>
                );
              })}
              {index % labelEvery === 0 ? (
                <text x={left + index * slot + slot / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#475569">
                  {week.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={copy.chart.legend}>
          {channels.map((channel) => (
            <li key={channel} className="flex items-center gap-1.5">
              <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden="true">
                <rect width="12" height="12" rx="2" fill={colour(channel)} />
              </svg>
              {channel} ({totals.get(channel)})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
