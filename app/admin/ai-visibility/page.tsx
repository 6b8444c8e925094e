import type { ReactNode } from 'react';
import { Download } from '@/components/ui/icons';
import { requireAdminPage } from '@/lib/auth/admin';
import { aiVisibilityReport } from '@/lib/ai-crawlers/admin';
import { answerOf } from '@/lib/ai-crawlers/client';
import { formatAdminDateTime } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { AdminShell } from '@/components/admin/admin-shell';
import { AiCrawlerChart } from '@/components/admin/ai-crawler-chart';
import { buttonClasses } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { Card } from '@/components/ui/card';
import { aiVisibilityCopy } from '@/content/admin-ai-visibility';

const copy = aiVisibilityCopy;

const cell = 'px-4 py-2.5';
const numeric = `${cell} text-right tabular-nums`;
const head = `${cell} font-semibold`;

/** A stored path as staff read it: the rows that fold many paths get words. */
function PathName({ path }: { path: string }) {
  if (path === '(not found)' || path === '(other)') return <span className="whitespace-nowrap text-slate-600 italic">{copy.paths[path]}</span>;
  if (path.endsWith('/*')) return <span className="whitespace-nowrap text-slate-600 italic">{fillTemplate(copy.section, { section: path.slice(0, -2) })}</span>;
  return <span className="font-mono break-all">{path}</span>;
}

const statusLabel = (status: number) => `${status} ${copy.statuses[answerOf(status)]}`;

