import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { staffCopy } from '@/content/admin-staff';
import type { TokenState } from '@/lib/staff/admin';

/** The screen of a one-time link (an invitation, a sign-in link), in the sign-in screen's look. */
export function LinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-900 px-5 py-16">
      <Card className="w-full max-w-md">
        <LogoMark className="h-10 w-10" />
        <h1 className="text-h2 mt-6">{title}</h1>
        {children}
      </Card>
    </main>
  );
}

/** A link that no longer works says why, plainly. */
export function DeadLink({ state }: { state: Exclude<TokenState, 'valid'> }) {
  const { title, message } = staffCopy.links.states[state];
  return (
    <LinkCard title={title}>
      <p className="mt-3 text-slate-600">{message}</p>
      <ButtonLink href="/admin" variant="secondary" className="mt-6">
        {staffCopy.links.toLogin}
      </ButtonLink>
    </LinkCard>
  );
}
