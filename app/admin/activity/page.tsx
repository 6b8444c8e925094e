import { activityCopy } from '@/content/admin-activity';
import { listAuditEvents, type AuditEvent } from '@/lib/audit';
import { requireAdminPage } from '@/lib/auth/admin';
import { formatAdminDateTime } from '@/lib/format';
import { AdminShell } from '@/components/admin/admin-shell';
import { Card } from '@/components/ui/card';

function describeDetail(detail: AuditEvent['detail']) {
  return Object.entries(detail)
    .map(([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

export default async function ActivityPage() {
  await requireAdminPage();
  let events: AuditEvent[] | undefined;
  try {
    events = await listAuditEvents(200);
  } catch (error) {
    console.error('Admin: could not list audit events', error);
  }
  const { columns } = activityCopy;
  return (
    <AdminShell>
      <h1 className="text-h1">{activityCopy.title}</h1>
      <p className="mt-1 text-slate-600">{activityCopy.intro}</p>

      {!events ? (
        <Card className="mt-10 border-red-200 bg-red-50" role="alert">
          <p className="font-medium text-red-800">{activityCopy.failed}</p>
        </Card>
      ) : events.length === 0 ? (
        <Card className="mt-10 text-slate-600">{activityCopy.empty}</Card>
      ) : (
        <>
          <Card className="mt-10 overflow-x-auto" padded={false}>
            <table className="w-full text-left text-sm" aria-label="Admin activity">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.time}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.event}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.detail}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.client}</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id} className="border-t border-slate-200 align-top">
                    <td className="px-5 py-3 whitespace-nowrap text-slate-700">
                      <time dateTime={event.createdAt}>{formatAdminDateTime(event.createdAt)}</time>
                    </td>
                    <td className="px-5 py-3 font-medium whitespace-nowrap text-slate-900">{activityCopy.events[event.event] ?? event.event}</td>
                    <td className="px-5 py-3 break-words text-slate-700">{describeDetail(event.detail)}</td>
                    <td className="px-5 py-3 font-mono text-xs text-slate-600">{event.client?.slice(0, 8) ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <p className="mt-3 text-sm text-slate-600">{activityCopy.clientNote}</p>
        </>
      )}
    </AdminShell>
  );
}
