import { requireAdminPage } from '@/lib/auth/admin';
import { formatAdminDateTime } from '@/lib/format';
import { listStaff, type StaffMember } from '@/lib/staff/admin';
import { fillTemplate } from '@/lib/template';
import { AdminShell } from '@/components/admin/admin-shell';
import { InviteForm, StaffRowActions } from '@/components/admin/staff-forms';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { staffCopy } from '@/content/admin-staff';

const copy = staffCopy.staff;

const statusTone = { invited: 'bg-amber-100 text-amber-900', active: 'bg-emerald-100 text-emerald-900', suspended: 'bg-slate-200 text-slate-800' } as const;

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}

export default async function StaffPage() {
  const { actor } = await requireAdminPage('staff');
  let people: StaffMember[] | null = null;
  try {
    people = await listStaff();
  } catch (error) {
    console.error('Admin: could not list staff', error);
  }
  return (
    <AdminShell>
      <h1 className="text-h1">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{copy.intro}</p>

      <Card className="mt-8">
        <h2 className="text-h3">{copy.invite.title}</h2>
        <InviteForm />
      </Card>

      <Card className="mt-8 overflow-hidden" padded={false}>
        <ul className="divide-y divide-slate-200" aria-label={copy.title}>
          <li className="flex flex-wrap items-start justify-between gap-3 px-5 py-4 sm:px-7">
            <div>
              <p className="font-semibold text-slate-900">
                {staffCopy.owner} {actor.kind === 'owner' ? <span className="text-sm font-normal text-slate-600">({copy.self})</span> : null}
              </p>
              <p className="mt-1 text-sm text-slate-600">{copy.ownerRow}</p>
            </div>
            <Badge className="bg-slate-900 text-white">{staffCopy.owner}</Badge>
          </li>
          {people?.map((person) => (
            <li key={person.id} className="grid gap-4 px-5 py-4 sm:px-7 md:grid-cols-[minmax(0,1fr)_auto]" aria-label={person.name}>
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {person.name} {actor.staffId === person.id ? <span className="text-sm font-normal text-slate-600">({copy.self})</span> : null}
                </p>
                <p className="text-sm break-all text-slate-600">{person.email}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Badge className="bg-sky-100 text-sky-900">{staffCopy.roles[person.role].label}</Badge>
                  <Badge className={statusTone[person.status]}>{staffCopy.statuses[person.status]}</Badge>
                  <span className="text-xs text-slate-600">{fillTemplate(copy.passkeyCount, { count: String(person.passkeys) })}</span>
                </div>
                {person.status === 'invited' && person.invitationExpiresAt ? (
                  <p className="mt-1 text-xs text-slate-600">{fillTemplate(copy.invitedUntil, { time: formatAdminDateTime(person.invitationExpiresAt) })}</p>
                ) : null}
              </div>
              {actor.staffId === person.id ? null : <StaffRowActions person={person} />}
            </li>
          ))}
        </ul>
        {people && people.length === 0 ? <p className="border-t border-slate-200 px-5 py-4 text-slate-600 sm:px-7">{copy.empty}</p> : null}
        {!people ? (
          <p role="alert" className="border-t border-red-200 bg-red-50 px-5 py-4 font-medium text-red-800 sm:px-7">
            {copy.loadError}
          </p>
        ) : null}
      </Card>
      <dl className="mt-8 grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
        {Object.values(staffCopy.roles).map((role) => (
          <div key={role.label}>
            <dt className="font-semibold text-slate-900">{role.label}</dt>
            <dd>{role.summary}</dd>
          </div>
        ))}
      </dl>
    </AdminShell>
  );
}
