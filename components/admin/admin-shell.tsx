import type { ReactNode } from 'react';
import { ShieldOff } from '@/components/ui/icons';
import { Container } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { AdminHeader } from './admin-header';

export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminHeader />
      <main id="main">
        <Container className="py-10 sm:py-14">{children}</Container>
      </main>
    </>
  );
}

export function AdminDisabled({ reason }: { reason: string }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-900 px-5">
      <Card className="max-w-lg">
        <ShieldOff className="h-8 w-8 text-slate-500" aria-hidden="true" />
        <h1 className="text-h2 mt-4">Admin unavailable</h1>
        <p className="mt-3 text-slate-600">{reason}</p>
        <p className="mt-3 text-sm text-slate-600">
          The public website is not affected. A developer can enable the admin by setting ADMIN_KEY and SESSION_SECRET on the server (see the README).
        </p>
      </Card>
    </main>
  );
}