function LastSeen({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{formatAdminDateTime(at.toISOString())}</time>;
}

/** A titled section with its table; tables scroll sideways inside their card on a phone. */
function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-h3">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}

export default async function AiVisibilityPage() {
  await requireAdminPage('ai-visibility');
  const report = await aiVisibilityReport();
  const claimed = <p className="mt-3 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">{copy.claimed}</p>;

  if (report.requests === 0) {
    return (
      <AdminShell>
        <h1 className="text-h1">{copy.title}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{copy.intro}</p>
        {claimed}
        <Card className="mt-8" data-testid="ai-visibility-empty">
          <h2 className="text-h3">{copy.empty.title}</h2>
          <p className="mt-2 max-w-3xl text-slate-600">{copy.empty.text}</p>
          <h3 className="mt-6 font-semibold text-slate-900">{copy.empty.watched}</h3>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-3">
            {report.watched.map((crawler) => (
              <li key={crawler.token}>
                <a href={crawler.docs} className="font-medium text-accent-700 hover:underline" rel="noreferrer">
                  {crawler.token}
                </a>{' '}
                · {crawler.operator} · {copy.purposes[crawler.purpose]}
              </li>
            ))}
          </ul>
        </Card>
      </AdminShell>
    );
  }

  const violations = report.violations.reduce((sum, row) => sum + row.requests, 0);
  const figures = [
    [copy.summary.requests, report.requests],
    [copy.summary.crawlers, report.crawlers.length],
    [copy.summary.violations, violations],
    [copy.summary.unfetched, report.unfetched.length],
  ] as const;

  return (
    <AdminShell>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h1">{copy.title}</h1>
        <a href="/admin/ai-visibility/export" className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
          <Download className="h-4 w-4" aria-hidden="true" /> {copy.exportCsv}
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-slate-600">{copy.intro}</p>
      {claimed}

      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={copy.summary.label}>
        {figures.map(([label, value]) => (
          <Card key={label} padded={false} className="p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value.toLocaleString('en-US')}</dd>
          </Card>
        ))}
      </dl>

      <Section id="ai-chart-heading" title={copy.chart.title}>
        <Card className="mt-3">
          <AiCrawlerChart days={report.days} rows={report.daily} />
        </Card>
      </Section>

      <Section id="ai-crawlers-heading" title={copy.crawlers.title}>
        <TableScroll labelledBy="ai-crawlers-heading" className="mt-3">
          <table className="w-full min-w-[52rem] text-left text-sm" data-testid="ai-crawlers">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className={head}>{copy.crawlers.columns.crawler}</th>
                <th scope="col" className={head}>{copy.crawlers.columns.operator}</th>
                <th scope="col" className={head}>{copy.crawlers.columns.purpose}</th>
                <th scope="col" className={`${numeric} font-semibold`}>{copy.crawlers.columns.requests}</th>
                <th scope="col" className={`${numeric} font-semibold`}>{copy.crawlers.columns.pages}</th>
                <th scope="col" className={head}>{copy.crawlers.columns.lastSeen}</th>
                <th scope="col" className={head}>{copy.crawlers.columns.otherAnswers}</th>
              </tr>
            </thead>
            <tbody>
              {report.crawlers.map((crawler) => (
                <tr key={crawler.token} className="border-t border-slate-200 align-top">
                  <th scope="row" className={`${cell} font-medium text-slate-900`}>
                    <a href={crawler.docs} className="text-accent-700 hover:underline" rel="noreferrer" aria-label={fillTemplate(copy.crawlers.docs, { token: crawler.token })}>
                      {crawler.token}
                    </a>
                  </th>
                  <td className={cell}>{crawler.operator}</td>
                  <td className={cell} title={copy.purposeHints[crawler.purpose]}>{copy.purposes[crawler.purpose]}</td>
                  <td className={numeric}>{crawler.requests}</td>
                  <td className={numeric}>{crawler.pages}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <LastSeen at={crawler.lastSeen} />
                  </td>
                  <td className={cell}>
                    {crawler.otherAnswers.length === 0 ? (
                      <span className="text-slate-500">{copy.crawlers.none}</span>
                    ) : (
                      <ul>
                        {crawler.otherAnswers.map((answer) => (
                          <li key={answer.status} className="whitespace-nowrap">
                            {statusLabel(answer.status)} <span className="text-slate-500">× {answer.requests}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>

      <Section id="ai-violations-heading" title={copy.violations.title} intro={copy.violations.intro}>
        {report.violations.length === 0 ? (
          <Card className="mt-3 text-slate-600">{copy.violations.none}</Card>
        ) : (
          <TableScroll labelledBy="ai-violations-heading" className="mt-3">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="ai-violations">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className={head}>{copy.violations.columns.crawler}</th>
                  <th scope="col" className={head}>{copy.violations.columns.path}</th>
                  <th scope="col" className={head}>{copy.violations.columns.answer}</th>
                  <th scope="col" className={`${numeric} font-semibold`}>{copy.violations.columns.requests}</th>
                  <th scope="col" className={head}>{copy.violations.columns.lastSeen}</th>
                </tr>
              </thead>
              <tbody>
                {report.violations.map((row) => (
                  <tr key={`${row.crawler} ${row.path} ${row.status}`} className="border-t border-slate-200">
                    <th scope="row" className={`${cell} font-medium text-slate-900`}>{row.crawler}</th>
                    <td className={cell}><PathName path={row.path} /></td>
                    <td className={`${cell} whitespace-nowrap`}>{statusLabel(row.status)}</td>
                    <td className={numeric}>{row.requests}</td>
                    <td className={`${cell} whitespace-nowrap`}><LastSeen at={row.lastSeen} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>

      <Section id="ai-top-pages-heading" title={copy.topPages.title}>
        <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {report.crawlers.map((crawler) => (
            <Card key={crawler.token} padded={false} className="p-5" data-testid={`ai-top-pages-${crawler.token}`}>
              <h3 className="font-semibold text-slate-900">
                {crawler.token} <span className="font-normal text-slate-500">· {crawler.operator}</span>
              </h3>
              {crawler.topPages.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">{copy.topPages.none}</p>
              ) : (
                <ol className="mt-2 space-y-1 text-sm">
                  {crawler.topPages.map((page) => (
                    <li key={page.path} className="flex justify-between gap-3">
                      <span className="min-w-0 font-mono break-all">{page.path}</span>
                      <span className="shrink-0 text-slate-600 tabular-nums">{fillTemplate(copy.topPages.requests, { count: String(page.requests) })}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          ))}
        </div>
      </Section>

      <Section id="ai-unfetched-heading" title={`${copy.unfetched.title} (${report.unfetched.length})`} intro={copy.unfetched.intro}>
        <Card className="mt-3">
          {report.unfetched.length === 0 ? (
            <p className="text-slate-600">{copy.unfetched.none}</p>
          ) : (
            <ul className="grid gap-x-6 gap-y-1 font-mono text-sm break-all text-slate-800 sm:grid-cols-2 lg:grid-cols-3" data-testid="ai-unfetched">
              {report.unfetched.map((path) => (
                <li key={path}>
                  <a href={path} className="hover:underline">
                    {path}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Section>
    </AdminShell>
  );
}
