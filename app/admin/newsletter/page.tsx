import { requireAdminPage } from '@/lib/auth/admin';
import { newsletterOverview } from '@/lib/newsletter/admin';
import { SUBSCRIBER_STATUSES } from '@/lib/newsletter/client';
import { formatAdminDateTime } from '@/lib/format';
import { AdminShell } from '@/components/admin/admin-shell';
import { NewsletterSendForm, RefreshWhileSending } from '@/components/admin/newsletter-forms';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';
import { TableScroll } from '@/components/ui/table-scroll';

const copy = adminCopy.newsletter;

export default async function NewsletterPage() {
  await requireAdminPage('newsletter');
  const { counts, posts, sends, configured } = await newsletterOverview();
  const columns = copy.sends.columns;
  return (
    <AdminShell>
      <h1 className="text-h1">{copy.title}</h1>
      <p className="mt-1 text-slate-600">{copy.intro}</p>

      <dl aria-label={copy.countsLabel} className="mt-8 grid gap-4 sm:grid-cols-3">
        {SUBSCRIBER_STATUSES.map((status) => (
          <Card key={status}>
            <dt className="text-sm font-semibold text-slate-600">{copy.counts[status]}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900" data-count={status}>
              {counts[status]}
            </dd>
          </Card>
        ))}
      </dl>

      <Card className="mt-8">
        {configured ? null : <p className="mb-2 text-sm text-amber-800">{copy.notConfiguredNote}</p>}
        <NewsletterSendForm posts={posts} confirmed={counts.confirmed} />
      </Card>

      <RefreshWhileSending active={sends.some((send) => send.queued > 0)} />
      <section className="mt-12" aria-labelledby="sends-heading">
        <h2 id="sends-heading" className="text-h2">
          {copy.sends.title}
        </h2>
        {sends.length === 0 ? (
          <Card className="mt-4 text-slate-600">{copy.sends.empty}</Card>
        ) : (
          <TableScroll labelledBy="sends-heading" className="mt-4">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  {[columns.post, columns.by, columns.at, columns.queued, columns.sent, columns.failed, columns.cancelled, columns.unsubscribedSince].map((label) => (
                    <th key={label} scope="col" className="px-5 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sends.map((send) => (
                  <tr key={send.id} className="border-t border-slate-200" data-send={send.postSlug}>
                    <td className="px-5 py-3 text-slate-900">{send.subject}</td>
                    <td className="px-5 py-3 text-slate-700">{send.sentBy}</td>
                    <td className="px-5 py-3 whitespace-nowrap text-slate-700">
                      <time dateTime={send.createdAt}>{formatAdminDateTime(send.createdAt)}</time>
                    </td>
                    <td className="px-5 py-3 text-slate-700">{send.queued}</td>
                    <td className="px-5 py-3 text-slate-700">{send.sent}</td>
                    <td className="px-5 py-3 text-slate-700">{send.failed}</td>
                    <td className="px-5 py-3 text-slate-700">{send.cancelled}</td>
                    <td className="px-5 py-3 text-slate-700" data-column="unsubscribed-since">
                      {send.unsubscribedSince}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </AdminShell>
  );
}
