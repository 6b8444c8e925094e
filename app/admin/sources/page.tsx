import { Download } from '@/components/ui/icons';
import { LeadViews } from '@/components/admin/lead-views';
import { requireAdminPage } from '@/lib/auth/admin';
import { sourcesPeriod, sourcesReport, winRate } from '@/lib/leads/admin';
import { SOURCES_PERIODS, type SourcesRow } from '@/lib/leads/client';
import { AdminShell } from '@/components/admin/admin-shell';
import { SourcesChart, weekStarts } from '@/components/admin/sources-chart';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';
import { TableScroll } from '@/components/ui/table-scroll';

const copy = adminCopy.sources;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const cell = 'px-4 py-2.5';
const numeric = `${cell} text-right tabular-nums`;

/** One dimension's table: leads, Won leads and the win rate per row, with a total. */
function SourcesTable({ id, title, intro, column, rows, empty, none = copy.empty, href }: { id: string; title: string; intro?: string; column: string; rows: SourcesRow[]; empty: string; none?: string; href?: (key: string) => string }) {
  const leads = rows.reduce((sum, row) => sum + row.leads, 0);
  const won = rows.reduce((sum, row) => sum + row.won, 0);
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-h3">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p> : null}
      <TableScroll labelledBy={id} className="mt-3">
        <table className="w-full text-left text-sm" data-testid={id}>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>{column}</th>
              <th scope="col" className={`${numeric} font-semibold`}>{copy.columns.leads}</th>
              <th scope="col" className={`${numeric} font-semibold`}>{copy.columns.won}</th>
              <th scope="col" className={`${numeric} font-semibold`}>{copy.columns.winRate}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className={`${cell} text-slate-600`}>{none}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key ?? ''} className="border-t border-slate-200">
                  <th scope="row" className={`${cell} font-medium break-all text-slate-900`}>
                    {row.key && href ? (
                      <a href={href(row.key)} className="text-accent-700 hover:underline">
                        {row.key}
                      </a>
                    ) : (
                      (row.key ?? <span className="text-slate-500">{empty}</span>)
                    )}
                  </th>
                  <td className={numeric}>{row.leads}</td>
                  <td className={numeric}>{row.won}</td>
                  <td className={numeric}>{winRate(row.won, row.leads)}</td>
                </tr>
              ))
            )}
          </tbody>
          {rows.length > 1 ? (
            <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">
              <tr>
                <th scope="row" className={cell}>{copy.totalRow}</th>
                <td className={numeric}>{leads}</td>
                <td className={numeric}>{won}</td>
                <td className={numeric}>{winRate(won, leads)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScroll>
    </section>
  );
}

export default async function SourcesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage('leads');
  const days = sourcesPeriod((await searchParams).days);
  const report = await sourcesReport(days);
  const weeks = weekStarts(days);
  const channels = report.channels.map((row) => row.key);
  const count = (week: string, channel: string | null) => report.weeks.find((row) => row.week === week && row.channel === channel)?.leads ?? 0;
  return (
    <AdminShell>
      <LeadViews current="/admin/sources" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h1">{copy.title}</h1>
        <a href={`/admin/sources/export?days=${days}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
          <Download className="h-4 w-4" aria-hidden="true" /> {copy.exportCsv}
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-slate-600">{copy.intro}</p>

      <nav aria-label={copy.periodLabel} className="mt-6 flex flex-wrap gap-2">
        {SOURCES_PERIODS.map((period) => (
          <a
            key={period}
            href={period === 30 ? '/admin/sources' : `/admin/sources?days=${period}`}
            aria-current={period === days ? 'page' : undefined}
            className={buttonClasses({ variant: period === days ? 'primary' : 'secondary', size: 'sm' })}
          >
            {copy.periods[period]}
          </a>
        ))}
      </nav>

      <section className="mt-8" aria-labelledby="sources-chart-heading">
        <h2 id="sources-chart-heading" className="text-h3">
          {copy.chart.title}
        </h2>
        <Card className="mt-3">
          <SourcesChart rows={report.weeks} days={days} notRecorded={copy.notRecorded} />
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">{copy.weeksTable.caption}</summary>
            <TableScroll card={false} label={copy.weeksTable.caption} className="mt-2">
              <table className="w-full text-left text-xs">
                <thead>
                  <tr>
                    <th scope="col" className="px-2 py-1">{copy.weeksTable.week}</th>
                    {channels.map((channel) => (
                      <th key={channel ?? ''} scope="col" className="px-2 py-1 text-right">
                        {channel ?? copy.notRecorded}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week) => (
                    <tr key={week} className="border-t border-slate-100">
                      <th scope="row" className="px-2 py-1 font-normal">{week}</th>
                      {channels.map((channel) => (
                        <td key={channel ?? ''} className="px-2 py-1 text-right tabular-nums">
                          {count(week, channel)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </Card>
      </section>

      <SourcesTable
        id="by-channel"
        title={copy.byChannel}
        column={copy.columns.channel}
        rows={report.channels}
        empty={copy.notRecorded}
        href={(channel) => `/admin/leads?channel=${encodeURIComponent(channel)}`}
      />
      <SourcesTable
        id="by-assistant"
        title={copy.byAssistant}
        intro={copy.byAssistantIntro}
        column={copy.columns.assistant}
        rows={report.assistants}
        empty={copy.notRecorded}
        none={copy.noAssistant}
      />
      <SourcesTable
        id="by-campaign"
        title={copy.byCampaign}
        column={copy.columns.campaign}
        rows={report.campaigns}
        empty={copy.noCampaign}
        href={(campaign) => `/admin/leads?campaign=${encodeURIComponent(campaign)}`}
      />
      <SourcesTable id="by-landing-page" title={copy.byLandingPage} column={copy.columns.landingPage} rows={report.landingPages} empty={copy.noLandingPage} />
    </AdminShell>
  );
}
