import { activityCopy } from '@/content/admin-activity';
import { describeAuditEvent, listAuditEvents, type AuditEvent } from '@/lib/audit';
import { requireAdminPage } from '@/lib/auth/admin';
import { formatAdminDateTime } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { AdminShell } from '@/components/admin/admin-shell';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { TableScroll } from '@/components/ui/table-scroll';

function describeActor(actor: NonNullable<AuditEvent['actor']>) {
  if (actor.kind === 'owner') return activityCopy.actor.owner;
  if (actor.kind === 'staff') return fillTemplate(activityCopy.actor.staff, { name: actor.name, email: actor.email });
  return fillTemplate(activityCopy.actor.nameOnly, { name: actor.name });
}

export default async function ActivityPage() {
  await requireAdminPage('activity');
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
          {/* Fixed columns from 768 px: long details wrap inside theirs instead of widening the
              table past its card. Narrower, each event is a stacked block of its own. */}
          <TableScroll label={activityCopy.title} className="mt-10">
            <table className="block w-full text-left text-sm md:table md:table-fixed" aria-label="Admin activity">
              <colgroup>
                <col className="md:w-[15.5rem]" />
                <col className="md:w-[13rem]" />
                <col />
                <col className="md:w-[7.5rem]" />
              </colgroup>
              <thead className="hidden bg-slate-50 text-slate-900 md:table-header-group">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.time}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.event}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.detail}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{columns.client}</th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {events.map((event) => {
                  const { label, detail } = describeAuditEvent(event.event, event.detail);
                  return (
                    <tr key={event.id} className="block border-slate-200 px-5 py-3 align-top not-first:border-t md:table-row md:border-t md:p-0">
                      <td className="block text-xs text-slate-600 md:table-cell md:px-5 md:py-3 md:text-sm md:whitespace-nowrap md:text-slate-700">
                        <time dateTime={event.createdAt}>{formatAdminDateTime(event.createdAt)}</time>
                      </td>
                      <td className="block font-medium text-slate-900 md:table-cell md:px-5 md:py-3">
                        {label}
                        {event.actor ? (
                          <span className="block text-xs font-normal text-slate-600">
                            {activityCopy.by} {describeActor(event.actor)}
                          </span>
                        ) : null}
                      </td>
                      {/* A stacked event without details leaves the line out; the table shows a dash. */}
                      <td className={cn('mt-1 text-slate-700 wrap-anywhere md:mt-0 md:table-cell md:px-5 md:py-3', detail ? 'block' : 'hidden')}>{detail || '—'}</td>
                      <td className="mt-1 block font-mono text-xs text-slate-600 md:mt-0 md:table-cell md:px-5 md:py-3">
                        <span className="font-sans font-semibold md:hidden">{columns.client}: </span>
                        {event.client?.slice(0, 8) ?? '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <p className="mt-3 text-sm text-slate-600">{activityCopy.clientNote}</p>
        </>
      )}
    </AdminShell>
  );
}
