import { requireAdminPage } from '@/lib/auth/admin';
import { listRedirectsForAdmin } from '@/lib/posts/admin';
import { formatAdminDate } from '@/lib/format';
import { AdminShell } from '@/components/admin/admin-shell';
import { RedirectForm, RemoveRedirectButton } from '@/components/admin/redirect-form';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';
import { TableScroll } from '@/components/ui/table-scroll';

const copy = adminCopy.redirects;

export default async function RedirectsPage() {
  await requireAdminPage('redirects');
  const redirects = await listRedirectsForAdmin();
  return (
    <AdminShell>
      <h1 className="text-h1">{copy.title}</h1>
      <p className="mt-1 text-slate-600">{copy.intro}</p>

      <Card className="mt-8">
        <h2 className="text-h3">{copy.addTitle}</h2>
        <div className="mt-4">
          <RedirectForm />
        </div>
      </Card>

      <section className="mt-10" aria-labelledby="redirects-heading">
        <h2 id="redirects-heading" className="text-h2">
          {copy.listTitle} <span className="text-slate-500">({redirects.length})</span>
        </h2>
        {redirects.length === 0 ? (
          <Card className="mt-4 text-slate-600">{copy.empty}</Card>
        ) : (
          // Below 42rem the table scrolls sideways rather than squeezing paths into slivers.
          <TableScroll card={false} labelledBy="redirects-heading" className="mt-4">
            <table className="w-full min-w-[42rem] text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">{copy.source}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{copy.target}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{copy.kind}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{copy.added}</th>
                  <th scope="col" className="py-2 font-semibold"><span className="sr-only">{copy.actions}</span></th>
                </tr>
              </thead>
              <tbody>
                {redirects.map((redirect) => (
                  <tr key={redirect.source} className="border-t border-slate-200">
                    <td className="py-2 pr-4 font-mono break-all">{redirect.source}</td>
                    <td className="py-2 pr-4 font-mono break-all">{redirect.target}</td>
                    <td className="py-2 pr-4">{copy.kinds[redirect.kind]}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">
                      <time dateTime={redirect.createdAt}>{formatAdminDate(redirect.createdAt)}</time>
                    </td>
                    <td className="py-2">{redirect.kind === 'manual' ? <RemoveRedirectButton source={redirect.source} /> : null}</td>
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
