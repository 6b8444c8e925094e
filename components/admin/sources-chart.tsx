import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { StackedBarChart } from './stacked-bar-chart';

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

/** Leads per week, stacked by channel; the table after it has the figures. */
export function SourcesChart({ rows, days, notRecorded }: { rows: WeekRow[]; days: number; notRecorded: string }) {
  const weeks = weekStarts(days);
  const name = (channel: string | null) => channel ?? notRecorded;
  const totals = new Map<string, number>();
  const byWeek = new Map<string, Map<string, number>>();
  for (const row of rows) {
    totals.set(name(row.channel), (totals.get(name(row.channel)) ?? 0) + row.leads);
    const week = byWeek.get(row.week) ?? new Map<string, number>();
    week.set(name(row.channel), (week.get(name(row.channel)) ?? 0) + row.leads);
    byWeek.set(row.week, week);
  }
  const series = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([channel, total], index) => ({ key: channel, label: channel, colour: PALETTE[index % PALETTE.length]!, total }));
  const labelEvery = Math.ceil(weeks.length / 8);
  const summary = series.length ? series.map((s) => `${s.label} ${s.total}`).join(', ') : copy.empty;
  return (
    <StackedBarChart
      id="sources-chart"
      title={copy.chart.title}
      desc={fillTemplate(copy.chart.desc, { from: weeks[0] ?? '', to: weeks[weeks.length - 1] ?? '', summary })}
      legendLabel={copy.chart.legend}
      columns={weeks}
      series={series}
      value={(week, channel) => byWeek.get(week)?.get(channel) ?? 0}
      segmentTitle={(week, s, leads) => `${fillTemplate(copy.chart.weekOf, { week })}: ${s.label} ${leads}`}
      showTick={(index) => index % labelEvery === 0}
      className="mt-4"
    />
  );
}
