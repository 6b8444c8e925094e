import { requireAdminPage } from '@/lib/auth/admin';
import { AdminShell } from '@/components/admin/admin-shell';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ShieldOff } from '@/components/ui/icons';
import { staffCopy } from '@/content/admin-staff';

const copy = staffCopy.notPermitted;

/** Where a page the role may not see sends it (requireAdminPage with a permission). */
export default async function NotPermittedPage() {
  await requireAdminPage();
  return (
    <AdminShell>
      <Card className="mx-auto max-w-xl">
        <ShieldOff className="h-8 w-8 text-slate-500" aria-hidden="true" />
        <h1 className="text-h2 mt-4">{copy.title}</h1>
        <p className="mt-3 text-slate-600">{copy.message}</p>
        <ButtonLink href="/admin" className="mt-6">
          {copy.back}
        </ButtonLink>
      </Card>
    </AdminShell>
  );
}
