import { AI_CRAWLER_PURPOSES, type AiCrawlerPurpose } from '@/lib/ai-crawlers/client';
import { fillTemplate } from '@/lib/template';
import { aiVisibilityCopy } from '@/content/admin-ai-visibility';

const copy = aiVisibilityCopy;

// One colour per purpose, the same in legend and bars, readable against white.
const COLOURS: Record<AiCrawlerPurpose, string> = { training: '#475569', search: '#4f46e5', 'user-triggered': '#059669' };

/**
 * Crawler requests per day, stacked by purpose, drawn on the server as SVG like the sources chart:
 * no script and no chart library. Screen readers get its title and a description summing it up.
 */
export function AiCrawlerChart({ days, rows }: { days: string[]; rows: { day: string; purpose: AiCrawlerPurpose; requests: number }[] }) {
  const count = (day: string, purpose: AiCrawlerPurpose) => rows.find((row) => row.day === day && row.purpose === purpose)?.requests ?? 0;
  const dayTotal = (day: string) => AI_CRAWLER_PURPOSES.reduce((sum, purpose) => sum + count(day, purpose), 0);
  const totals = AI_CRAWLER_PURPOSES.map((purpose) => [purpose, days.reduce((sum, day) => sum + count(day, purpose), 0)] as const);
  const max = Math.max(1, ...days.map(dayTotal));

  const width = 720;
  const height = 220;
  const left = 40;
  const bottom = 28;
  const top = 8;
  const plot = { width: width - left - 8, height: height - top - bottom };
  const slot = plot.width / days.length;
  const bar = Math.max(1, slot * 0.7);
  const y = (value: number) => top + plot.height - (value / max) * plot.height;
  const summary = totals.map(([purpose, total]) => `${copy.purposes[purpose]} ${total}`).join(', ');

  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby="ai-chart-title ai-chart-desc">
        <title id="ai-chart-title">{copy.chart.title}</title>
        <desc id="ai-chart-desc">{fillTemplate(copy.chart.desc, { from: days[0] ?? '', to: days[days.length - 1] ?? '', summary })}</desc>
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
        {days.map((day, index) => {
          let stacked = 0;
          const x = left + index * slot + (slot - bar) / 2;
          return (
            <g key={day}>
              {AI_CRAWLER_PURPOSES.map((purpose) => {
                const requests = count(day, purpose);
                if (!requests) return null;
                const from = stacked;
                stacked += requests;
                return (
                  <rect key={purpose} x={x} y={y(stacked)} width={bar} height={y(from) - y(stacked)} fill={COLOURS[purpose]}>
                    <title>{`${day}: ${copy.purposes[purpose]} ${requests}`}</title>
                  </rect>
                );
              })}
              {index % 7 === days.length % 7 ? (
                <text x={left + index * slot + slot / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#475569">
                  {day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={copy.chart.legend}>
          {totals.map(([purpose, total]) => (
            <li key={purpose} className="flex items-center gap-1.5">
              <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden="true">
                <rect width="12" height="12" rx="2" fill={COLOURS[purpose]} />
              </svg>
              {copy.purposes[purpose]} ({total})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
