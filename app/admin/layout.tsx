import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { adminCopy } from '@/content/admin';
import { requireLiveSessionBelowLogin } from '@/lib/auth/admin';
import { Toaster } from '@/components/ui/toaster';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { AdminOutage } from '@/components/admin/admin-outage';
// The site's stylesheet, imported by each segment's layout rather than the root (app/layout.tsx).
import './admin.css';

// Everything here depends on the request's session and the server's runtime configuration.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { absolute: adminCopy.meta.title },
  description: adminCopy.meta.description,
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const check = await requireLiveSessionBelowLogin();
  return (
    <div className="min-h-dvh bg-slate-50">
      {/* Public pages are plain documents (full loads start at the top); the admin navigates client-side. */}
      <ScrollToTop />
      {check?.unreachable ? <AdminOutage path={check.unreachable} /> : children}
      {/* The header's two rows: 4rem, and the sections' 2.75rem. */}
      <Toaster header="6.75rem" />
    </div>
  );
}
