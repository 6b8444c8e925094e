import { AI_CRAWLER_PURPOSES, type AiCrawlerPurpose } from '@/lib/ai-crawlers/client';
import { fillTemplate } from '@/lib/template';
import { aiVisibilityCopy } from '@/content/admin-ai-visibility';
import { StackedBarChart } from './stacked-bar-chart';

const copy = aiVisibilityCopy;

// One colour per purpose, the same in legend and bars, readable against white.
const COLOURS: Record<AiCrawlerPurpose, string> = { training: '#475569', search: '#4f46e5', 'user-triggered': '#059669' };

/** Crawler requests per day, stacked by purpose. */
export function AiCrawlerChart({ days, rows }: { days: string[]; rows: { day: string; purpose: AiCrawlerPurpose; requests: number }[] }) {
  const count = (day: string, purpose: string) => rows.find((row) => row.day === day && row.purpose === purpose)?.requests ?? 0;
  const series = AI_CRAWLER_PURPOSES.map((purpose) => ({
    key: purpose,
    label: copy.purposes[purpose],
    colour: COLOURS[purpose],
    total: days.reduce((sum, day) => sum + count(day, purpose), 0),
  }));
  const summary = series.map((s) => `${s.label} ${s.total}`).join(', ');
  return (
    <StackedBarChart
      id="ai-chart"
      title={copy.chart.title}
      desc={fillTemplate(copy.chart.desc, { from: days[0] ?? '', to: days[days.length - 1] ?? '', summary })}
      legendLabel={copy.chart.legend}
      columns={days}
      series={series}
      value={count}
      segmentTitle={(day, s, requests) => `${day}: ${s.label} ${requests}`}
      // A label a week, ending on today's bar.
      showTick={(index) => index % 7 === days.length % 7}
      height={220}
      left={40}
      barShare={0.7}
    />
  );
}
